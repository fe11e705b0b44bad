import type { KbLatinChapter } from "@common/knowledge-base/contract";

/** "paragraphs 1–35", or "paragraph 1" for a chapter of one paragraph. */
function paragraphRange(chapter: KbLatinChapter): string {
  const first = chapter.paragraphs[0]?.n;
  const last = chapter.paragraphs[chapter.paragraphs.length - 1]?.n;
  if (first === undefined || last === undefined) return "";
  return first === last ? `paragraph ${first}` : `paragraphs ${first}–${last}`;
}

/** 13 from "SCG I, c. 13". */
const chapterNumber = (articleRef: string) => /(\d+)$/.exec(articleRef)?.[1] ?? articleRef;

function Heading({ chapters }: { chapters: KbLatinChapter[] }) {
  const [only] = chapters;
  const numbers = chapters.map((c) => chapterNumber(c.articleRef));
  return (
    <h3 className="mb-1 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-gold-strong">
      {only && chapters.length === 1 ? (
        <>
          Latin of the chapter (Leonine), <span className="whitespace-nowrap">{paragraphRange(only)}</span>
        </>
      ) : (
        <>
          Latin of the chapters (Leonine),{" "}
          <span className="whitespace-nowrap">
            {numbers.slice(0, -1).join(", ")} and {numbers.at(-1)}
          </span>
        </>
      )}
    </h3>
  );
}

/**
 * The whole Latin chapter beside one of Rickaby's paragraphs. He abridges and rearranges, so the Latin is
 * shown by its own numbered paragraphs and never presented as the translation of the English paragraph.
 */
export function ChapterLatin({ chapters }: { chapters: KbLatinChapter[] }) {
  const several = chapters.length > 1;
  return (
    <>
      <Heading chapters={chapters} />
      <p className="mb-2 font-sans text-xs text-muted-foreground" data-testid="chapter-latin-note">
        Rickaby's English is abridged, so its paragraphs do not match these one by one.
      </p>
      <div className="max-h-[50vh] space-y-3 overflow-y-auto pr-2" data-testid="chapter-latin">
        {chapters.map((chapter) => (
          <section key={chapter.articleRef} aria-label={chapter.articleRef} className="space-y-2">
            {several ? (
              <h4 className="font-sans text-xs font-semibold text-gold-strong">
                Chapter {chapterNumber(chapter.articleRef)}, {paragraphRange(chapter)} —{" "}
                <i className="font-serif font-normal">{chapter.title}</i>
              </h4>
            ) : (
              <h4 className="font-serif text-sm italic text-gold-strong">{chapter.title}</h4>
            )}
            {chapter.paragraphs.map((p) => (
              <p key={p.id} className="font-serif italic leading-relaxed" title={p.reference}>
                <span className="mr-1 font-sans text-[0.75em] font-semibold not-italic text-gold-strong">
                  n. {p.n}
                </span>
                {p.text}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
