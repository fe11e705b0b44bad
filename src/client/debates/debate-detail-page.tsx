import { PageShell } from "@client/components/layout/page-shell";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";
import {
  type DebateSpeaker,
  debateStatusColour,
  isComplete,
  nextSpeaker,
  opponentName,
  topicLabel,
  USER_OPPONENT,
} from "@common/debates/catalogue";
import type { Debate } from "@common/debates/contract";
import { anyLevelKeySchema, LEVEL_TO_DEBATE_KEY } from "@common/education/levels";
import { ArrowLeft, MessageSquareText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { useArgue, useArguments, useDebate, usePhilosopherNames } from "./api/debates";
import { ArgumentCard } from "./components/argument-card";
import { DebateMaterialsPanel } from "./components/debate-materials-panel";
import { DebateProgress } from "./components/debate-progress";
import { DEBATE_LEVEL_OPTIONS } from "./components/level-options";
import { MaterialsDialog } from "./components/materials-dialog";
import { UserArgumentForm } from "./components/user-argument-form";

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="text-3xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{children}</p>
          <Button asChild variant="outline">
            <Link to="/debates">
              <ArrowLeft aria-hidden="true" />
              Back to Debates
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

const debateLevelKey = (level: string) => {
  const parsed = anyLevelKeySchema.safeParse(level);
  return parsed.success ? LEVEL_TO_DEBATE_KEY[parsed.data] : "college";
};

export function DebateDetailPage() {
  const { debateId = "" } = useParams();
  const debate = useDebate(debateId);
  useDocumentTitle(debate.data?.title ?? "Debate");
  let body: ReactNode;
  if (debate.isPending)
    body = <p className="px-4 py-16 text-center text-muted-foreground">Loading debate...</p>;
  else if (debate.error?.message.startsWith("404"))
    body = (
      <Notice title="Debate not found">
        The requested debate could not be found. Debug info: ID = {debateId}
      </Notice>
    );
  else if (debate.error || !debate.data)
    body = (
      <Notice title="Error loading debate">There was an error loading the debate. Please try again.</Notice>
    );
  else body = <DebateView debate={debate.data} />;
  return <PageShell>{body}</PageShell>;
}

function DebateView({ debate }: { debate: Debate }) {
  const names = usePhilosopherNames();
  const { textClass } = useTextSize();
  const args = useArguments(debate.id, true);
  const argue = useArgue(debate.id);
  const [level, setLevel] = useState<string>(debateLevelKey(debate.educationLevel));
  const [writing, setWriting] = useState(false);
  const [pending, setPending] = useState<DebateSpeaker | null>(null);

  const opponent =
    debate.opponentPhilosopher === USER_OPPONENT
      ? "You"
      : (names.data?.[debate.opponentPhilosopher] ?? opponentName(debate.opponentPhilosopher));
  const list = args.data ?? [];
  const last = list.at(-1)?.speaker ?? null;
  const next = nextSpeaker(last, debate.opponentPhilosopher);
  const currentTurn = debate.currentTurn ?? 0;
  const done = isComplete(currentTurn, debate.maxTurns);
  const nameOf = (speaker: DebateSpeaker) =>
    speaker === "aquinas" ? "Saint Thomas Aquinas" : speaker === "user" ? "You" : opponent;
  const busy = argue.isPending;

  const run = async (speaker: DebateSpeaker, content?: string): Promise<boolean> => {
    setPending(speaker);
    try {
      await argue.mutateAsync({ speaker, educationLevel: level, ...(content ? { content } : {}) });
      return true;
    } catch {
      // A failed turn stops the indicator and shows nothing (spec §4).
      return false;
    } finally {
      setPending(null);
    }
  };

  const aquinasTurn = !done && next === "aquinas";
  const opponentTurn = !done && next !== "aquinas";
  const userOpponent = debate.opponentPhilosopher === USER_OPPONENT;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start gap-3">
        <Button asChild variant="ghost" size="icon" aria-label="Back to Debates">
          <Link to="/debates">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-semibold">{debate.title}</h1>
          <p className="text-muted-foreground">Saint Thomas Aquinas vs {opponent}</p>
        </div>
        <Badge variant={debateStatusColour(debate.status)} className="capitalize">
          {debate.status}
        </Badge>
        <MaterialsDialog
          debateId={debate.id}
          debateTitle={debate.title}
          defaultLevel={debateLevelKey(debate.educationLevel)}
        />
      </header>

      <section className={cn("space-y-2 rounded-xl border bg-card p-4", textClass)}>
        <h2 className="text-lg font-semibold">Topic</h2>
        <p>{topicLabel(debate.topic)}</p>
        {debate.description ? (
          <>
            <h2 className="pt-2 text-lg font-semibold">Description</h2>
            <p>{debate.description}</p>
          </>
        ) : null}
      </section>

      <DebateProgress
        currentTurn={currentTurn}
        maxTurns={debate.maxTurns}
        opponent={opponent}
        next={nameOf(next)}
      />

      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="debate-detail-level">Education Level</Label>
          <Select value={level} onValueChange={setLevel}>
            <SelectTrigger id="debate-detail-level" className="w-48" aria-label="Education Level">
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
        </div>
        <Button disabled={!aquinasTurn || busy} onClick={() => run("aquinas")}>
          {aquinasTurn ? "Aquinas Argues" : "Aquinas"}
        </Button>
        {userOpponent ? (
          <Button variant="secondary" disabled={!opponentTurn || busy} onClick={() => setWriting(true)}>
            {opponentTurn ? "Your Turn" : "You"}
          </Button>
        ) : (
          <Button variant="secondary" disabled={!opponentTurn || busy} onClick={() => run("opponent")}>
            {opponentTurn ? `${opponent} Argues` : opponent}
          </Button>
        )}
      </div>

      {writing && userOpponent && opponentTurn ? (
        <UserArgumentForm
          busy={busy}
          onCancel={() => setWriting(false)}
          onSubmit={async (content) => {
            const ok = await run("user", content);
            if (ok) setWriting(false);
            return ok;
          }}
        />
      ) : null}

      <section aria-label="Arguments" className="space-y-4">
        {args.isPending ? (
          <p className="text-center text-muted-foreground">Loading arguments...</p>
        ) : list.length === 0 && !pending ? (
          <div className="rounded-xl border border-dashed border-gold/50 bg-card/60 px-6 py-10 text-center">
            <MessageSquareText className="mx-auto mb-3 size-8 text-gold-strong" aria-hidden="true" />
            <h2 className="text-xl font-semibold">No arguments yet</h2>
            <p className="mt-1 text-muted-foreground">
              Begin the philosophical debate by having Saint Thomas Aquinas present the opening argument.
            </p>
            <Button className="mt-4" disabled={busy || done} onClick={() => run("aquinas")}>
              {busy ? "Generating Argument..." : "Start Debate"}
            </Button>
          </div>
        ) : (
          list.map((a) => <ArgumentCard key={a.id} argument={a} speakerName={nameOf(a.speaker)} />)
        )}
        {pending ? (
          <p
            className={cn(
              "w-full max-w-3xl animate-pulse rounded-xl border border-dashed p-4 text-muted-foreground sm:w-[88%]",
              pending === "aquinas" ? "mr-auto" : "ml-auto",
            )}
            role="status"
          >
            {nameOf(pending)} is preparing an argument...
          </p>
        ) : null}
      </section>

      {list.length > 0 ? (
        <section
          aria-labelledby="debate-materials"
          className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
        >
          <h2 id="debate-materials" className="text-lg font-semibold">
            Educational Materials
          </h2>
          <DebateMaterialsPanel
            debateId={debate.id}
            debateTitle={debate.title}
            defaultLevel={debateLevelKey(debate.educationLevel)}
          />
        </section>
      ) : null}
    </div>
  );
}
