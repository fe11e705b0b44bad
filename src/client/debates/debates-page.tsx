import { EmptyState } from "@client/components/layout/empty-state";
import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { opponentName } from "@common/debates/catalogue";
import { Home, Landmark, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCatalogue, useDebates, usePhilosopherNames } from "./api/debates";
import { CreateDebateDialog } from "./components/create-debate-dialog";
import { DebateCard } from "./components/debate-card";
import { DebatesIntro } from "./debates-intro";

export function DebatesPage() {
  useDocumentTitle("Philosophical Debates");
  const [creating, setCreating] = useState(false);
  const debates = useDebates();
  const names = usePhilosopherNames();
  const catalogue = useCatalogue();
  const emblemOf = (key: string) => catalogue.data?.philosophers.find((p) => p.key === key)?.emblem;
  const nameOf = (key: string) => names.data?.[key] ?? opponentName(key);
  return (
    <PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-4xl font-semibold sm:text-5xl">Philosophical Debates</h1>
            <p className="mt-2 text-lg text-muted-foreground">Saint Thomas Aquinas and his interlocutors</p>
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link to="/">
                <Home aria-hidden="true" />
                Home
              </Link>
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Debate
            </Button>
          </div>
        </div>
        <DebatesIntro />
        {debates.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading debates
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 rounded-xl" />
            ))}
          </div>
        ) : (debates.data ?? []).length === 0 ? (
          <EmptyState
            icon={Landmark}
            title="No debates yet"
            action={<Button onClick={() => setCreating(true)}>Create Your First Debate</Button>}
          >
            Debates you stage will be listed here, with their progress, level and date.
          </EmptyState>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {debates.data?.map((d) => (
              <DebateCard
                key={d.id}
                debate={d}
                opponent={nameOf(d.opponentPhilosopher)}
                emblem={emblemOf(d.opponentPhilosopher)}
              />
            ))}
          </div>
        )}
      </div>
      <CreateDebateDialog open={creating} onOpenChange={setCreating} />
    </PageShell>
  );
}
