import { Badge } from "@client/components/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { EDUCATION_LEVEL_INFO } from "@common/education/levels";
import type { Material } from "@common/materials/contract";
import { materialTypeLabel } from "../material-labels";
import { MaterialContent } from "../render/material-content";
import { PrintShareButtons } from "./material-actions";

/** §2 Material view: a saved material read in full, with Print/Save and Share. */
export function MaterialViewDialog({
  material,
  isMobile,
  onClose,
}: {
  material: Material | null;
  isMobile: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={material !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent fullScreenOnMobile className="sm:max-w-3xl" data-testid="material-view-dialog">
        {material ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap gap-2">
                <Badge variant="gold">{materialTypeLabel(material.materialType)}</Badge>
                <Badge variant="outline">{EDUCATION_LEVEL_INFO[material.educationLevel].label}</Badge>
              </div>
              <DialogTitle>{material.title}</DialogTitle>
              {material.description ? <DialogDescription>{material.description}</DialogDescription> : null}
            </DialogHeader>
            <MaterialContent
              content={material.content}
              title={material.title}
              className="rounded-lg border bg-background p-4"
            />
            <DialogFooter className="flex-wrap gap-2">
              <PrintShareButtons material={material} isMobile={isMobile} />
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
