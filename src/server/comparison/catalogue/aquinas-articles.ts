import type { ComparisonTopicKey } from "../../../common/comparison/topics.js";

/** The article of his that answers each common topic, when a thinker's entry names none of its own. */
export const AQUINAS_ARTICLES: Record<ComparisonTopicKey, string[]> = {
  existence_of_god: ["ST I, q. 2, a. 3"],
  faith_reason: ["ST I, q. 1, a. 1", "SCG I, c. 7"],
  knowledge: ["ST I, q. 84, a. 6"],
  universals: ["ST I, q. 85, a. 1"],
  free_will: ["ST I, q. 83, a. 1"],
  providence: ["ST I, q. 14, a. 13", "ST I, q. 10, a. 1"],
  evil: ["ST I, q. 48, a. 1"],
  happiness: ["ST I-II, q. 3, a. 8"],
  soul: ["ST I, q. 76, a. 1"],
  natural_law: ["ST I-II, q. 94, a. 2"],
  ethics: ["ST I-II, q. 19, a. 5"],
  grace_charity: ["ST I-II, q. 109, a. 2"],
  incarnation: ["ST III, q. 1, a. 2"],
  speaking_of_god: ["ST I, q. 13, a. 5"],
  creation: ["ST I, q. 46, a. 2"],
  sacraments: ["ST III, q. 65, a. 1"],
  person: ["ST I, q. 29, a. 1"],
};
