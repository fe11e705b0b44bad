import { z } from "zod";

/** How many follow-up suggestions a reply gets (§5: follow-up mode shows up to 4). */
export const FOLLOW_UP_COUNT = 4;

export const suggestionsQuerySchema = z.object({
  /** Each refresh asks for the next round; the same round always gives the same questions. */
  round: z.coerce.number().int().min(0).max(1000).default(0),
});

export const suggestionsResponseSchema = z.object({
  /** Questions the articles just cited answer, none already asked in the conversation. */
  questions: z.array(z.string()).max(FOLLOW_UP_COUNT),
  /** The articles (canonical references) the questions were drawn from. */
  articles: z.array(z.string()),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
