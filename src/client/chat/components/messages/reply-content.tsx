import type { Citation } from "@common/knowledge-base/citation";
import { Fragment } from "react";
import { Link } from "react-router";
import { type InlinePiece, parseInline, parseReply } from "../../lib/reply-blocks";
import { isObjection } from "../../lib/sources";
import { crossReferenceContext } from "../../lib/xref-context";
import { useOpenPassage } from "./passage-viewer-context";

function CiteMarker({ citation }: { citation: Citation }) {
  const open = useOpenPassage();
  return (
    <button
      type="button"
      onClick={() => open(citation)}
      className="mx-0.5 inline rounded px-1 align-baseline font-sans text-[0.8em] font-semibold text-gold-strong underline decoration-gold/60 underline-offset-2 hover:bg-gold-soft"
      aria-label={`Open ${citation.reference}${isObjection(citation) ? ", an objection" : ""}`}
    >
      {citation.reference}
    </button>
  );
}

/** His own cross-reference, as he wrote it, opening the article it names in the reader. */
function CrossReferenceLink({ piece }: { piece: Extract<InlinePiece, { kind: "xref" }> }) {
  if (!piece.href) return <>{piece.text}</>;
  return (
    <Link
      to={piece.href}
      className="not-italic text-primary underline decoration-gold/60 underline-offset-2 hover:decoration-gold"
      aria-label={`${piece.text}: ${piece.reference}`}
      title={piece.reference ?? undefined}
      data-testid="cross-reference"
    >
      {piece.text}
    </Link>
  );
}

function Inline({
  text,
  citations,
  context = text,
}: {
  text: string;
  citations: readonly Citation[];
  /** The text the passage's reference is looked for in (a quotation's words and its reference). */
  context?: string;
}) {
  return (
    <>
      {parseInline(
        text,
        citations.map((c) => c.reference),
        crossReferenceContext(context, citations),
      ).map((piece: InlinePiece, i) => {
        const key = `${i}-${piece.kind}`;
        if (piece.kind === "xref") return <CrossReferenceLink key={key} piece={piece} />;
        if (piece.kind === "bold") return <strong key={key}>{piece.text}</strong>;
        if (piece.kind === "italic") return <em key={key}>{piece.text}</em>;
        if (piece.kind === "ref") {
          const citation = citations.find((c) => c.reference === piece.reference);
          return citation ? <CiteMarker key={key} citation={citation} /> : piece.reference;
        }
        if (piece.kind === "cite") {
          const citation = citations[piece.index];
          return citation ? <CiteMarker key={key} citation={citation} /> : null;
        }
        return <Fragment key={key}>{piece.text}</Fragment>;
      })}
    </>
  );
}

/** A quotation of his words, set off, with the reference it carries on a line of its own. */
function Quotation({ text, citations }: { text: string; citations: readonly Citation[] }) {
  const source = citations
    .map((c) => ({ c, at: text.lastIndexOf(`(${c.reference})`) }))
    .filter((x) => x.at > 0 && text.slice(x.at + x.c.reference.length + 2).trim().length <= 1)
    .sort((a, b) => b.c.reference.length - a.c.reference.length)[0];
  const words = source ? text.slice(0, source.at).trimEnd() : text;
  return (
    <figure className="rounded-r-md border-l-[3px] border-gold bg-gold-soft/50 py-2 pl-4 pr-3">
      <blockquote className="font-serif text-[1.08em] italic leading-relaxed">
        <Inline text={words} citations={citations} context={text} />
      </blockquote>
      {source ? (
        <figcaption className="mt-1 text-right text-[0.85em]">
          <span aria-hidden="true">— </span>
          <CiteMarker citation={source.c} />
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The reply's text: one paragraph per line, quotations set off with their references. */
export function ReplyContent({ content, citations }: { content: string; citations: readonly Citation[] }) {
  return (
    <div className="space-y-3">
      {parseReply(content).map((block, i) => {
        const key = `${i}-${block.kind}`;
        switch (block.kind) {
          case "heading":
            return (
              <h3 key={key} className="pt-1 font-serif text-[1.15em] font-semibold text-primary">
                <Inline text={block.text} citations={citations} />
              </h3>
            );
          case "quote":
            return <Quotation key={key} text={block.text} citations={citations} />;
          case "bullets":
            return (
              <ul key={key} className="list-disc space-y-1 pl-5 marker:text-gold">
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items of a finished reply never move.
                  <li key={j}>
                    <Inline text={item} citations={citations} />
                  </li>
                ))}
              </ul>
            );
          case "numbered":
            return (
              <ol
                key={key}
                className="list-decimal space-y-1 pl-5 marker:font-semibold marker:text-gold-strong"
              >
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items of a finished reply never move.
                  <li key={j}>
                    <Inline text={item} citations={citations} />
                  </li>
                ))}
              </ol>
            );
          default:
            return (
              <p key={key}>
                <Inline text={block.text} citations={citations} />
              </p>
            );
        }
      })}
    </div>
  );
}
