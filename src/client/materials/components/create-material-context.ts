import { createContext, useContext } from "react";
import type { MaterialSourceMessage } from "./create-material-dialog";

/** Opens the Create Study Materials dialog for a reply, from anywhere on the chat screen. */
export const CreateMaterialContext = createContext<((message: MaterialSourceMessage) => void) | null>(null);

export const useCreateMaterial = () => useContext(CreateMaterialContext);
