import { z } from "zod";
import { responseStyleSchema } from "../chat/response-styles.js";
import { educationLevelSchema } from "../education/levels.js";
import { TITLE_MAX_CHARS, titleTooLong } from "../http/text-limits.js";
import { citationSchema } from "../knowledge-base/citation.js";
import { languagePreferencesSchema } from "../preferences/languages.js";

export const DEFAULT_CONVERSATION_TITLE = "New Conversation";
export const MESSAGE_ROLES = ["user", "assistant"] as const;
export const messageRoleSchema = z.enum(MESSAGE_ROLES);
export type MessageRole = z.infer<typeof messageRoleSchema>;

export const conversationListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

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

export const MESSAGE_MAX_CHARS = 4000;

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

export const simplifyBodySchema = z.object({
  educationLevel: educationLevelSchema.default("college"),
  languagePreferences: languagePreferencesSchema.default({
    primary: "en",
    showOriginalLatin: true,
    showTranslations: false,
  }),
});
export const simplifyResponseSchema = z.object({ assistantMessage: messageSchema });
