import type { TimelineEvent } from "./categories.js";
import { INFLUENCE_EVENTS } from "./influences.js";
import { LIFE_EVENTS } from "./life-events.js";

/** The fifteen events of the timeline, in order from 384 to 1274. */
export const TIMELINE_EVENTS: readonly TimelineEvent[] = [...INFLUENCE_EVENTS, ...LIFE_EVENTS];
