import { type DebateMaterial, debateMaterialSchema } from "@common/debates/contract";
import { useMutation } from "@tanstack/react-query";

export function useGenerateDebateMaterial(debateId: string) {
  return useMutation({
    mutationFn: async (input: { educationLevel: string; materialType: string }): Promise<DebateMaterial> => {
      const res = await fetch(`/api/debates/${debateId}/materials/generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
        credentials: "include",
      });
      if (!res.ok) throw new Error("Failed to generate material");
      return debateMaterialSchema.parse(await res.json());
    },
  });
}
