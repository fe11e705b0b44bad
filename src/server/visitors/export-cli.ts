import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadEnv } from "../config/env.js";
import { DataDirLockedError } from "../db/data-lock.js";
import { openDatabase } from "../db/open-database.js";
import { CLASSROOM_OWNER } from "./identify.js";
import { assignUnowned, exportUnowned } from "./unowned.js";

const USAGE = `npm run data:export -- [--out FILE] [--assign VISITOR_CODE|classroom]

Writes the conversations, materials and debates that belong to no visitor (made before visitors existed)
to FILE as JSON (default: unowned-data.json). With --assign, they then belong to that visitor (the code
shown in Your data) or, with "classroom", to the shared board of SHARED_MODE=classroom.`;

const VISITOR_CODE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith("--")) throw new UsageError(`${name} needs a value.\n\n${USAGE}`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const out = path.resolve(option(args, "--out") ?? "unowned-data.json");
  const owner = option(args, "--assign");
  if (owner !== undefined && owner !== CLASSROOM_OWNER && !VISITOR_CODE.test(owner))
    throw new UsageError(`"${owner}" is not a visitor code (see Your data) or "classroom".\n\n${USAGE}`);
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    // The export is written first, so that assigning never happens without a copy.
    const data = await exportUnowned(database.db);
    fs.writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
    console.log(
      `Wrote ${data.conversations.length} conversations, ${data.materials.length} materials and ${data.debates.length} debates without a visitor to ${out}`,
    );
    if (owner) {
      const given = await assignUnowned(database.db, owner);
      console.log(
        `Assigned ${given.conversations} conversations, ${given.materials} materials and ${given.debates} debates to ${owner}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError)
    console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
