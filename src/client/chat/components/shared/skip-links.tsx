const SKIP_CLASS =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow";

/** The chat screen's skip links: past the header to the conversation, or straight to the question box. */
export function SkipLinks() {
  return (
    <>
      <a href="#main" className={SKIP_CLASS}>
        Skip to content
      </a>
      <a href="#chat-input" className={SKIP_CLASS}>
        Skip to your question
      </a>
    </>
  );
}
