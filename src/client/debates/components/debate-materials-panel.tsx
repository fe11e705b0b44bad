import { useIsMobile } from "@client/chat/state/use-media-query";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { toast } from "@client/components/ui/use-toast";
import type { DebateMaterial } from "@common/debates/contract";
import {
  DEBATE_MATERIAL_TYPES,
  MATERIAL_TYPE_INFO,
  type MaterialType,
} from "@common/materials/material-types";
import { Printer, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { useGenerateDebateMaterial } from "../api/debate-materials";
import { debateMaterialShareText, printDebateMaterial } from "../lib/material-output";
import { DEBATE_LEVEL_OPTIONS } from "./level-options";
import { MaterialView } from "./material-view";

/** Debate materials: choose a type and level, generate from the debate, then share, print or start again. */
export function DebateMaterialsPanel({
  debateId,
  debateTitle,
  defaultLevel,
}: {
  debateId: string;
  debateTitle: string;
  defaultLevel: string;
}) {
  const id = useId();
  const isMobile = useIsMobile();
  const generate = useGenerateDebateMaterial(debateId);
  const [type, setType] = useState<MaterialType>("debate_summary");
  const [level, setLevel] = useState(defaultLevel);
  const [material, setMaterial] = useState<DebateMaterial | null>(null);

  const run = () =>
    generate.mutate(
      { educationLevel: level, materialType: type },
      {
        onSuccess: (m) => {
          setMaterial(m);
          toast({
            title: "Educational Material Generated!",
            description: `Your ${MATERIAL_TYPE_INFO[m.materialType].label} has been created successfully.`,
          });
        },
        onError: (error) =>
          toast({
            title: "Generation Failed",
            description: error.message || "There was an error generating your material. Please try again.",
            variant: "destructive",
          }),
      },
    );

  const share = async (m: DebateMaterial) => {
    const text = debateMaterialShareText(m, debateTitle);
    try {
      if (isMobile && typeof navigator.share === "function") await navigator.share({ title: m.title, text });
      else await navigator.clipboard.writeText(text);
      toast({ title: "Shared!", description: "Educational material shared successfully." });
    } catch {
      toast({
        title: "Share failed",
        description: "Unable to share or copy material.",
        variant: "destructive",
      });
    }
  };

  if (material)
    return (
      <section className="space-y-3" aria-label="Generated material">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{material.title}</h3>
          <Badge variant="gold">{MATERIAL_TYPE_INFO[material.materialType].label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{material.description}</p>
        <MaterialView content={material.content} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => share(material)}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button variant="outline" onClick={() => printDebateMaterial(material, debateTitle)}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button onClick={() => setMaterial(null)}>Generate Another</Button>
        </div>
      </section>
    );

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>Material Type</Label>
          <Select value={type} onValueChange={(v) => setType(v as MaterialType)}>
            <SelectTrigger id={`${id}-type`} aria-label="Material Type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DEBATE_MATERIAL_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {MATERIAL_TYPE_INFO[t].label} · {MATERIAL_TYPE_INFO[t].audience} ·{" "}
                  {MATERIAL_TYPE_INFO[t].category}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-level`}>Material Level</Label>
          <Select value={level} onValueChange={setLevel}>
            <SelectTrigger id={`${id}-level`} aria-label="Material Level">
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
      </div>
      <Button onClick={run} disabled={generate.isPending}>
        {generate.isPending ? "Generating..." : "Generate Material"}
      </Button>
    </div>
  );
}
