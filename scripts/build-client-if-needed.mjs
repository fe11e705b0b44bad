// Builds the client when dist/client is missing or older than any client or common source file.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "dist/client/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes(".test.")) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, "src/client")),
  newestMtime(path.join(root, "src/common")),
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log("Building the client…");
  execSync("npx vite build --logLevel error", { cwd: root, stdio: "inherit" });
}
