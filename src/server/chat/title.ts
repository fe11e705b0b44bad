const MAX_TITLE = 60;

/** A short title from the first question: its own words, trimmed at a word boundary. */
export function titleFromQuestion(question: string): string {
  const flat = question
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:hi|hello|hey|greetings)[,!.]?\s+/i, "");
  const capitalised = flat.charAt(0).toUpperCase() + flat.slice(1);
  if (capitalised.length <= MAX_TITLE) return capitalised;
  const cut = capitalised.slice(0, MAX_TITLE);
  const space = cut.lastIndexOf(" ");
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
