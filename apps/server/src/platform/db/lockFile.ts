import { readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {}

/**
 * A holder that has not touched its lock for this long is taken for dead. It touches it every
 * quarter of this, so only an event loop stalled for the whole of it loses the lock (the
 * process then stops rather than write beside another).
 */
export const LOCK_STALE_MS = 20_000;
/** A starting process asks again this often while a lock is held, for a little over the above. */
const RETRY_MS = 1_000;

/** The locks this process holds, by path. */
const held = new Set<string>();

/** Who holds the lock (written beside it): for the refusal's message and the quick take-over. */
const OWNER_FILE = 'flick.owner';

/** A process as the lock's owner file names it. */
interface Owner {
  pid: number;
  host: string;
  /** The PID namespace (`/proc/self/ns/pid`): a pid means something in its own only. */
  pidNamespace: string | null;
  /** The process's start time in clock ticks after boot (`/proc/<pid>/stat`): pids are reused. */
  started: string | null;
}

/**
 * Takes the data directory's lock, `flick.lock` in `dir`. PGlite has no lock across processes
 * and two writers on one directory lose data, so a second server on the same DATA_DIR must
 * refuse to start. The lock is a directory its holder keeps touching (proper-lockfile), not
 * only a process id: in a container the server is PID 1 in every incarnation, so "is PID 1
 * alive?" answers yes after a crash, and ids mean nothing across hosts that share a volume.
 *
 * A lock left by a holder that died (even by SIGKILL) is taken over once it is
 * `LOCK_STALE_MS` old: a process started after a crash waits that long rather than fail. It
 * is taken over at once when its owner is known dead: same host, same PID namespace, and its
 * pid gone or now another process (another start time). Answers the release.
 */
export async function acquireLockFile(dir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dir, 'flick.lock');
  const options = {
    lockfilePath: lockPath,
    stale: LOCK_STALE_MS,
    update: LOCK_STALE_MS / 4,
    realpath: false,
    onCompromised: (err: Error) => {
      // Another process may be writing the directory now: going on would lose data.
      throw new DataDirLockedError(
        `Lost the lock of the data directory (${lockPath}): ${err.message}`,
      );
    },
  };
  leaveOldLockFile(lockPath);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ELOCKED') throw err;
      const state = ownerState(readOwner(dir), lockPath);
      if (state === 'alive') throw err;
      if (state === 'dead') rmSync(lockPath, { recursive: true, force: true });
      // Not known either way (another host or PID namespace): wait for the lock to go stale.
      const retries = state === 'dead' ? 0 : Math.ceil(LOCK_STALE_MS / RETRY_MS) + 5;
      return lockfile.lock(dir, {
        ...options,
        retries: { retries, factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      });
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(dir);
    const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
    throw inUse(who, lockPath);
  }
  held.add(lockPath);
  const me: Owner = {
    pid: process.pid,
    host: os.hostname(),
    pidNamespace: pidNamespace(),
    started: startTime(process.pid),
  };
  writeFileSync(path.join(dir, OWNER_FILE), `${JSON.stringify(me)}\n`);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.delete(lockPath);
    await release();
  };
}

/**
 * Whether the lock's owner runs: `alive` and `dead` are sure, seen from its own host and PID
 * namespace (its pid is there and is the same process, by start time, or it is not);
 * `unknown` elsewhere, or when no owner is written yet.
 */
function ownerState(owner: Owner | null, lockPath: string): 'alive' | 'dead' | 'unknown' {
  if (!owner || owner.host !== os.hostname() || owner.pidNamespace !== pidNamespace()) {
    return 'unknown';
  }
  // This process's own pid: held here, or left by an earlier process that had the same pid.
  if (owner.pid === process.pid) return held.has(lockPath) ? 'alive' : 'dead';
  if (!pidRuns(owner.pid)) return 'dead';
  const started = startTime(owner.pid);
  return owner.started !== null && started !== null && started !== owner.started ? 'dead' : 'alive';
}

/**
 * Before the lock was a directory, it was a file holding the pid of its holder: one left by
 * a crash of an older version goes when that pid no longer runs (or is this process's own);
 * one of a running older version refuses, as that version would have.
 */
function leaveOldLockFile(lockPath: string): void {
  let pid: number;
  try {
    if (!statSync(lockPath).isFile()) return;
    pid = Number(readFileSync(lockPath, 'utf8').trim());
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidRuns(pid)) {
    throw inUse(`process ${pid}`, lockPath);
  }
  rmSync(lockPath, { force: true });
}

/** The refusal while `who` holds the lock at `lockPath`. */
function inUse(who: string, lockPath: string): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory is in use by ${who} (${lockPath}). Run one server per DATA_DIR.`,
  );
}

/** Whether a process with this pid runs here (EPERM: it does, as someone else's). */
export function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(dir: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : null;
  } catch {
    return null;
  }
}

/** The PID namespace's id (Linux), or null where there is none to read. */
function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** A process's start time after boot, in clock ticks (Linux), or null. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
