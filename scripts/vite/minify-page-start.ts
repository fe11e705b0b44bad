import fs from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * `page-start.js` runs before first paint from the public folder, which Vite copies as it is: its comments say
 * why each part is there. In the build it is minified in place, so the first paint carries only the code.
 */
export function minifyPageStart(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "angelicus-minify-page-start",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const file = path.join(config.build.outDir, "page-start.js");
      if (!fs.existsSync(file)) throw new Error("page-start.js is not in the build.");
      const { code } = await transform(fs.readFileSync(file, "utf8"), {
        minify: true,
        target: "es2020",
        loader: "js",
      });
      fs.writeFileSync(file, code);
    },
  };
}
