import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Label } from "@client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { toast } from "@client/components/ui/use-toast";
import { EDUCATION_LEVEL_INFO, EDUCATION_LEVELS, type EducationLevel } from "@common/education/levels";
import type { Citation } from "@common/knowledge-base/citation";
import type { GeneratedMaterial } from "@common/materials/contract";
import {
  CHAT_MATERIAL_LABELS,
  CHAT_MATERIAL_TYPES,
  type ChatMaterialType,
} from "@common/materials/material-types";
import { BookmarkPlus, Loader2, RotateCcw, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { serverMessage, useGenerateMaterial, useSaveMaterial } from "../api/materials-api";
import { MaterialContent } from "../render/material-content";
import { PrintShareButtons } from "./material-actions";

export interface MaterialSourceMessage {
  id: string;
  content: string;
  citations: Citation[] | null;
}

export interface CreateMaterialDialogProps {
  message: MaterialSourceMessage | null;
  conversationId: string | null;
  /** The level the reply was written at: the chooser starts there. */
  level: EducationLevel;
  isMobile: boolean;
  onClose: () => void;
}

const TYPE_HINTS: Record<ChatMaterialType, string> = {
  summary: "Key points, key terms and the sources",
  worksheet: "Vocabulary, fill in the blank, short answers, with an answer key",
  quiz: "Multiple choice and true or false, with an answer key",
  flashcards: "His questions on the front, his answers on the back",
  study_guide: "Argument outline, objections and replies, discussion questions",
};

/** §4 Study-material dialog: chooser → generating → result; Generate Another, Save, Print/Save, Share. */
export function CreateMaterialDialog({
  message,
  conversationId,
  level,
  isMobile,
  onClose,
}: CreateMaterialDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent fullScreenOnMobile className="sm:max-w-3xl" data-testid="create-material-dialog">
        {message ? (
          <MaterialWorkflow
            key={message.id}
            message={message}
            conversationId={conversationId}
            level={level}
            isMobile={isMobile}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MaterialWorkflow({
  message,
  conversationId,
  level: initialLevel,
  isMobile,
}: Omit<CreateMaterialDialogProps, "onClose"> & { message: MaterialSourceMessage }) {
  const [type, setType] = useState<ChatMaterialType>("summary");
  const [level, setLevel] = useState<EducationLevel>(initialLevel);
  const [result, setResult] = useState<GeneratedMaterial | null>(null);
  const [saved, setSaved] = useState(false);
  const generate = useGenerateMaterial();
  const save = useSaveMaterial();
  const typeId = useId();
  const levelId = useId();

  const run = () =>
    generate.mutate(
      {
        messageContent: message.content,
        citations: message.citations ?? [],
        educationLevel: level,
        materialType: type,
        conversationId,
        messageId: message.id,
      },
      {
        onSuccess: (material) => {
          setResult(material);
          setSaved(false);
          toast({
            title: "Material Generated!",
            description: `Your ${CHAT_MATERIAL_LABELS[type]} has been created successfully.`,
          });
        },
        onError: (error) =>
          toast({
            title: "Generation Failed",
            description:
              serverMessage(error) ?? "There was an error generating your material. Please try again.",
            variant: "destructive",
          }),
      },
    );

  const keep = () => {
    if (!result) return;
    save.mutate(
      { ...result, conversationId, messageId: message.id },
      {
        onSuccess: () => {
          setSaved(true);
          toast({
            title: "Material Saved!",
            description: "Your study material has been saved to your library for future access.",
          });
        },
        onError: (error) =>
          toast({
            title: "Save Failed",
            description: serverMessage(error) ?? "There was an error saving your material. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  if (generate.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Create Study Materials</DialogTitle>
          <DialogDescription>
            Building your {CHAT_MATERIAL_LABELS[type]} from his own words.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3 py-12 text-muted-foreground" role="status">
          <Loader2
            className="size-8 animate-spin text-gold-strong motion-reduce:animate-none"
            aria-hidden="true"
          />
          Generating...
        </div>
      </>
    );
  }

  if (result) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{result.title}</DialogTitle>
          <DialogDescription>{result.description}</DialogDescription>
        </DialogHeader>
        <MaterialContent
          content={result.content}
          title={result.title}
          className="rounded-lg border bg-background p-4"
        />
        <DialogFooter className="flex-wrap gap-2 sm:justify-between">
          <Button variant="ghost" onClick={() => setResult(null)}>
            <RotateCcw aria-hidden="true" /> Generate Another
          </Button>
          <div className="flex flex-wrap gap-2">
            <PrintShareButtons material={result} isMobile={isMobile} />
            <Button onClick={keep} disabled={save.isPending || saved}>
              <BookmarkPlus aria-hidden="true" /> {saved ? "Saved" : "Save"}
            </Button>
          </div>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Create Study Materials</DialogTitle>
        <DialogDescription>
          Turn this reply into a study material built from the articles he cites, with every quotation
          checked.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={typeId}>Material type</Label>
          <Select value={type} onValueChange={(v) => setType(v as ChatMaterialType)}>
            <SelectTrigger id={typeId} data-testid="material-type-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHAT_MATERIAL_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {CHAT_MATERIAL_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-muted-foreground">{TYPE_HINTS[type]}</p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={levelId}>Education level</Label>
          <Select value={level} onValueChange={(v) => setLevel(v as EducationLevel)}>
            <SelectTrigger id={levelId} data-testid="material-level-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EDUCATION_LEVELS.map((l) => (
                <SelectItem key={l} value={l}>
                  {EDUCATION_LEVEL_INFO[l].label} ({EDUCATION_LEVEL_INFO[l].ageNote})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <DialogFooter>
        <Button onClick={run}>
          <Sparkles aria-hidden="true" /> Generate {CHAT_MATERIAL_LABELS[type]}
        </Button>
      </DialogFooter>
    </>
  );
}
