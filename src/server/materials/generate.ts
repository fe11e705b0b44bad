import type { GeneratedMaterial, GenerateMaterialBody } from "../../common/materials/contract.js";
import type { ModelLoader } from "../answers/model/provider.js";
import type { Env } from "../config/env.js";
import { type ComposeRequest, composeMaterial } from "./compose/compose-material.js";
import { groundMaterial, type MaterialSources } from "./material-sources.js";
import { writeMaterialWithModel } from "./model/write-with-model.js";

/** The configured model, when there is one: it writes the material and the guard checks it. */
export interface MaterialModel {
  env: Env;
  model: ModelLoader;
  /** Told when the model failed and the material was composed without it. */
  onFallback?: (error: unknown) => void;
}

function compose(request: ComposeRequest): GeneratedMaterial {
  const { verified: _verified, removed: _removed, ...material } = composeMaterial(request);
  return material;
}

/**
 * Grounds a material in the articles the reply cited and has it written: by the model when one is
 * configured, else (and whenever the model fails or leaves nothing that passes the guard) by the composer.
 */
export async function generateMaterial(
  sources: MaterialSources,
  body: GenerateMaterialBody,
  writer?: MaterialModel,
): Promise<GeneratedMaterial> {
  const { articles, related } = await groundMaterial(sources, body);
  const request: ComposeRequest = {
    materialType: body.materialType,
    educationLevel: body.educationLevel,
    articles,
    related,
  };
  if (!writer) return compose(request);
  try {
    const { removed: _removed, ...written } = await writeMaterialWithModel(
      writer.env,
      await writer.model(),
      request,
    );
    if (/^#/m.test(written.content)) return written;
    writer.onFallback?.(new Error("Nothing the model wrote passed the citation guard."));
  } catch (error) {
    writer.onFallback?.(error);
  }
  return compose(request);
}
