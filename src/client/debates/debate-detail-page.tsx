import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";

export function DebateDetailPage() {
  useDocumentTitle("Debate");
  const { debateId = "" } = useParams();
  return (
    <PageShell>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <Card>
          <CardContent className="space-y-4 pt-6 text-center">
            <h1 className="text-3xl font-semibold">Debate not found</h1>
            <p className="text-muted-foreground">
              The requested debate could not be found. Debug info: ID = {debateId}
            </p>
            <Button asChild variant="outline">
              <Link to="/debates">
                <ArrowLeft aria-hidden="true" />
                Back to Debates
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
