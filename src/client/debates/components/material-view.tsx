import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";
import { Fragment, type ReactNode } from "react";
import { keyed } from "../lib/keyed";
import { type MaterialBlock, materialBlocks } from "../lib/material-blocks";

function inline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g);
  let offset = 0;
  return parts.map((part) => {
    const key = `${offset}`;
    offset += part.length;
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (/^\*[^*]+\*$/.test(part)) return <em key={key}>{part.slice(1, -1)}</em>;
    return <Fragment key={key}>{part}</Fragment>;
  });
}

function Block({ block }: { block: MaterialBlock }) {
  switch (block.kind) {
    case "h1":
      return <h3 className="text-xl font-semibold">{inline(block.text)}</h3>;
    case "h2":
      return <h4 className="pt-2 text-lg font-semibold">{inline(block.text)}</h4>;
    case "insight":
      return (
        <p className="rounded-md border-l-4 border-gold bg-gold-soft/60 px-3 py-2 font-medium">
          {inline(block.text)}
        </p>
      );
    case "quote":
      return <blockquote className="border-l-2 pl-3 italic">{inline(block.text)}</blockquote>;
    case "ul":
    case "ol": {
      const List = block.kind;
      return (
        <List className={cn("space-y-1 pl-5", block.kind === "ul" ? "list-disc" : "list-decimal")}>
          {keyed(block.items, (i) => i).map(({ key, item }) => (
            <li key={key}>{inline(item)}</li>
          ))}
        </List>
      );
    }
    default:
      return <p>{inline(block.text)}</p>;
  }
}

/** A generated material's content, drawn from its markdown-like lines at the reader's text size. */
export function MaterialView({ content }: { content: string }) {
  const { textClass } = useTextSize();
  return (
    <div className={cn("space-y-2", textClass)} data-testid="material-content">
      {keyed(materialBlocks(content), (b) => ("items" in b ? b.items.join("|") : b.text)).map(
        ({ key, item }) => (
          <Block key={key} block={item} />
        ),
      )}
    </div>
  );
}
