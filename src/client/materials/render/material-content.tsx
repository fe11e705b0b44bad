import { cn } from "@client/lib/utils";
import { linkReferences } from "@common/reader/inline-links";
import { Lightbulb } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { type Block, parseMaterial, type Span, withoutTitle } from "./parse-material";

/** Parsed content never reorders, so a position is a stable key. */
const keyed = <T,>(items: T[]) => items.map((item, at) => ({ item, key: `k${at}` }));

/** A span's text with each reference it gives linked to the reader at its place. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {keyed(linkReferences(text)).map(({ item: p, key }) =>
        p.href ? (
          <Link
            key={key}
            to={p.href}
            className="text-primary underline underline-offset-2"
            data-testid="citation-reader-link"
          >
            {p.text}
          </Link>
        ) : (
          <Fragment key={key}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}

function Spans({ spans }: { spans: Span[] }) {
  return (
    <>
      {keyed(spans).map(({ item: s, key }) => {
        if (s.bold)
          return (
            <strong key={key}>
              <Linked text={s.text} />
            </strong>
          );
        if (s.italic)
          return (
            <em key={key}>
              <Linked text={s.text} />
            </em>
          );
        return <Linked key={key} text={s.text} />;
      })}
    </>
  );
}

function Lines({ lines }: { lines: Span[][] }) {
  return (
    <>
      {keyed(lines).map(({ item: l, key }, i) => (
        <Fragment key={key}>
          {i > 0 ? <br /> : null}
          <Spans spans={l} />
        </Fragment>
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading": {
      if (block.level === 1)
        return (
          <h2 className="font-serif text-2xl font-semibold">
            <Spans spans={block.spans} />
          </h2>
        );
      if (block.level === 2)
        return (
          <h3 className="mt-2 border-b border-border pb-1 font-serif text-xl font-semibold text-gold-strong">
            <Spans spans={block.spans} />
          </h3>
        );
      return (
        <h4 className="font-semibold">
          <Spans spans={block.spans} />
        </h4>
      );
    }
    case "paragraph":
      return (
        <p>
          <Lines lines={block.lines} />
        </p>
      );
    case "bullets":
      return (
        <ul className="list-disc space-y-1 pl-6">
          {keyed(block.items).map(({ item, key }) => (
            <li key={key}>
              <Spans spans={item} />
            </li>
          ))}
        </ul>
      );
    case "numbered":
      return (
        <ol className="list-decimal space-y-1 pl-6" start={block.start}>
          {keyed(block.items).map(({ item, key }) => (
            <li key={key}>
              <Spans spans={item} />
            </li>
          ))}
        </ol>
      );
    case "quote":
      return (
        <blockquote className="border-l-4 border-gold bg-gold/5 py-1.5 pr-2 pl-4 font-serif italic">
          <Lines lines={block.lines} />
        </blockquote>
      );
    case "insight":
      return (
        <p className="flex gap-2 rounded-md border border-gold/40 bg-gold/10 px-3 py-2">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-gold-strong" aria-hidden="true" />
          <span>
            <span className="sr-only">Key insight: </span>
            <Spans spans={block.spans} />
          </span>
        </p>
      );
    case "rule":
      return <hr className="border-border" />;
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {keyed(block.head).map(({ item: c, key }) => (
                  <th key={key} className="border border-border bg-muted px-2 py-1 text-left">
                    <Spans spans={c} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keyed(block.rows).map(({ item: row, key: rowKey }) => (
                <tr key={rowKey}>
                  {keyed(row).map(({ item: c, key }) => (
                    <td key={key} className="border border-border px-2 py-1 align-top">
                      <Spans spans={c} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A material's content as elements: text only ever becomes text nodes, never markup. */
export function MaterialContent({
  content,
  title,
  className,
}: {
  content: string;
  /** The title shown above the content; a first heading repeating it is left out. */
  title?: string;
  className?: string;
}) {
  const blocks = withoutTitle(parseMaterial(content), title);
  return (
    <div className={cn("space-y-3 leading-relaxed", className)} data-testid="material-content">
      {keyed(blocks).map(({ item: b, key }) => (
        <BlockView key={key} block={b} />
      ))}
    </div>
  );
}
