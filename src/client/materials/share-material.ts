import { toast } from "@client/components/ui/use-toast";

export const MATERIAL_SHARE_LIMIT = 1000;

/** §9: the first 1000 characters of the content, with an ellipsis when it is longer. */
export function materialShareText(content: string): string {
  return content.length > MATERIAL_SHARE_LIMIT ? `${content.slice(0, MATERIAL_SHARE_LIMIT)}...` : content;
}

/** Native share on a phone (§7), otherwise (and when sharing fails) the clipboard. */
export async function shareMaterial(
  material: { title: string; content: string },
  isMobile: boolean,
): Promise<void> {
  const text = materialShareText(material.content);
  if (isMobile && typeof navigator.share === "function") {
    try {
      await navigator.share({ title: material.title, text });
      toast({ title: "Shared!", description: "Material shared successfully." });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: "Material copied to clipboard." });
  } catch {
    toast({
      title: "Share failed",
      description: "Unable to share or copy material.",
      variant: "destructive",
    });
  }
}
