import { z } from "zod";
import { responseStyleSchema } from "../chat/response-styles.js";
import { educationLevelSchema } from "../education/levels.js";
import { TITLE_MAX_CHARS, titleTooLong } from "../http/text-limits.js";
import { citationSchema } from "../knowledge-base/citation.js";
import { languagePreferencesSchema } from "../preferences/languages.js";
import { DEFAULT_CONVERSATION_TITLE, MESSAGE_MAX_CHARS } from "./limits.js";

export { DEFAULT_CONVERSATION_TITLE, MESSAGE_MAX_CHARS } from "./limits.js";
export const MESSAGE_ROLES = ["user", "assistant"] as const;
export const messageRoleSchema = z.enum(MESSAGE_ROLES);
export type MessageRole = z.infer<typeof messageRoleSchema>;

export const conversationListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

export const CONVERSATION_PAGE_DEFAULT = 30;
export const CONVERSATION_PAGE_MAX = 100;

export const listConversationsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(CONVERSATION_PAGE_MAX, `limit can be at most ${CONVERSATION_PAGE_MAX}.`)
    .default(CONVERSATION_PAGE_DEFAULT),
  /** The nextCursor of the previous page; absent for the first page. */
  cursor: z.string().max(200, "The cursor is not one this list gave.").optional(),
});

/** One page of the list, most recent first; nextCursor is null on the last page. */
export const conversationPageSchema = z.object({
  items: z.array(conversationListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationSchema = conversationListItemSchema.extend({ createdAt: z.iso.datetime() });
export type Conversation = z.infer<typeof conversationSchema>;

export const createConversationBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title cannot be blank.")
    .max(TITLE_MAX_CHARS, titleTooLong)
    .default(DEFAULT_CONVERSATION_TITLE),
});

export const ENGINES = ["composer", "openai-compatible", "anthropic"] as const;
export const engineSchema = z.enum(ENGINES);
export const CONFIDENCE = ["high", "low"] as const;
export const confidenceSchema = z.enum(CONFIDENCE);

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.uuid(),
  role: messageRoleSchema,
  content: z.string(),
  citations: z.array(citationSchema).nullable(),
  confidence: confidenceSchema.nullable().optional(),
  engine: engineSchema.nullable().optional(),
  createdAt: z.iso.datetime(),
});
export type Message = z.infer<typeof messageSchema>;

export const sendMessageBodySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Please write a question before sending.")
    .max(MESSAGE_MAX_CHARS, `A message can be at most ${MESSAGE_MAX_CHARS} characters.`),
  educationLevel: educationLevelSchema.default("college"),
  responseStyle: responseStyleSchema.default("balanced"),
  languagePreferences: languagePreferencesSchema.default({
    primary: "en",
    showOriginalLatin: true,
    showTranslations: false,
  }),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({
  userMessage: messageSchema,
  assistantMessage: messageSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const simplifyBodySchema = z.object({
  educationLevel: educationLevelSchema.default("college"),
  languagePreferences: languagePreferencesSchema.default({
    primary: "en",
    showOriginalLatin: true,
    showTranslations: false,
  }),
});
export const simplifyResponseSchema = z.object({ assistantMessage: messageSchema });
export type SimplifyResponse = z.infer<typeof simplifyResponseSchema>;
