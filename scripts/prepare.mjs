// What `npm start` does before the server runs, each step skipped quickly when there is nothing to do:
// install the npm packages when package.json or the lock file changed, build the client and the server
// when their sources are newer than the build. Only Node's own modules are used here, so that it also
// runs on a fresh clone before anything is installed.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

export const root = path.resolve(import.meta.dirname, "..");
const STAMP = "node_modules/.angelicus-install";

/** A digest of what decides the installed packages. */
export function installKey(dir = root) {
  const hash = createHash("sha256");
  for (const file of ["package.json", "package-lock.json"]) {
    const full = path.join(dir, file);
    hash.update(`${file}\n`).update(fs.existsSync(full) ? fs.readFileSync(full) : "");
  }
  return hash.digest("hex");
}

/** True unless the packages were installed from exactly the current package.json and lock file. */
export function needsInstall(dir = root) {
  const stamp = path.join(dir, STAMP);
  if (!fs.existsSync(path.join(dir, "node_modules/.package-lock.json")) || !fs.existsSync(stamp)) return true;
  return fs.readFileSync(stamp, "utf8").trim() !== installKey(dir);
}

/** Records that node_modules matches the current package.json and lock file. */
export function markInstalled(dir = root) {
  fs.writeFileSync(path.join(dir, STAMP), `${installKey(dir)}\n`);
}

export function installIfNeeded(dir = root) {
  if (!needsInstall(dir)) return false;
  console.log("Installing the npm packages…");
  execSync("npm install --no-audit --no-fund", { cwd: dir, stdio: "inherit" });
  markInstalled(dir);
  return true;
}

/** The newest modification time of the files under `dir` that pass `keep`. */
export function newestMtime(dir, keep = () => true) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full, keep));
    else if (keep(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const notATest = (name) => !name.includes(".test.");

function olderThan(built, sources) {
  return !fs.existsSync(built) || fs.statSync(built).mtimeMs < sources;
}

/** Reads `.env` into the environment for the keys it does not set yet, as the server does. */
export function readDotEnv(dir = root) {
  const file = path.join(dir, ".env");
  if (!fs.existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
}

/** Where the server reads the client from, and so where `npm start` builds it: CLIENT_DIR or dist/client. */
export function clientDir(dir = root) {
  return path.resolve(dir, process.env.CLIENT_DIR || "dist/client");
}

/**
 * The newest modification time of the sources of each build, from one walk of src/: the client's (every
 * file of src/client and src/common but tests) and the server's (their TypeScript files of src/server and
 * src/common, with the lock file and the build script). The server's data folders (digests, catalogues,
 * migrations) are read at run time, not bundled.
 */
export function sourceTimes(dir = root) {
  const newest = { client: 0, common: 0, commonTs: 0, server: 0 };
  for (const top of ["client", "common", "server"]) {
    const base = path.join(dir, "src", top);
    if (!fs.existsSync(base)) continue;
    const walk = (folder) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (notATest(entry.name)) {
          const ts = entry.name.endsWith(".ts");
          if (top === "server" && !ts) continue;
          const mtime = fs.statSync(full).mtimeMs;
          if (top === "client") newest.client = Math.max(newest.client, mtime);
          else if (top === "server") newest.server = Math.max(newest.server, mtime);
          else {
            newest.common = Math.max(newest.common, mtime);
            if (ts) newest.commonTs = Math.max(newest.commonTs, mtime);
          }
        }
      }
    };
    walk(base);
  }
  return {
    client: Math.max(newest.client, newest.common),
    server: Math.max(
      newest.server,
      newest.commonTs,
      fs.statSync(path.join(dir, "package-lock.json")).mtimeMs,
      fs.statSync(path.join(dir, "scripts/build-server.mjs")).mtimeMs,
    ),
  };
}

export function clientIsStale(dir = root, outDir = clientDir(dir), times = sourceTimes(dir)) {
  return olderThan(path.join(outDir, "index.html"), times.client);
}

export function serverIsStale(dir = root, times = sourceTimes(dir)) {
  return olderThan(path.join(dir, "dist/server/main.js"), times.server);
}
