import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/components/ui/use-toast";
import { CUSTOM_TOPIC, CUSTOM_TOPIC_LABEL, MAX_TURNS, USER_OPPONENT } from "@common/debates/catalogue";
import { type FormEvent, type ReactNode, useState } from "react";
import { useCatalogue, useCreateDebate } from "../api/debates";
import {
  type DebateFormState,
  EMPTY_FORM,
  type FormErrors,
  toRequest,
  validate,
  withAutoRule,
} from "../lib/debate-form";
import { DebatePositions } from "./debate-positions";
import { DEBATE_LEVEL_OPTIONS } from "./level-options";

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The Create New Philosophical Debate dialog. */
export function CreateDebateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const catalogue = useCatalogue();
  const create = useCreateDebate();
  const [form, setForm] = useState<DebateFormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (patch: Partial<DebateFormState>) => setForm((f) => ({ ...f, ...patch }));
  const philosophers = catalogue.data?.philosophers ?? [];
  const opponentName =
    form.opponentPhilosopher === USER_OPPONENT
      ? "You"
      : (philosophers.find((p) => p.key === form.opponentPhilosopher)?.name ?? "the opponent");
  const motion = form.aquinasDefends
    ? (catalogue.data?.topics.find((t) => t.key === form.topic)?.motion ?? null)
    : (philosophers.find((p) => p.key === form.opponentPhilosopher)?.theses[form.topic] ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toRequest(form), {
      onSuccess: () => {
        toast({
          title: "Debate Created",
          description: "Your philosophical debate has been created successfully.",
        });
        setForm(EMPTY_FORM);
        setErrors({});
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: error.message || "Failed to create debate. Please try again.",
          variant: "destructive",
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        fullScreenOnMobile
        className="overflow-y-auto max-md:content-start sm:max-w-xl"
        data-testid="create-debate-dialog"
      >
        {/* Room on the right for the close button, so the title never runs under it on a phone. */}
        <DialogHeader className="px-8 sm:pl-0">
          <DialogTitle>Create New Philosophical Debate</DialogTitle>
          <DialogDescription>Choose a topic and an opponent for Saint Thomas Aquinas.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id="debate-title" label="Title" error={errors.title}>
            <Input
              id="debate-title"
              value={form.title}
              onChange={(e) => set({ title: e.target.value })}
              aria-invalid={Boolean(errors.title)}
              placeholder="e.g. Can reason prove that God exists?"
            />
          </Field>
          <Field id="debate-topic" label="Topic" error={errors.topic}>
            <Select
              value={form.topic}
              onValueChange={(topic) => setForm((f) => withAutoRule({ ...f, topic }))}
            >
              <SelectTrigger id="debate-topic" aria-label="Topic" aria-invalid={Boolean(errors.topic)}>
                <SelectValue placeholder="Select a topic" />
              </SelectTrigger>
              <SelectContent>
                {catalogue.data?.topics.map((t) => (
                  <SelectItem key={t.key} value={t.key}>
                    {t.label}
                  </SelectItem>
                ))}
                <SelectItem value={CUSTOM_TOPIC}>{CUSTOM_TOPIC_LABEL}</SelectItem>
              </SelectContent>
            </Select>
            {form.topic === CUSTOM_TOPIC ? (
              <Input
                aria-label="Custom topic"
                value={form.customTopic}
                onChange={(e) => set({ customTopic: e.target.value })}
                placeholder="Enter your own topic"
              />
            ) : null}
          </Field>
          <Field id="debate-description" label="Description (optional)">
            <Textarea
              id="debate-description"
              value={form.description}
              onChange={(e) => set({ description: e.target.value })}
              rows={2}
            />
          </Field>
          <Field id="debate-opponent" label="Opponent Philosopher" error={errors.opponentPhilosopher}>
            <Select
              value={form.opponentPhilosopher}
              onValueChange={(opponentPhilosopher) =>
                setForm((f) => withAutoRule({ ...f, opponentPhilosopher }))
              }
            >
              <SelectTrigger id="debate-opponent" aria-label="Opponent Philosopher">
                <SelectValue placeholder="Select an opponent" />
              </SelectTrigger>
              <SelectContent>
                {philosophers.map((p) => (
                  <SelectItem key={p.key} value={p.key}>
                    {p.name} ({p.dates})
                  </SelectItem>
                ))}
                <SelectItem value={USER_OPPONENT}>You (argue against him yourself)</SelectItem>
              </SelectContent>
            </Select>
          </Field>
          {form.opponentPhilosopher ? (
            <DebatePositions
              aquinasDefends={form.aquinasDefends}
              opponent={opponentName}
              motion={motion}
              onSwap={() => set({ aquinasDefends: !form.aquinasDefends })}
            />
          ) : null}
          <Field id="debate-level" label="Education Level" error={errors.educationLevel}>
            <Select value={form.educationLevel} onValueChange={(educationLevel) => set({ educationLevel })}>
              <SelectTrigger id="debate-level" aria-label="Education Level">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DEBATE_LEVEL_OPTIONS.map((l) => (
                  <SelectItem key={l.key} value={l.key}>
                    {l.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="debate-turns" label="Maximum Turns" error={errors.maxTurns}>
            <Input
              id="debate-turns"
              type="number"
              min={MAX_TURNS.min}
              max={MAX_TURNS.max}
              value={form.maxTurns}
              onChange={(e) => set({ maxTurns: e.target.value })}
              aria-describedby="debate-turns-help"
            />
            <p id="debate-turns-help" className="text-sm text-muted-foreground">
              Total arguments each side can make
            </p>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Debate"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
