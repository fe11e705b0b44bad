import { toast } from "@client/components/ui/use-toast";
import { materialDocument, type PrintableMaterial } from "./render/material-html";

/** Print/Save (§9): a new window holding the styled document, then the browser's print dialog. */
export function printMaterial(material: PrintableMaterial): void {
  const win = window.open("", "_blank");
  if (!win) {
    toast({
      title: "Print blocked",
      description: "Allow pop-ups for this site to print or save the material.",
      variant: "destructive",
    });
    return;
  }
  win.document.open();
  win.document.write(materialDocument(material));
  win.document.close();
  win.focus();
  win.print();
}
