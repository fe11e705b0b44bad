/** Widths of the chat screen's columns, as the panels' classes set them (md:w-72, lg:w-80). */
export const SIDEBAR_WIDTH_PX = 288;
export const SOURCES_WIDTH_PX = 320;
/** The narrowest the reply column may be and still read well (about 70 characters of the reply text). */
export const READABLE_MEASURE_PX = 640;

/** The sources panel docks beside the chat only where the reply column keeps a readable measure. */
export const SOURCES_DOCKED_QUERY = `(min-width: ${SIDEBAR_WIDTH_PX + SOURCES_WIDTH_PX + READABLE_MEASURE_PX}px)`;
