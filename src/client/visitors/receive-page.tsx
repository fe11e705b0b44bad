import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader } from "@client/components/ui/card";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useClaimTransfer } from "./api";

/** Where a one-time link lands: nothing changes until the learner says so (a link preview cannot use it up). */
export function ReceiveDataPage() {
  useDocumentTitle("Receive your data");
  const { hash } = useLocation();
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, "")));
  const claim = useClaimTransfer();
  return (
    <PageShell>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <h1 className="font-serif text-2xl font-semibold leading-tight">Receive your data</h1>
          </CardHeader>
          <CardContent className="space-y-4 text-sm">
            {claim.isSuccess ? (
              <>
                <p role="status">This browser now shows your conversations, materials and debates.</p>
                <Button asChild variant="gold">
                  <Link to="/chat">Go to your conversations</Link>
                </Button>
              </>
            ) : !token ? (
              <p>
                This link is incomplete. Make a new one in <Link to="/your-data">Your data</Link> on the other
                browser.
              </p>
            ) : (
              <>
                <p>
                  Use the data of the browser that made this link here? Whatever this browser showed before
                  will no longer be shown.
                </p>
                <Button variant="gold" onClick={() => claim.mutate(token)} disabled={claim.isPending}>
                  Use my data in this browser
                </Button>
                {claim.error ? (
                  <p role="alert" className="text-destructive">
                    {claim.error.message}
                  </p>
                ) : null}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
