import { cn } from "@client/lib/utils";
import type { ReaderSection } from "@common/reader/contract";
import { segmentText, type TextPiece } from "@common/reader/inline-links";
import { Fragment } from "react";
import { Link } from "react-router";

export type ReaderLanguage = "en" | "la";

export interface ReaderSectionViewProps {
  section: ReaderSection;
  highlighted: boolean;
  /** On a phone only one language shows; both show from the md breakpoint and in print. */
  language: ReaderLanguage;
  textClass: string;
  /** The start of the quoted words to mark in the English, when the section was opened from a citation. */
  quote?: string | null;
}

/** Pieces of one text never reorder, so a position is a stable key. */
const keyed = (pieces: TextPiece[]) => pieces.map((piece, at) => ({ piece, key: `k${at}` }));

function Pieces({ pieces }: { pieces: TextPiece[] }) {
  return (
    <>
      {keyed(pieces).map(({ piece, key }) =>
        piece.href ? (
          <Link
            key={key}
            to={piece.href}
            className="text-primary underline underline-offset-2"
            data-testid="scripture-link"
          >
            {piece.text}
          </Link>
        ) : (
          <Fragment key={key}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The text with its Scripture citations linked and the quoted words marked, when they occur in it. */
export function LinkedText({ text, quote }: { text: string; quote: string | null }) {
  const { before, marked, after } = segmentText(text, quote);
  return (
    <>
      <Pieces pieces={before} />
      {marked ? (
        <mark className="rounded bg-gold-soft px-0.5 text-foreground" data-testid="quoted-words">
          <Pieces pieces={marked} />
        </mark>
      ) : null}
      <Pieces pieces={after} />
    </>
  );
}

const shownOnPhone = (visible: boolean) => (visible ? "" : "hidden md:block print:block");

/** One section of an article: its label, the English and the Latin it translates, side by side. */
export function ReaderSectionView({
  section,
  highlighted,
  language,
  textClass,
  quote = null,
}: ReaderSectionViewProps) {
  const objection = section.voice === "objection";
  const labelId = `label-${section.id}`;
  return (
    <section
      id={section.anchor ?? undefined}
      tabIndex={-1}
      aria-labelledby={labelId}
      data-testid="reader-section"
      data-highlighted={highlighted ? "true" : undefined}
      className={cn(
        "scroll-mt-20 rounded-lg border p-4 outline-none transition-colors print:break-inside-avoid print:border-0 print:p-0",
        objection ? "border-destructive/25 bg-destructive/5" : "bg-card/70",
        highlighted && "ring-2 ring-gold bg-gold-soft/50",
      )}
    >
      <h2
        id={labelId}
        className={cn(
          "mb-3 w-fit rounded-full px-2.5 py-0.5 font-sans text-xs font-semibold",
          objection ? "bg-destructive/10 text-destructive" : "bg-gold-soft text-gold-strong",
        )}
      >
        {section.label}
      </h2>
      <div className={cn("grid gap-4 md:grid-cols-2 print:grid-cols-2", textClass)}>
        <div lang="en" className={shownOnPhone(language === "en")} data-testid="reader-english">
          {section.english ? (
            <p className="whitespace-pre-line font-serif leading-relaxed">
              <LinkedText text={section.english} quote={highlighted ? quote : null} />
            </p>
          ) : (
            <p className="text-sm italic text-muted-foreground">No English translation; Latin only.</p>
          )}
        </div>
        <div lang="la" className={shownOnPhone(language === "la")} data-testid="reader-latin">
          {section.latin ? (
            <p className="whitespace-pre-line font-serif leading-relaxed text-foreground/90">
              {section.latin}
            </p>
          ) : (
            <p className="text-sm italic text-muted-foreground">No Latin for this section.</p>
          )}
        </div>
      </div>
    </section>
  );
}
