import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { AlertCircle } from "lucide-react";
import { Link } from "react-router";

export function NotFoundPage() {
  useDocumentTitle("404 Page Not Found", { exact: true });
  return (
    <PageShell>
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <Card className="w-full max-w-md">
          <CardContent className="pt-6">
            <div className="mb-4 flex items-center gap-2">
              <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
              <h1 className="text-2xl font-bold">404 Page Not Found</h1>
            </div>
            <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
            <Button asChild variant="outline" className="mt-6">
              <Link to="/">Return home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
