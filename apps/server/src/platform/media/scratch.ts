import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** This run of the server: tells its scratch files from those of an earlier run with the same pid. */
const RUN_ID = randomBytes(4).toString('hex');

const SCRATCH_NAME = /^(\d+)-([0-9a-f]{8})-[0-9a-f]+\.[a-z]+$/;

/**
 * A fresh scratch file name, `<pid>-<run>-<random>.<ext>`: whoever cleans the scratch
 * folder can tell which process wrote a file and whether that process still runs.
 */
export function scratchFileName(ext: string): string {
  return `${process.pid}-${RUN_ID}-${randomBytes(12).toString('hex')}.${ext}`;
}

/** Whether the process that wrote a scratch file (by its name) is still running. */
function writerIsRunning(name: string): boolean {
  const match = SCRATCH_NAME.exec(name);
  if (!match) return false;
  const pid = Number(match[1]);
  // Our own pid: only this run's files are ours (a container restarts with the same pid).
  if (pid === process.pid) return match[2] === RUN_ID;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface ScratchCleanOptions {
  /** A file nobody wrote to for this long is abandoned, whoever wrote it. */
  maxAgeMs: number;
  /** At start-up: also remove every file whose writer no longer runs (a crash's leftovers). */
  atStart?: boolean;
  now?: number;
}

/**
 * Removes abandoned files from a scratch folder and answers how many went. Files another
 * running server process is still writing (same folder, same machine) are kept.
 */
export async function cleanScratchDir(dir: string, options: ScratchCleanOptions): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const now = options.now ?? Date.now();
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info) continue;
    const abandoned =
      (options.atStart === true && !writerIsRunning(name)) || now - info.mtimeMs > options.maxAgeMs;
    if (!abandoned) continue;
    await rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}
