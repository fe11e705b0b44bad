/**
 * A question that compares ("Did Jesus suffer more pain than anyone who ever lived?", "what's worse, a bad habit or
 * one bad act?", "Does God love everyone equally?") is answered by an article whose own question compares ("whether
 * the pain of Christ's Passion was greater than all other pains"): 16 of the 19 comparing development questions,
 * against one title in fifteen over the two Summae. The words that compare are too common to count as words; the
 * comparison itself is weighed when the candidates are ordered.
 */
const COMPARING_QUESTION =
  /\b(?:more|less|worse|better|greater|stronger|weaker|higher|lower|bigger|harder)\b[^.?!]*\bthan\b|\b(?:worst|best|greatest|most|least)\b|\bequally\b|\bfavou?rites?\b|\bthe same\b/i;

const COMPARING_TITLE =
  /\b(?:more|less|greater|greatest|most|least|better|worse|best|worst|equally|equal|stronger|weaker|higher|lower|rather|preferred|excels?)\b|\bthan\b/i;

export const comparesThings = (question: string): boolean => COMPARING_QUESTION.test(question);

export const titleCompares = (title: string): boolean => COMPARING_TITLE.test(title);
