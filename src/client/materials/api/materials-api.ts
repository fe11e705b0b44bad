import { fetchParsed } from "@client/chat/api/fetch-parsed";
import { apiJson, apiRequest } from "@client/lib/query-client";
import {
  type GeneratedMaterial,
  type GenerateMaterialBody,
  generatedMaterialSchema,
  type Material,
  materialSchema,
  type SaveMaterialBody,
} from "@common/materials/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

export const MATERIALS_PATH = "/api/educational-materials";
export const materialsKey = [MATERIALS_PATH] as const;

/** The message the server gave with an error ("400: {json}"), or null when there is none to show. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

export function useMaterials() {
  return useQuery({
    queryKey: materialsKey,
    queryFn: ({ signal }) => fetchParsed(MATERIALS_PATH, z.array(materialSchema), signal),
  });
}

export async function generateMaterial(body: GenerateMaterialBody): Promise<GeneratedMaterial> {
  return generatedMaterialSchema.parse(await apiJson("POST", `${MATERIALS_PATH}/generate`, body));
}

export function useGenerateMaterial() {
  return useMutation({ mutationFn: generateMaterial });
}

export function useSaveMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveMaterialBody): Promise<Material> =>
      materialSchema.parse(await apiJson("POST", MATERIALS_PATH, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: materialsKey }),
  });
}

export function useDeleteMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${MATERIALS_PATH}/${id}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: materialsKey }),
  });
}
