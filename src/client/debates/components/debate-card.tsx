import { Badge } from "@client/components/ui/badge";
import { Card, CardContent } from "@client/components/ui/card";
import { debateStatusColour } from "@common/debates/catalogue";
import type { DebateListItem } from "@common/debates/contract";
import { levelLabel } from "@common/education/levels";
import { Link } from "react-router";
import { PhilosopherEmblem } from "./philosopher-emblem";

/** One debate in the list: title, status, opponent, progress, level and date. */
export function DebateCard({
  debate,
  opponent,
  emblem,
}: {
  debate: DebateListItem;
  opponent: string;
  emblem?: { initials: string; icon: string } | undefined;
}) {
  return (
    <Link
      to={`/debates/${debate.id}`}
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="debate-card"
    >
      <Card className="h-full transition-shadow hover:shadow-md">
        <CardContent className="space-y-3 pt-6">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-xl font-semibold leading-tight">{debate.title}</h2>
            <Badge variant={debateStatusColour(debate.status)} className="shrink-0 capitalize">
              {debate.status}
            </Badge>
          </div>
          <div className="flex items-center gap-3">
            {emblem ? <PhilosopherEmblem initials={emblem.initials} icon={emblem.icon} /> : null}
            <p className="text-muted-foreground">Saint Thomas vs {opponent}</p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              Turn {debate.currentTurn ?? 0} of {debate.maxTurns ?? 6}
            </span>
            <span>{levelLabel(debate.educationLevel)}</span>
            <span>{new Date(debate.createdAt).toLocaleDateString()}</span>
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}
