import { z } from "zod";

export const SHARED_MODES = ["off", "classroom"] as const;
export const sharedModeSchema = z.enum(SHARED_MODES);
export type SharedMode = z.infer<typeof sharedModeSchema>;

/** Minutes a transfer link stays valid. */
export const TRANSFER_LINK_MINUTES = 15;

/** The path a transfer link opens in the other browser; the token follows it. */
export const TRANSFER_PATH = "/your-data/receive";

export const visitorSchema = z.object({
  /** "classroom": one shared board, so there is nothing of one's own to carry or delete. */
  mode: sharedModeSchema,
  /** This browser's visitor code; null in classroom mode. */
  visitorId: z.string().nullable(),
});
export type Visitor = z.infer<typeof visitorSchema>;

export const transferLinkSchema = z.object({
  token: z.string(),
  /** The path to open in the other browser (the client adds its own origin). */
  path: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TransferLink = z.infer<typeof transferLinkSchema>;

export const claimTransferBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, "Give the token from the link.")
    .max(200, "That is not a token from a transfer link."),
});

export const deletedDataSchema = z.object({
  conversations: z.number().int(),
  materials: z.number().int(),
  debates: z.number().int(),
});
export type DeletedData = z.infer<typeof deletedDataSchema>;
