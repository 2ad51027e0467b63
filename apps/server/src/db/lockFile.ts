import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding our pid. PGlite has no lock across processes and
 * two writers on one directory lose data, so a second server on the same DATA_DIR must
 * refuse to start. A lock left by a dead process is taken over.
 */
export function acquireLockFile(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory is in use by process ${pid} (${file}). Run one server per DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}`);
}
