import { firstSentence, sentences } from "./text.js";
import type { ComposedTurn, TurnRequest } from "./types.js";

const REASON = /\b(?:because|since|for|therefore|so|if|given that|as)\b/i;

/** The user's own argument, stored as written (trimmed); it quotes no source. */
export function composeUserTurn(req: TurnRequest): ComposedTurn {
  const content = (req.content ?? "").trim();
  const aquinas = [...req.previous].reverse().find((a) => a.speaker === "aquinas") ?? null;
  const parts = sentences(content);
  const premises = parts.slice(1).filter((s) => REASON.test(s));
  return {
    content,
    citations: [],
    shape: {
      speakerName: "You",
      claim: firstSentence(content),
      premises: premises.length > 0 ? premises : parts.slice(1, 3),
      answers: aquinas
        ? {
            speakerName: "Saint Thomas Aquinas",
            turnNumber: aquinas.turnNumber,
            claim: firstSentence(aquinas.content),
            content: aquinas.content,
          }
        : null,
      quoted: [],
      summarised: [],
      content,
    },
  };
}
