import { EmptyState } from "@client/components/layout/empty-state";
import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { Home, Landmark } from "lucide-react";
import { Link } from "react-router";
import { DebatesIntro } from "./debates-intro";

export function DebatesPage() {
  useDocumentTitle("Philosophical Debates");
  return (
    <PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-4xl font-semibold sm:text-5xl">Philosophical Debates</h1>
            <p className="mt-2 text-lg text-muted-foreground">Saint Thomas Aquinas and his interlocutors</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Home
            </Link>
          </Button>
        </div>
        <DebatesIntro />
        <EmptyState icon={Landmark} title="No debates yet">
          Debates you stage will be listed here, with their progress, level and date.
        </EmptyState>
      </div>
    </PageShell>
  );
}
