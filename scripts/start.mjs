// `npm start`: installs, builds what is stale, then runs the bundled server in this same process.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  clientDir,
  clientIsStale,
  installIfNeeded,
  readDotEnv,
  root,
  serverIsStale,
  sourceTimes,
} from "./prepare.mjs";

readDotEnv();
installIfNeeded();
const client = clientDir();
// One walk of the sources tells both builds whether they are current.
const times = sourceTimes();
if (clientIsStale(root, client, times)) {
  console.log(`Building the client into ${path.relative(process.cwd(), client) || "."}…`);
  execFileSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", client, "--emptyOutDir"], {
    cwd: root,
    stdio: "inherit",
  });
}
if (serverIsStale(root, times)) {
  console.log("Building the server…");
  const { buildServer } = await import("./build-server.mjs");
  await buildServer();
}
await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);
