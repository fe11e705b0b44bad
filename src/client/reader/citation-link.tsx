import { cn } from "@client/lib/utils";
import type { Citation } from "@common/knowledge-base/citation";
import { readerHref } from "@common/reader/places";
import { BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

type Cited = Pick<Citation, "reference" | "relevantText" | "language" | "translations">;

/** The English a citation quotes: its own text when English, else its English translation. */
export function englishOfCitation(citation: Partial<Cited>): string | null {
  if (!citation.relevantText) return null;
  if ((citation.language ?? "en") === "en") return citation.relevantText;
  return citation.translations?.find((t) => t.language === "en")?.text ?? null;
}

/** The reader address of a citation, at its section with its quoted words; null when the reader has no page for it. */
export function citationReaderHref(citation: Partial<Cited>): string | null {
  return citation.reference ? readerHref(citation.reference, englishOfCitation(citation)) : null;
}

/**
 * A citation's reference as a link to the reader at its section (the quoted words marked there), or as
 * plain text when the reader has no page for it.
 */
export function CitationReaderLink({
  citation,
  children,
  className,
}: {
  citation: Partial<Cited>;
  children?: ReactNode;
  className?: string;
}) {
  const href = citationReaderHref(citation);
  const label = children ?? citation.reference;
  if (!href) return <>{label}</>;
  return (
    <Link
      to={href}
      className={cn("text-primary underline underline-offset-2 hover:text-primary/80", className)}
      data-testid="citation-reader-link"
    >
      {label}
    </Link>
  );
}

/** "Read in context": a small link to a citation's place in the reader, or nothing when there is none. */
export function ReadInContext({ citation, className }: { citation: Partial<Cited>; className?: string }) {
  const href = citationReaderHref(citation);
  if (!href) return null;
  return (
    <Link
      to={href}
      className={cn(
        "inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline",
        className,
      )}
      data-testid="citation-reader-link"
    >
      <BookOpen className="size-3.5" aria-hidden="true" />
      Read in context<span className="sr-only">: {citation.reference}</span>
    </Link>
  );
}
