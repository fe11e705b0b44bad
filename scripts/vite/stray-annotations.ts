import { transform } from "esbuild";
import type { Plugin } from "vite";

/** Every mention of a tree-shaking annotation, wherever it stands. */
const MENTION = /[@#]__(PURE|NO_SIDE_EFFECTS)__/g;
/** A comment that is an annotation and nothing else (a block, or a line of its own), as a bundler reads one. */
const ANNOTATION =
  /\/\*\s*[@#]__(PURE|NO_SIDE_EFFECTS)__\s*\*\/|\/\/[ \t]*[@#]__(PURE|NO_SIDE_EFFECTS)__[ \t]*$/gm;

/**
 * True when a module names an annotation outside an annotation comment of its own: in prose, as zod's
 * published `v4/core/util.js` and `v4/core/regexes.js` do ("Wrapped in a `@__PURE__` IIFE: …"). Rollup
 * reads every comment holding the marker as an annotation and warns that one in such a place means nothing.
 */
export function hasStrayAnnotation(code: string): boolean {
  return (code.match(MENTION)?.length ?? 0) > (code.match(ANNOTATION)?.length ?? 0);
}

/**
 * The module printed again by esbuild's parser: the same code with its annotations kept where they
 * apply (before a call or `new`) and its ordinary comments, the prose among them, left out.
 */
export async function withoutStrayAnnotations(code: string, id: string): Promise<string> {
  const result = await transform(code, {
    loader: "js",
    format: "esm",
    target: "esnext",
    sourcefile: id,
    legalComments: "inline",
  });
  return result.code;
}

/**
 * A package's comments that mention an annotation in prose: such a module goes through esbuild's parser
 * before Rollup reads it, so that only real annotations reach Rollup and the build has nothing to warn of.
 * zod's client-side import cannot avoid those files (every entry point, `zod/mini` included, imports
 * `v4/core`), and no release of zod without them exists yet.
 */
export function strayAnnotations(): Plugin {
  return {
    name: "angelicus:stray-annotations",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (!id.includes("/node_modules/") || !/\.[cm]?js$/.test(id) || !hasStrayAnnotation(code)) return null;
      return { code: await withoutStrayAnnotations(code, id), map: null };
    },
  };
}
