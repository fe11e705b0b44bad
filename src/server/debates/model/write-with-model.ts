import {
  type DebateSpeaker,
  isPhilosopherKey,
  isTopicKey,
  opponentName,
  topicLabel,
} from "../../../common/debates/catalogue.js";
import type { Generation } from "../../../common/debates/contract.js";
import { TOPIC_INFO } from "../../../common/debates/profiles.js";
import type { ConfiguredModel } from "../../answers/model/configured-model.js";
import { positionFor } from "../compose/opponent-turn.js";
import type { ComposedTurn, TurnRequest } from "../compose/types.js";
import { type WrittenTurn, writeTurn } from "./model-turn.js";

export type { Generation };

/** What the speaker argues for or against, in one line for the model. */
function stanceOf(req: TurnRequest, speaker: DebateSpeaker): string {
  const { topic, opponent, aquinasDefends } = req.debate;
  const motion = isTopicKey(topic) ? TOPIC_INFO[topic].motion : topic;
  const name = opponentName(opponent);
  const thesis = isPhilosopherKey(opponent) ? positionFor(opponent, topic).thesis : "the contrary view";
  if (speaker === "aquinas")
    return aquinasDefends
      ? `Aquinas defends the motion: ${motion}`
      : `Aquinas attacks the thesis ${name} defends: ${thesis}`;
  return aquinasDefends
    ? `${name} opposes Aquinas' motion (${motion}) with his own thesis: ${thesis}`
    : `${name} defends his thesis against Aquinas: ${thesis}`;
}

/** The model writes the turn the composer grounded: the same passages, digest or sketched position. */
export function writeWithModel(
  configured: ConfiguredModel,
  composed: ComposedTurn,
  req: TurnRequest,
  speaker: DebateSpeaker,
): Promise<WrittenTurn> {
  const isAquinas = speaker === "aquinas";
  const answered = [...req.previous]
    .reverse()
    .find((a) => (isAquinas ? a.speaker !== "aquinas" : a.speaker === "aquinas"));
  return writeTurn(configured, composed, {
    speakerName: isAquinas ? "Saint Thomas Aquinas" : opponentName(req.debate.opponent),
    isAquinas,
    topic: isTopicKey(req.debate.topic) ? topicLabel(req.debate.topic) : req.debate.topic,
    stance: stanceOf(req, speaker),
    level: req.level,
    answering: answered
      ? {
          speakerName:
            answered.speaker === "aquinas"
              ? "Saint Thomas Aquinas"
              : answered.speaker === "user"
                ? "the learner"
                : opponentName(req.debate.opponent),
          content: answered.content,
        }
      : null,
  });
}
