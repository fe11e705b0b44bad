import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { toast } from "@client/components/ui/use-toast";
import { comparisonTopicOrFallback } from "@common/comparison/context";
import type { ComparisonRequest } from "@common/comparison/contract";
import { DEFAULT_EDUCATION_LEVEL } from "@common/education/levels";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, Hourglass, MessageSquarePlus, Scale } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { addComparisonToChat, generateComparison } from "./api";
import { ComparisonFields } from "./comparison-fields";
import { ComparisonResultView } from "./comparison-result";
import { useComparisonForm } from "./use-comparison-form";

/** §9 Comparison: the success banner's life and the delay before the view scrolls to the result. */
export const SUCCESS_BANNER_MS = 5000;
export const SCROLL_DELAY_MS = 500;

export interface ComparisonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The conversation as "role: content" lines, its last 2000 characters (empty when there is none). */
  context: string;
  conversationId: string | undefined;
  /** Called with the conversation the comparison was added to. */
  onAdded: (conversationId: string) => void;
}

/** The Scholastic Philosophy Comparison dialog (§2, §4): idle, generating, then the result. */
export function ComparisonDialog(props: ComparisonDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent fullScreenOnMobile className="max-w-3xl content-start" data-testid="comparison-dialog">
        <DialogHeader className="pr-6 text-left">
          <DialogTitle className="flex items-center gap-2">
            <Scale className="size-5 text-gold-strong" aria-hidden="true" />
            Scholastic Philosophy Comparison
          </DialogTitle>
          <DialogDescription>
            Set Saint Thomas Aquinas beside another medieval thinker: his words quoted from his works, the
            other's view summarised, with the points where they agree and differ.
          </DialogDescription>
        </DialogHeader>
        {props.open ? <ComparisonBody {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ComparisonBody({ context, conversationId, onAdded, onOpenChange }: ComparisonDialogProps) {
  // §9: the comparison's level starts at college, whatever the chat's level.
  const form = useComparisonForm(context, DEFAULT_EDUCATION_LEVEL);
  const [banner, setBanner] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<ComparisonRequest | null>(null);

  const generate = useMutation({ mutationFn: generateComparison });
  const add = useMutation({
    mutationFn: (body: ComparisonRequest) => addComparisonToChat(conversationId, body),
    onSuccess: (id) => {
      toast({ title: "Added to chat", description: "The comparison is now part of this conversation." });
      onAdded(id);
      onOpenChange(false);
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to add the comparison to the chat.",
        variant: "destructive",
      }),
  });

  useEffect(() => {
    if (!generate.isSuccess) return;
    setBanner(true);
    const hide = window.setTimeout(() => setBanner(false), SUCCESS_BANNER_MS);
    const scroll = window.setTimeout(
      () => resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      SCROLL_DELAY_MS,
    );
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(scroll);
    };
  }, [generate.isSuccess]);

  const submit = () => {
    if (!form.philosopher) return;
    const body: ComparisonRequest = {
      philosopher: form.philosopher,
      topic: comparisonTopicOrFallback(form.topic, form.useContext),
      educationLevel: form.level,
      ...(form.useContext ? { context } : {}),
    };
    setRequest(body);
    setBanner(false);
    generate.mutate(body);
  };

  const busy = generate.isPending;
  return (
    <div className="grid gap-4">
      <ComparisonFields form={form} disabled={busy} />
      <Button onClick={submit} disabled={!form.philosopher || busy} data-testid="generate-comparison">
        {busy ? <Hourglass className="animate-pulse" aria-hidden="true" /> : <Scale aria-hidden="true" />}
        {busy ? "Generating Comparison..." : "Generate Comparison"}
      </Button>
      {busy ? (
        <p
          className="text-center text-sm text-muted-foreground"
          role="status"
          data-testid="comparison-progress"
        >
          Comparing the two thinkers from the sources. This may take 15 to 30 seconds.
        </p>
      ) : null}
      {generate.isError ? (
        <div
          className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
          role="alert"
          data-testid="comparison-error"
        >
          <p className="font-semibold text-destructive">Error generating comparison</p>
          <p>{generate.error.message}</p>
        </div>
      ) : null}
      {banner ? (
        <p
          className="flex items-center gap-2 rounded-md border border-success/30 bg-success/10 px-4 py-2 text-sm font-medium text-success"
          role="status"
          data-testid="comparison-success"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Comparison generated successfully.
        </p>
      ) : null}
      {generate.data && !busy ? (
        <div ref={resultRef} className="grid gap-4 border-t pt-4">
          <ComparisonResultView result={generate.data} />
          <Button
            variant="outline"
            onClick={() => request && add.mutate(request)}
            disabled={add.isPending || !request}
            data-testid="add-comparison-to-chat"
          >
            <MessageSquarePlus aria-hidden="true" />
            {add.isPending ? "Adding..." : "Add to Chat"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
