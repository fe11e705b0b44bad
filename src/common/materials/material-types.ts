import { z } from "zod";
import { CHAT_MATERIAL_TYPES, DEBATE_MATERIAL_TYPES } from "./material-type-info.js";

export * from "./material-type-info.js";

export const materialTypeSchema = z.enum(DEBATE_MATERIAL_TYPES);
export const chatMaterialTypeSchema = z.enum(CHAT_MATERIAL_TYPES);
