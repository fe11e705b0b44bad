/** How long free text sent to the API may be; each field says so in its own words when it is too long. */
export const TITLE_MAX_CHARS = 200;
export const DESCRIPTION_MAX_CHARS = 2000;
/** A reply turned into a material, or a material's own text: long, but never unbounded. */
export const DOCUMENT_MAX_CHARS = 100_000;

export const titleTooLong = `A title can be at most ${TITLE_MAX_CHARS} characters.`;
export const descriptionTooLong = `A description can be at most ${DESCRIPTION_MAX_CHARS} characters.`;
export const documentTooLong = `The text can be at most ${DOCUMENT_MAX_CHARS.toLocaleString("en")} characters.`;
