/** The search parameter that carries a question into the chat input box (placed there, not sent). */
export const CHAT_QUESTION_PARAM = "q";

/** "/chat?q=…" — opens the chat with `question` waiting in the box. */
export function chatPathWithQuestion(question: string): string {
  return `/chat?${new URLSearchParams({ [CHAT_QUESTION_PARAM]: question }).toString()}`;
}
