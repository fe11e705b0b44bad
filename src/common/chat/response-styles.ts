import { z } from "zod";
import { RESPONSE_STYLES } from "./response-style-catalogue.js";

export * from "./response-style-catalogue.js";

export const responseStyleSchema = z.enum(RESPONSE_STYLES);
