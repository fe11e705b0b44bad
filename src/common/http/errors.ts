import { z } from "zod";

/** Every error the API returns has this shape; `issues` lists field problems on a 400. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The text a learner sent, returned so the client can put it back in the box. */
  content: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ message: "The id must be a UUID." }) });
