import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";
import { englishOfCitation } from "@client/reader/citation-link";
import type { Citation } from "@common/knowledge-base/citation";
import { readerHref } from "@common/reader/places";
import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { usePassage } from "../../api/passages";
import { isObjection, latinOf, sectionKindLabel } from "../../lib/sources";
import { PassageColumns } from "./passage-columns";

export interface PassageDialogProps {
  citation: Citation | null;
  onClose: () => void;
}

/** The passage behind a citation: its article and kind, English and Latin side by side, the Scripture it cites. */
export function PassageDialog({ citation, onClose }: PassageDialogProps) {
  const { textClass } = useTextSize();
  const passage = usePassage(citation);
  const detail = passage.data ?? null;
  const objection = detail ? detail.voice === "objection" : citation ? isObjection(citation) : false;
  const kind = detail?.label ?? (citation ? sectionKindLabel(citation.sectionKind) : null);
  const reader = citation
    ? readerHref(detail?.reference ?? citation.reference, englishOfCitation(citation))
    : null;

  return (
    <Dialog open={citation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent fullScreenOnMobile className="max-w-4xl content-start" data-testid="passage-dialog">
        {citation ? (
          <>
            <DialogHeader className="pr-6 text-left">
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-strong">
                {citation.work}
              </p>
              <DialogTitle>{citation.reference}</DialogTitle>
              <DialogDescription>{detail?.articleTitle ?? citation.section}</DialogDescription>
              {kind ? (
                <p
                  className={cn(
                    "w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    objection ? "bg-destructive/10 text-destructive" : "bg-gold-soft text-gold-strong",
                  )}
                  data-testid="section-kind"
                >
                  {kind}
                </p>
              ) : null}
              {reader ? (
                <Link
                  to={reader}
                  onClick={onClose}
                  className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  data-testid="read-whole-article"
                >
                  <BookOpen className="size-4" aria-hidden="true" />
                  Read the whole {reader.startsWith("/read/st/") ? "article" : "chapter"}
                </Link>
              ) : null}
            </DialogHeader>
            {objection ? (
              <p
                className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm"
                data-testid="objection-note"
              >
                This is an objection: a view Saint Thomas states in order to answer it. It is not his own
                position.
              </p>
            ) : null}
            {passage.isPending ? (
              <Skeleton className="h-40" />
            ) : (
              <PassageColumns
                english={detail ? detail.text : englishOfCitation(citation)}
                latin={detail ? (detail.latin?.text ?? null) : latinOf(citation)}
                latinOnly={detail?.latinOnly ?? false}
                chapterLatin={detail?.chapterLatin ?? null}
                textClass={textClass}
              />
            )}
            {detail && detail.scripture.length > 0 ? (
              <section aria-labelledby="passage-scripture" className="space-y-2">
                <h3 id="passage-scripture" className="font-sans text-sm font-semibold">
                  Scripture cited in this passage
                </h3>
                <ul className={cn("space-y-2", textClass)}>
                  {detail.scripture.map((verse) => (
                    <li key={verse.id} className="rounded-md border bg-background/60 px-3 py-2">
                      <p className="text-[0.85em] font-semibold text-primary">{verse.reference}</p>
                      <p className="font-serif">{verse.text}</p>
                      {verse.latin ? (
                        <p lang="la" className="font-serif text-[0.9em] italic text-muted-foreground">
                          {verse.latin}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {passage.isError ? (
              <p className="text-xs text-muted-foreground">
                The full passage could not be loaded; the cited text is shown.
              </p>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
