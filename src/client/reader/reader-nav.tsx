import { Button } from "@client/components/ui/button";
import type { ReaderPage } from "@common/reader/contract";
import { ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import { Link } from "react-router";

/** Previous, up and next: the neighbouring articles (chapters) and the question (book) above. */
export function ReaderNav({ page }: { page: ReaderPage }) {
  const up =
    page.kind === "article" && page.question
      ? { to: `/read/${page.question.place}`, label: `Question: ${page.question.title}` }
      : { to: `/read#${page.division.anchor}`, label: page.division.label };
  return (
    <nav
      aria-label={page.workKey === "st" ? "Articles before and after" : "Chapters before and after"}
      className="flex flex-wrap items-center justify-between gap-2 print:hidden"
    >
      {page.previous ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/read/${page.previous.place}`} rel="prev" title={page.previous.title}>
            <ArrowLeft aria-hidden="true" />
            Previous
            <span className="sr-only">: {page.previous.title}</span>
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <Button asChild variant="ghost" size="sm">
        <Link to={up.to}>
          <ArrowUp aria-hidden="true" />
          <span className="max-w-[14rem] truncate sm:max-w-md">{up.label}</span>
        </Link>
      </Button>
      {page.next ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/read/${page.next.place}`} rel="next" title={page.next.title}>
            Next
            <span className="sr-only">: {page.next.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
