import { PageShell } from "@client/components/layout/page-shell";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { countLabel } from "@client/lib/count-label";
import { useDocumentTitle } from "@client/lib/use-document-title";
import type { ReaderContents } from "@common/reader/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useReaderContents, useReaderSearch } from "./api";

function Search() {
  const [q, setQ] = useState("");
  const inputId = useId();
  const found = useReaderSearch(q);
  const navigate = useNavigate();
  const results = q.trim().length >= 2 ? (found.data ?? []) : [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const first = results[0];
    if (first) navigate(`/read/${first.place}`);
  };
  return (
    <search>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="font-sans text-sm font-semibold">
          Find an article by its title or by a question it answers
        </label>
        <Input
          id={inputId}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="e.g. whether God exists, is lying ever allowed"
          autoComplete="off"
        />
        {results.length > 0 ? (
          <ul
            className="divide-y rounded-md border bg-card"
            aria-label="Matching articles"
            data-testid="reader-search-results"
          >
            {results.map((r) => (
              <li key={r.place}>
                <Link to={`/read/${r.place}`} className="block px-3 py-2 hover:bg-accent">
                  <span className="text-sm text-muted-foreground">{r.articleRef}</span>
                  <span className="block font-serif">{r.title}</span>
                  {r.ask ? (
                    <span className="block text-sm italic text-muted-foreground">Answers: “{r.ask}”</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : q.trim().length >= 2 && found.isSuccess ? (
          <p className="text-sm text-muted-foreground">No article title or question matches these words.</p>
        ) : null}
      </form>
    </search>
  );
}

function Contents({ contents }: { contents: ReaderContents }) {
  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll once the contents are drawn
  useEffect(() => {
    const id = hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash, contents]);
  return (
    <div className="space-y-8">
      {contents.works.map((work) => (
        <section key={work.workKey} aria-labelledby={`work-${work.workKey}`} className="space-y-3">
          <h2 id={`work-${work.workKey}`} className="text-2xl font-semibold">
            {work.work}
          </h2>
          {work.divisions.map((division) => (
            <details
              key={division.anchor}
              id={division.anchor}
              open={hash === `#${division.anchor}`}
              className="scroll-mt-20 rounded-lg border bg-card/70 p-4"
            >
              <summary className="cursor-pointer font-sans font-semibold">
                {division.label}{" "}
                <span className="font-normal text-muted-foreground">
                  (
                  {work.workKey === "st"
                    ? countLabel(division.groups.length, "question")
                    : countLabel(
                        division.groups.reduce((n, g) => n + g.items.length, 0),
                        "chapter",
                      )}
                  )
                </span>
              </summary>
              {work.workKey === "st" ? (
                <ol className="mt-3 space-y-1">
                  {division.groups.map((g) => (
                    <li key={g.articleRef ?? g.title}>
                      <details>
                        <summary className="cursor-pointer py-1">
                          <span className="text-sm text-muted-foreground">
                            {g.articleRef?.replace(/^.*, /, "")}
                          </span>{" "}
                          {g.title}
                        </summary>
                        <ol className="ml-5 space-y-1 pb-2 text-sm">
                          {g.place ? (
                            <li>
                              <Link
                                to={`/read/${g.place}`}
                                className="text-primary underline-offset-4 hover:underline"
                              >
                                The question and its prologue
                              </Link>
                            </li>
                          ) : null}
                          {g.items.map((a) => (
                            <li key={a.place}>
                              <Link to={`/read/${a.place}`} className="underline-offset-4 hover:underline">
                                <span className="text-muted-foreground">
                                  {a.articleRef.replace(/^.*, /, "")}
                                </span>{" "}
                                {a.title}
                              </Link>
                            </li>
                          ))}
                        </ol>
                      </details>
                    </li>
                  ))}
                </ol>
              ) : work.workKey === "bible" ? (
                <ol
                  className="mt-3 flex flex-wrap gap-1 text-sm"
                  aria-label={`Chapters of ${division.label}`}
                >
                  {division.groups.flatMap((g) =>
                    g.items.map((c) => (
                      <li key={c.place}>
                        <Link
                          to={`/read/${c.place}`}
                          aria-label={c.title}
                          className="inline-flex min-w-9 justify-center rounded border bg-background px-2 py-1 hover:bg-accent"
                        >
                          {c.articleRef.replace(/^.* /, "")}
                        </Link>
                      </li>
                    )),
                  )}
                </ol>
              ) : (
                <ol className="mt-3 space-y-1 text-sm">
                  {division.groups.flatMap((g) =>
                    g.items.map((c) => (
                      <li key={c.place}>
                        <Link to={`/read/${c.place}`} className="underline-offset-4 hover:underline">
                          <span className="text-muted-foreground">{c.articleRef.replace(/^.*, /, "")}</span>{" "}
                          {c.title}
                        </Link>
                      </li>
                    )),
                  )}
                </ol>
              )}
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The works, parts and questions of the reader, and a search over article titles and digest questions. */
export function ReaderBrowsePage() {
  useDocumentTitle("Read the Summa");
  const contents = useReaderContents();
  return (
    <PageShell>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        <header className="space-y-2">
          <h1 className="text-4xl font-semibold">Read the source</h1>
          <p className="text-muted-foreground">
            Every article of the Summa Theologiae, every chapter of the Summa contra Gentiles and of Holy
            Scripture, English and Latin side by side.
          </p>
        </header>
        <Search />
        {contents.data ? (
          <Contents contents={contents.data} />
        ) : contents.isError ? (
          <p className="text-destructive">The list of works could not be loaded.</p>
        ) : (
          <Skeleton className="h-64" aria-busy="true" />
        )}
      </div>
    </PageShell>
  );
}
