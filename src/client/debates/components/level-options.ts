import { DEBATE_KEY_TO_LEVEL, DEBATE_LEVEL_KEYS, EDUCATION_LEVEL_INFO } from "@common/education/levels";

/** The six levels under the debate screens' keys, with the labels every screen uses. */
export const DEBATE_LEVEL_OPTIONS = DEBATE_LEVEL_KEYS.map((key) => ({
  key,
  label: EDUCATION_LEVEL_INFO[DEBATE_KEY_TO_LEVEL[key]].label,
}));
