import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { GraduationCap } from "lucide-react";
import { DebateMaterialsPanel } from "./debate-materials-panel";

/** The header's Educational Materials button and its generator dialog. */
export function MaterialsDialog(props: { debateId: string; debateTitle: string; defaultLevel: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <GraduationCap aria-hidden="true" />
          Educational Materials
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Educational Materials Generator</DialogTitle>
          <DialogDescription>
            Transform this philosophical debate into educational content for students, teachers, and
            self-learners.
          </DialogDescription>
        </DialogHeader>
        <DebateMaterialsPanel {...props} />
      </DialogContent>
    </Dialog>
  );
}
