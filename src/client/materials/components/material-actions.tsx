import { Button } from "@client/components/ui/button";
import { Printer, Share2 } from "lucide-react";
import { printMaterial } from "../print-material";
import type { PrintableMaterial } from "../render/material-html";
import { shareMaterial } from "../share-material";

/** Print/Save and Share, the same for a fresh result and a saved material. */
export function PrintShareButtons({
  material,
  isMobile,
}: {
  material: PrintableMaterial;
  isMobile: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={() => printMaterial(material)}>
        <Printer aria-hidden="true" /> Print/Save
      </Button>
      <Button variant="outline" onClick={() => void shareMaterial(material, isMobile)}>
        <Share2 aria-hidden="true" /> Share
      </Button>
    </>
  );
}
