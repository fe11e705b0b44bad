import fs from "node:fs";
import path from "node:path";
import {
  currentProcess,
  isSameProcessAlive,
  type ProcessIdentity,
  processStartEpochSeconds,
} from "./process-identity.js";

export class DataDirLockedError extends Error {}

export const LOCK_FILE = "angelicus.lock";

/** Reads a lock: `{"pid":…,"startTicks":…}`, or a bare pid as written by earlier versions. */
export function readLock(lockPath: string): ProcessIdentity | null {
  const text = fs.readFileSync(lockPath, "utf8").trim();
  try {
    const parsed = JSON.parse(text) as Partial<ProcessIdentity> | number;
    if (typeof parsed === "number")
      return Number.isInteger(parsed) ? { pid: parsed, startTicks: null } : null;
    if (!Number.isInteger(parsed.pid)) return null;
    return { pid: parsed.pid as number, startTicks: parsed.startTicks ?? null };
  } catch {
    return null;
  }
}

/**
 * Claims a data folder for this process. The lock holds the owner's pid and start time, so a lock left by a
 * process that was killed (even with SIGKILL) is taken over, also when its pid now belongs to another process.
 */
export function acquireDataLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me = currentProcess();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, mine);
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === mine) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readLock(lockPath);
      if (owner && owner.pid !== me.pid && isSameProcessAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Angelicus process (pid ${owner.pid}). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

/**
 * What a data folder's postmaster.pid names: "none" (no file, or its process is gone: PostgreSQL itself deals
 * with that file, and with backends the dead postmaster may have left), "other" (the pid now belongs to a
 * process that started at another time than the one PostgreSQL recorded on line 3), or the live postmaster.
 */
export function recordedPostmaster(pgDir: string): "none" | "other" | { pid: number } {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return "none";
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const recordedStart = Number.parseInt(lines[2] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isSameProcessAlive({ pid, startTicks: null })) return "none";
  const actualStart = processStartEpochSeconds(pid);
  if (actualStart !== null && Number.isInteger(recordedStart) && Math.abs(actualStart - recordedStart) > 2) {
    return "other";
  }
  return { pid };
}

/** Stops a PostgreSQL left running by an owner that was killed, so that this process can start its own. */
export async function stopOrphanedPostgres(pgDir: string): Promise<void> {
  const found = recordedPostmaster(pgDir);
  if (found === "none") return;
  if (found === "other") {
    // PostgreSQL would take the live stranger for itself and refuse to start.
    fs.rmSync(path.join(pgDir, "postmaster.pid"), { force: true });
    return;
  }
  const { pid } = found;
  const alive = () => isSameProcessAlive({ pid, startTicks: null });
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && alive()) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, "SIGKILL");
}
