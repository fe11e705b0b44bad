/** Conversation constants as plain data, apart from the schemas, so the chat screen can use them without zod. */
export const DEFAULT_CONVERSATION_TITLE = "New Conversation";
export const MESSAGE_MAX_CHARS = 4000;
