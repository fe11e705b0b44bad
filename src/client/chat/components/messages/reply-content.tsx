import type { Citation } from "@common/knowledge-base/citation";
import { Fragment } from "react";
import { type InlinePiece, parseInline, parseReply } from "../../lib/reply-blocks";
import { isObjection } from "../../lib/sources";
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

function Inline({ text, citations }: { text: string; citations: readonly Citation[] }) {
  return (
    <>
      {parseInline(text).map((piece: InlinePiece, i) => {
        const key = `${i}-${piece.kind}`;
        if (piece.kind === "bold") return <strong key={key}>{piece.text}</strong>;
        if (piece.kind === "cite") {
          const citation = citations[piece.index];
          return citation ? <CiteMarker key={key} citation={citation} /> : null;
        }
        return <Fragment key={key}>{piece.text}</Fragment>;
      })}
    </>
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
            return (
              <blockquote
                key={key}
                className="rounded-r-md border-l-[3px] border-gold bg-gold-soft/50 py-2 pl-4 pr-3 font-serif text-[1.08em] italic leading-relaxed"
              >
                <Inline text={block.text} citations={citations} />
              </blockquote>
            );
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
