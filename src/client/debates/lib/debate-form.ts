import {
  aquinasDefendsFor,
  CUSTOM_TOPIC,
  DEBATE_TITLE_MAX,
  MAX_TURNS,
  parseMaxTurns,
} from "@common/debates/catalogue";

export interface DebateFormState {
  title: string;
  topic: string;
  customTopic: string;
  description: string;
  opponentPhilosopher: string;
  educationLevel: string;
  maxTurns: string;
  aquinasDefends: boolean;
}

export const EMPTY_FORM: DebateFormState = {
  title: "",
  topic: "",
  customTopic: "",
  description: "",
  opponentPhilosopher: "",
  educationLevel: "college",
  maxTurns: String(MAX_TURNS.default),
  aquinasDefends: true,
};

export type FormErrors = Partial<
  Record<"title" | "topic" | "opponentPhilosopher" | "educationLevel" | "maxTurns", string>
>;

/** A change of topic or opponent sets who defends by the auto-rule; Swap Positions flips it afterwards. */
export function withAutoRule(state: DebateFormState): DebateFormState {
  if (!state.topic || !state.opponentPhilosopher) return { ...state, aquinasDefends: true };
  return { ...state, aquinasDefends: aquinasDefendsFor(state.topic, state.opponentPhilosopher) };
}

/** The topic sent: the preset key, or the trimmed custom text when Custom Topic is chosen. */
export function topicOf(state: DebateFormState): string {
  return state.topic === CUSTOM_TOPIC ? state.customTopic.trim() : state.topic;
}

export function validate(state: DebateFormState): FormErrors {
  const errors: FormErrors = {};
  const title = state.title.trim();
  if (!title) errors.title = "Title is required";
  else if (title.length > DEBATE_TITLE_MAX) errors.title = "Title must be less than 200 characters";
  if (!topicOf(state)) errors.topic = "Topic is required";
  if (!state.opponentPhilosopher) errors.opponentPhilosopher = "Opponent philosopher is required";
  if (!state.educationLevel) errors.educationLevel = "Education level is required";
  const turns = parseMaxTurns(state.maxTurns);
  if (turns < MAX_TURNS.min || turns > MAX_TURNS.max)
    errors.maxTurns = `Maximum turns must be between ${MAX_TURNS.min} and ${MAX_TURNS.max}`;
  return errors;
}

export function toRequest(state: DebateFormState) {
  return {
    title: state.title.trim(),
    topic: topicOf(state),
    description: state.description.trim(),
    opponentPhilosopher: state.opponentPhilosopher,
    maxTurns: parseMaxTurns(state.maxTurns),
    educationLevel: state.educationLevel,
    aquinasDefends: state.aquinasDefends,
  };
}
