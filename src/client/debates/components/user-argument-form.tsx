import { Button } from "@client/components/ui/button";
import { Textarea } from "@client/components/ui/textarea";
import { useState } from "react";

/** Your Argument: the user's turn against Saint Thomas; Submit only with text after trimming. */
export function UserArgumentForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [text, setText] = useState("");
  const trimmed = text.trim();
  return (
    <form
      className="space-y-3 rounded-xl border border-navy/30 bg-card p-4 shadow-sm"
      aria-labelledby="your-argument"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!trimmed || busy) return;
        if (await onSubmit(trimmed)) setText("");
      }}
    >
      <div>
        <h2 id="your-argument" className="text-lg font-semibold">
          Your Argument
        </h2>
        <p className="text-sm text-muted-foreground">
          Present your philosophical argument to Saint Thomas Aquinas
        </p>
      </div>
      <Textarea
        aria-label="Your argument"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        placeholder="State your claim and the reasons for it…"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed || busy}>
          {busy ? "Submitting..." : "Submit Argument"}
        </Button>
      </div>
    </form>
  );
}
