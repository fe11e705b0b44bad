import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { toast } from "@client/components/ui/use-toast";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { TRANSFER_LINK_MINUTES } from "@common/visitors/contract";
import { Copy, Link2, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LazyConfirmDialog } from "../chat/components/shared/lazy-confirm-dialog";
import { transferUrl, useCreateTransferLink, useDeleteAllData, useVisitor } from "./api";

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

export function YourDataPage() {
  useDocumentTitle("Your data");
  const visitor = useVisitor();
  const classroom = visitor.data?.mode === "classroom";
  return (
    <PageShell>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <header className="space-y-2">
          <h1 className="font-serif text-3xl font-semibold">Your data</h1>
          {classroom ? (
            <p className="text-muted-foreground" data-testid="classroom-note">
              This server runs in classroom mode: everyone here shares one board of conversations, materials
              and debates. Ask your teacher to clear it.
            </p>
          ) : (
            <p className="text-muted-foreground">
              There is no account. Your conversations, saved materials and debates belong to this browser,
              which a private cookie identifies; nobody else using this server can see them.
            </p>
          )}
          {visitor.data?.visitorId ? (
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheck className="size-4 text-gold" aria-hidden="true" />
              Your visitor code: <code data-testid="visitor-code">{visitor.data.visitorId}</code>
            </p>
          ) : null}
        </header>
        {visitor.data && !classroom ? (
          <>
            <TransferCard />
            <DeleteCard />
          </>
        ) : null}
      </div>
    </PageShell>
  );
}

function TransferCard() {
  const create = useCreateTransferLink();
  const link = create.data;
  const url = link ? transferUrl(link) : "";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied", description: "The link is on your clipboard." });
    } catch {
      toast({ title: "Copy the link by hand", description: "Your browser did not allow copying." });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-serif text-xl">Use your data in another browser</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          Make a link and open it in the other browser: it will then show your conversations, materials and
          debates. The link works once, within {TRANSFER_LINK_MINUTES} minutes. Whatever that browser had
          before is no longer shown there.
        </p>
        <Button
          variant="outline"
          onClick={() =>
            create.mutate(undefined, {
              onError: () =>
                toast({ title: "Error", description: "Failed to make a link.", variant: "destructive" }),
            })
          }
          disabled={create.isPending}
        >
          <Link2 aria-hidden="true" /> Make a one-time link
        </Button>
        {link ? (
          <div className="space-y-2">
            <label htmlFor="transfer-link" className="block font-medium">
              Your one-time link (valid until {timeOf(link.expiresAt)})
            </label>
            <div className="flex gap-2">
              <Input id="transfer-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" onClick={() => void copy()} aria-label="Copy link">
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <p className="text-muted-foreground">
              Anyone who opens this link gets your data: share it only with yourself.
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function DeleteCard() {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAllData();
  const done = remove.data;
  const summary = useRef<HTMLParagraphElement>(null);
  // Confirmed: the button is disabled while the data goes, so focus moves to the summary once it shows.
  useEffect(() => {
    if (done) summary.current?.focus();
  }, [done]);
  const confirm = () => {
    setAsking(false);
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: "Deleted", description: "All your data was deleted." }),
      onError: () =>
        toast({ title: "Error", description: "Failed to delete your data.", variant: "destructive" }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-serif text-xl">Delete all my data</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>Removes every conversation and its messages, every saved material and every debate of yours.</p>
        <Button variant="destructive" onClick={() => setAsking(true)} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" /> Delete all my data
        </Button>
        {done ? (
          <p role="status" data-testid="deleted-summary" ref={summary} tabIndex={-1} className="outline-none">
            Deleted {done.conversations} {done.conversations === 1 ? "conversation" : "conversations"},{" "}
            {done.materials} {done.materials === 1 ? "material" : "materials"} and {done.debates}{" "}
            {done.debates === 1 ? "debate" : "debates"}.
          </p>
        ) : null}
      </CardContent>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete all your data?"
        description="Every conversation, saved material and debate of yours will be removed. This cannot be undone."
        confirmLabel="Delete everything"
        onConfirm={confirm}
      />
    </Card>
  );
}
