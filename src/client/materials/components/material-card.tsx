import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { EDUCATION_LEVEL_INFO } from "@common/education/levels";
import type { Material } from "@common/materials/contract";
import { Eye, Printer, Share2, Trash2 } from "lucide-react";
import { materialTypeLabel } from "../material-labels";
import { printMaterial } from "../print-material";
import { shareMaterial } from "../share-material";

interface Props {
  material: Material;
  isMobile: boolean;
  deleting: boolean;
  onView: () => void;
  onDelete: () => void;
}

export function MaterialCard({ material, isMobile, deleting, onView, onDelete }: Props) {
  const date = new Date(material.createdAt).toLocaleDateString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
  });
  return (
    <Card className="flex flex-col" data-testid="material-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="gold">{materialTypeLabel(material.materialType)}</Badge>
          <Badge variant="outline">{EDUCATION_LEVEL_INFO[material.educationLevel].label}</Badge>
          <time className="ml-auto text-xs text-muted-foreground" dateTime={material.createdAt}>
            {date}
          </time>
        </div>
        <CardTitle className="font-serif text-xl">{material.title}</CardTitle>
        {material.description ? <CardDescription>{material.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {material.content.replace(/[#>*|]/g, "").slice(0, 300)}
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onView}>
          <Eye aria-hidden="true" /> View
        </Button>
        <Button size="sm" variant="outline" onClick={() => void shareMaterial(material, isMobile)}>
          <Share2 aria-hidden="true" /> Share
        </Button>
        <Button size="sm" variant="outline" onClick={() => printMaterial(material)}>
          <Printer aria-hidden="true" /> Print
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-destructive hover:text-destructive"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${material.title}`}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </CardFooter>
    </Card>
  );
}
