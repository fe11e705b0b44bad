import { z } from "zod";

export const manifestFileSchema = z.object({
  /** Path inside the corpus folder, with forward slashes. */
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSourceSchema = z.object({
  folder: z.string().min(1),
  title: z.string().min(1),
  origin: z.object({ repository: z.url(), commit: z.string().regex(/^[0-9a-f]{40}$/) }),
  licence: z.string().min(1),
  files: z.array(manifestFileSchema).min(1),
});

export const corpusManifestSchema = z.object({
  format: z.literal(1),
  /** Derived from every file's path and checksum: two corpora with the same version hold the same bytes. */
  version: z.string().regex(/^[0-9a-f]{12}$/),
  sources: z.array(manifestSourceSchema).min(1),
  /** Files at the top of the corpus folder that belong to no source (its README). */
  files: z.array(manifestFileSchema),
});

export type ManifestFile = z.infer<typeof manifestFileSchema>;
export type ManifestSource = z.infer<typeof manifestSourceSchema>;
export type CorpusManifest = z.infer<typeof corpusManifestSchema>;

export function manifestFiles(manifest: CorpusManifest): ManifestFile[] {
  return [...manifest.files, ...manifest.sources.flatMap((source) => source.files)];
}
