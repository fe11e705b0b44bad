import { cn } from "@client/lib/utils";
import type { ReaderPage } from "@common/reader/contract";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { ReaderLanguage } from "./reader-section";
import { LinkedText } from "./reader-section";

/** The verses `?v=` names: "5", "3-4", "3,5". */
export function versesOf(param: string | null): Set<string> {
  const verses = new Set<string>();
  for (const item of (param ?? "").split(",")) {
    const [from, to] = item.split("-").map((n) => Number(n.trim()));
    if (from === undefined || !Number.isInteger(from) || from < 1) continue;
    const end = to !== undefined && Number.isInteger(to) && to > from ? Math.min(to, from + 200) : from;
    for (let v = from; v <= end; v++) verses.add(`v${v}`);
  }
  return verses;
}

const shownOnPhone = (visible: boolean) => (visible ? "" : "hidden md:block print:block");

/** A Bible chapter verse by verse: the Douay-Rheims beside the Clementine Vulgate, the cited verses marked. */
export function BibleVerses({
  page,
  language,
  highlighted,
  textClass,
}: {
  page: ReaderPage;
  language: ReaderLanguage;
  highlighted: string | null;
  textClass: string;
}) {
  const [search] = useSearchParams();
  const named = versesOf(search.get("v"));
  if (highlighted) named.add(highlighted);
  const quote = search.get("q");
  const first = [...named][0] ?? null;
  // A verse named only by ?v= is scrolled to as a #v fragment would be.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page and verse
  useEffect(() => {
    if (!first || highlighted) return;
    document.getElementById(first)?.scrollIntoView({ block: "start" });
  }, [first, page.place]);
  return (
    <div className={cn("space-y-1", textClass)} data-testid="bible-verses">
      <div className="hidden grid-cols-2 gap-4 px-2 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground md:grid print:grid">
        <p>Douay-Rheims</p>
        <p>Clementine Vulgate</p>
      </div>
      {page.sections.map((s) => {
        const marked = s.anchor !== null && named.has(s.anchor);
        const number = s.anchor?.slice(1) ?? "";
        return (
          <section
            key={s.id}
            id={s.anchor ?? undefined}
            tabIndex={-1}
            aria-label={`Verse ${number}`}
            data-testid="reader-section"
            data-highlighted={marked ? "true" : undefined}
            className={cn(
              "grid scroll-mt-20 gap-4 rounded px-2 py-1 outline-none md:grid-cols-2 print:grid-cols-2 print:break-inside-avoid",
              marked && "bg-gold-soft/60 ring-2 ring-gold",
            )}
          >
            <p lang="en" className={cn("font-serif leading-relaxed", shownOnPhone(language === "en"))}>
              <sup className="mr-1 font-sans text-xs font-semibold text-gold-strong">{number}</sup>
              {s.english ? (
                <span data-testid="reader-english">
                  <LinkedText text={s.english} quote={marked ? quote : null} />
                </span>
              ) : (
                <span className="text-sm italic text-muted-foreground">No Douay-Rheims verse here.</span>
              )}
            </p>
            <p
              lang="la"
              className={cn("font-serif leading-relaxed text-foreground/90", shownOnPhone(language === "la"))}
            >
              <sup className="mr-1 font-sans text-xs font-semibold text-gold-strong">{number}</sup>
              {s.latin ? (
                <span data-testid="reader-latin">{s.latin}</span>
              ) : (
                <span className="text-sm italic text-muted-foreground">No Vulgate verse here.</span>
              )}
            </p>
          </section>
        );
      })}
    </div>
  );
}
