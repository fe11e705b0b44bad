import { PageShell } from "@client/components/layout/page-shell";
import { Skeleton } from "@client/components/ui/skeleton";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";
import { splitTitleNotes } from "@common/knowledge-base/title-notes";
import type { ReaderPage } from "@common/reader/contract";
import { readerHref } from "@common/reader/places";
import { useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { useReaderPage } from "./api";
import { BibleVerses } from "./bible-verses";
import { PlainAnswer } from "./plain-answer";
import { ReaderNav } from "./reader-nav";
import { type ReaderLanguage, ReaderSectionView } from "./reader-section";
import { useSectionAnchor } from "./use-section-anchor";

function LanguageToggle({
  value,
  onChange,
}: {
  value: ReaderLanguage;
  onChange: (l: ReaderLanguage) => void;
}) {
  const options: { value: ReaderLanguage; label: string }[] = [
    { value: "en", label: "English" },
    { value: "la", label: "Latin" },
  ];
  return (
    <fieldset
      className="flex w-fit rounded-md border bg-card p-0.5 md:hidden print:hidden"
      data-testid="language-toggle"
    >
      <legend className="sr-only">Language shown</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            "rounded px-3 py-1.5 text-sm font-medium",
            value === o.value ? "bg-primary text-primary-foreground" : "text-muted-foreground",
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

function ColumnHeads() {
  return (
    <div className="hidden grid-cols-2 gap-4 px-4 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground md:grid print:grid">
      <p>English</p>
      <p>Latin</p>
    </div>
  );
}

function Prologue({ page, language, open }: { page: ReaderPage; language: ReaderLanguage; open: boolean }) {
  const prologue = page.question?.prologue;
  if (!prologue) return null;
  const body = (
    <div className="grid gap-4 pt-3 md:grid-cols-2">
      <p lang="en" className={cn("font-serif leading-relaxed", language === "en" ? "" : "hidden md:block")}>
        {prologue.english ?? "No English translation; Latin only."}
      </p>
      <p lang="la" className={cn("font-serif leading-relaxed", language === "la" ? "" : "hidden md:block")}>
        {prologue.latin ?? "No Latin for this prologue."}
      </p>
    </div>
  );
  if (open)
    return (
      <section aria-label="Prologue of the question" className="rounded-lg border bg-card/70 p-4">
        <h2 className="font-sans text-sm font-semibold">Prologue</h2>
        {body}
      </section>
    );
  return (
    <details className="rounded-lg border bg-card/70 p-4 print:hidden">
      <summary className="cursor-pointer font-sans text-sm font-semibold">The question's prologue</summary>
      {body}
    </details>
  );
}

function Siblings({ page }: { page: ReaderPage }) {
  if (page.siblings.length === 0) return null;
  const heading = page.workKey === "st" ? "Articles of this question" : `Chapters of ${page.division.label}`;
  const short = (s: ReaderPage["siblings"][number]) =>
    page.workKey === "bible"
      ? `Chapter ${s.articleRef.replace(/^.* /, "")}`
      : s.articleRef.replace(/^.*, /, "");
  return (
    <nav aria-label={heading} className="rounded-lg border bg-card/70 p-4 print:hidden">
      <h2 className="font-sans text-sm font-semibold">{heading}</h2>
      <ol className="mt-2 max-h-80 space-y-1 overflow-y-auto text-sm">
        {page.siblings.map((s) => (
          <li key={s.place}>
            <Link
              to={`/read/${s.place}`}
              aria-current={s.place === page.place ? "page" : undefined}
              className={cn(
                "block rounded px-2 py-1 hover:bg-accent",
                s.place === page.place && "bg-gold-soft font-semibold",
              )}
            >
              {page.workKey === "bible" ? (
                short(s)
              ) : (
                <>
                  <span className="text-muted-foreground">{short(s)}</span> {s.title}
                </>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Rickaby's abridged English beside the whole Leonine Latin of the chapter. */
function ChapterColumns({
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
  const mark = (anchor: string | null) => anchor !== null && anchor === highlighted;
  return (
    <div className={cn("grid gap-4 md:grid-cols-2 print:grid-cols-2", textClass)}>
      <div
        lang="en"
        className={cn("space-y-3", language === "en" ? "" : "hidden md:block print:block")}
        data-testid="reader-english"
      >
        <p className="text-xs text-muted-foreground">Rickaby's English, abridged</p>
        {page.sections.map((s) => (
          <p
            key={s.id}
            id={s.anchor ?? undefined}
            tabIndex={-1}
            data-testid="reader-section"
            data-highlighted={mark(s.anchor) ? "true" : undefined}
            className={cn(
              "scroll-mt-20 rounded font-serif leading-relaxed outline-none",
              mark(s.anchor) && "ring-2 ring-gold bg-gold-soft/50",
            )}
          >
            {s.english}
          </p>
        ))}
      </div>
      <div
        lang="la"
        className={cn("space-y-3", language === "la" ? "" : "hidden md:block print:block")}
        data-testid="reader-latin"
      >
        <p className="text-xs text-muted-foreground">Leonine Latin</p>
        {page.latinParagraphs.map((p) => (
          <p
            key={p.id}
            id={p.anchor ?? undefined}
            tabIndex={-1}
            data-highlighted={mark(p.anchor) ? "true" : undefined}
            className={cn(
              "scroll-mt-20 rounded font-serif leading-relaxed outline-none",
              mark(p.anchor) && "ring-2 ring-gold bg-gold-soft/50",
            )}
          >
            {p.text}
          </p>
        ))}
      </div>
    </div>
  );
}

function ReaderBody({ page }: { page: ReaderPage }) {
  const { textClass } = useTextSize();
  const [language, setLanguage] = useState<ReaderLanguage>("en");
  const highlighted = useSectionAnchor(true);
  const [search] = useSearchParams();
  const quote = search.get("q");
  const reference = page.articleRef;
  const heading = splitTitleNotes(page.title);
  return (
    <article
      aria-labelledby="reader-title"
      data-print="handout"
      className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-6"
    >
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground print:hidden">
        <ol className="flex flex-wrap gap-x-1">
          <li>
            <Link to="/read" className="underline-offset-4 hover:underline">
              Read
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={`/read#${page.division.anchor}`} className="underline-offset-4 hover:underline">
              {page.division.label}
            </Link>
            {page.kind === "article" && page.question ? " /" : null}
          </li>
          {page.kind === "article" && page.question ? (
            <li>
              <Link to={`/read/${page.question.place}`} className="underline-offset-4 hover:underline">
                {page.question.articleRef.replace(/^.*, /, "")}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-strong">{page.work}</p>
        <h1 id="reader-title" className="text-3xl font-semibold leading-tight sm:text-4xl">
          {heading.title}
        </h1>
        {heading.notes.length > 0 ? (
          <p className="text-sm italic text-muted-foreground" data-testid="reader-title-note">
            Translator's note: {heading.notes.join("; ")}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground" data-testid="reader-reference">
          {reference}
        </p>
      </header>
      {page.digest ? <PlainAnswer digest={page.digest} /> : null}
      <ReaderNav page={page} />
      <LanguageToggle value={language} onChange={setLanguage} />
      <Prologue page={page} language={language} open={page.kind === "question"} />
      {page.kind === "question" ? null : page.workKey === "bible" ? (
        <BibleVerses page={page} language={language} highlighted={highlighted} textClass={textClass} />
      ) : page.latinParagraphs.length > 0 ? (
        <ChapterColumns page={page} language={language} highlighted={highlighted} textClass={textClass} />
      ) : (
        <div className="space-y-3">
          <ColumnHeads />
          {page.sections.map((s) => (
            <ReaderSectionView
              key={s.id}
              section={s}
              highlighted={s.anchor !== null && s.anchor === highlighted}
              language={language}
              textClass={textClass}
              quote={quote}
            />
          ))}
        </div>
      )}
      <Siblings page={page} />
      <ReaderNav page={page} />
    </article>
  );
}

/** Said of an address that names no page: the server's word for a missing route is not for readers. */
const NO_SUCH_PAGE = "There is no page at this address. Open a reference from a reply, or browse the works.";

/** The server's own message from an error answer ("404: {json}"), else the error as it came. */
function messageOf(error: Error): string {
  const json = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(json) as { message?: unknown };
    if (typeof parsed.message === "string")
      return parsed.message.startsWith("There is no API endpoint") ? NO_SUCH_PAGE : parsed.message;
  } catch {
    // Not a JSON answer: show it as it came.
  }
  return error.message;
}

export function ReaderPageScreen() {
  const params = useParams();
  const place = `${params.work ?? ""}/${params["*"] ?? ""}`.replace(/\/+$/, "");
  // A reference typed into the address as it is written ("/read/ST I, q. 75, a. 6") opens its page.
  const typed = /[\s,]/.test(place) ? readerHref(place) : null;
  const page = useReaderPage(typed ? "" : place);
  useDocumentTitle(page.data ? `${page.data.articleRef}: ${splitTitleNotes(page.data.title).title}` : "Read");
  if (typed) return <Navigate to={typed} replace />;
  return (
    <PageShell>
      {page.data ? (
        <ReaderBody key={page.data.place} page={page.data} />
      ) : page.isError ? (
        <div className="mx-auto max-w-3xl space-y-3 px-4 py-16 text-center">
          <h1 className="text-2xl font-semibold">This place is not in the reader</h1>
          <p className="text-muted-foreground">{messageOf(page.error)}</p>
          <Link to="/read" className="text-primary underline underline-offset-4">
            Browse the works
          </Link>
        </div>
      ) : (
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-8" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      )}
    </PageShell>
  );
}
