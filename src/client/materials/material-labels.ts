import {
  CHAT_MATERIAL_LABELS,
  MATERIAL_TYPE_INFO,
  type MaterialType,
} from "@common/materials/material-types";

/** The label the chat and library screens show: their own five names, the debate catalogue's otherwise. */
export function materialTypeLabel(type: MaterialType): string {
  return (CHAT_MATERIAL_LABELS as Record<string, string>)[type] ?? MATERIAL_TYPE_INFO[type]?.label ?? type;
}
