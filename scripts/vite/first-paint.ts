import path from "node:path";
import type { OutputBundle, OutputChunk } from "rollup";
import type { HtmlTagDescriptor, Plugin } from "vite";
import { PRELOADED_FONTS, ROUTE_CHUNKS } from "./route-chunks.js";

/** Every chunk `name` imports statically, itself included. */
export function staticClosure(bundle: OutputBundle, name: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[name];
  if (chunk?.type !== "chunk" || into.has(name)) return into;
  into.add(name);
  for (const dependency of chunk.imports) staticClosure(bundle, dependency, into);
  return into;
}

/**
 * The chunk that holds `module`. Not only a chunk whose facade it is: when code loaded later (a lazy dialog)
 * imports from a page's chunk, that chunk exports more than the page and Rollup leaves it without a facade.
 */
export function chunkOf(bundle: OutputBundle, root: string, module: string): OutputChunk | undefined {
  const id = path.join(root, module);
  return Object.values(bundle).find(
    (item): item is OutputChunk => item.type === "chunk" && item.moduleIds.includes(id),
  );
}

/**
 * The route table for `page-start.js` (in the public folder): a JSON island, data the browser does not run, so
 * the Content-Security-Policy needs no inline script. "<" is escaped so no file name can close the tag.
 */
function routeTable(routes: [string, string[]][]): string {
  return JSON.stringify(routes).replace(/</g, "\\u003c");
}

/**
 * At build time: preloads the current route's chunks with the entry, and the Latin fonts the pages show
 * first. Vite already preloads what the entry imports statically; those are left out of the route lists.
 */
export function firstPaint(root: string): Plugin {
  return {
    name: "angelicus-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const base = ctx.chunk ? staticClosure(bundle, ctx.chunk.fileName) : new Set<string>();
        const routes: [string, string[]][] = [];
        for (const route of ROUTE_CHUNKS) {
          const chunk = chunkOf(bundle, root, route.module);
          if (!chunk) throw new Error(`No chunk holds ${route.module}: is it imported lazily by the app?`);
          const files = [...staticClosure(bundle, chunk.fileName)].filter((file) => !base.has(file));
          routes.push([route.path, files.map((file) => `/${file}`)]);
        }
        const fonts = PRELOADED_FONTS.map((name) => {
          const asset = Object.values(bundle).find(
            (item) => item.type === "asset" && item.names.some((n) => n === `${name}.woff2`),
          );
          if (!asset) throw new Error(`The font ${name} is not in the build.`);
          return asset.fileName;
        });
        const tags: HtmlTagDescriptor[] = [
          // Before page-start.js, which reads it as it runs.
          {
            tag: "script",
            attrs: { type: "application/json", id: "route-chunks" },
            children: routeTable(routes),
            injectTo: "head-prepend",
          },
          ...fonts.map(
            (file): HtmlTagDescriptor => ({
              tag: "link",
              attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: "" },
              injectTo: "head",
            }),
          ),
        ];
        return tags;
      },
    },
  };
}
