import fs from "node:fs";

/**
 * A process as the system knows it: its pid and when it started. A pid alone can be reused by an unrelated
 * process after the owner died; the pair cannot.
 */
export interface ProcessIdentity {
  pid: number;
  /** Start time in clock ticks since boot (field 22 of /proc/<pid>/stat); null where /proc is unavailable. */
  startTicks: number | null;
}

/** Ticks per second of /proc start times (USER_HZ, 100 on every Linux build). */
const TICKS_PER_SECOND = 100;

export function processStartTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number.parseInt(fields[19] ?? "", 10);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** When the process started, in seconds since the epoch, or null when it cannot be told. */
export function processStartEpochSeconds(pid: number): number | null {
  const ticks = processStartTicks(pid);
  if (ticks === null) return null;
  try {
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"));
    return btime ? Number(btime[1]) + ticks / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, startTicks: processStartTicks(process.pid) };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** True only when the pid is alive and is still the same process (same start time). */
export function isSameProcessAlive(identity: ProcessIdentity): boolean {
  if (!pidExists(identity.pid)) return false;
  if (identity.startTicks === null) return true;
  const now = processStartTicks(identity.pid);
  return now === null || now === identity.startTicks;
}
