/** Comparison limits as plain data, apart from the schemas, so the chat screen can use them without zod. */
export const COMPARISON_CONTEXT_MAX = 2000;
export const COMPARISON_TOPIC_MAX = 500;
