import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLockFile, DataDirLockedError, LOCK_STALE_MS } from './lockFile';

const newDir = () => mkdtempSync(path.join(os.tmpdir(), 'flick-lock-'));

/** A lock as another process left it: the lock directory and its owner file. */
function leftLock(dir: string, owner: Record<string, unknown>, ageMs = 0) {
  const lock = path.join(dir, 'flick.lock');
  mkdirSync(lock);
  const when = new Date(Date.now() - ageMs);
  utimesSync(lock, when, when);
  writeFileSync(path.join(dir, 'flick.owner'), JSON.stringify(owner));
}

describe('acquireLockFile', () => {
  it('lets one holder in at a time, refused at once, and frees the lock on release', async () => {
    const dir = newDir();
    const release = await acquireLockFile(dir);
    const started = Date.now();
    await expect(acquireLockFile(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireLockFile(dir)).rejects.toThrow(
      `The data directory is in use by process ${process.pid} on ${os.hostname()}`,
    );
    // A live holder on this host is known: no waiting for the lock to go stale.
    expect(Date.now() - started).toBeLessThan(LOCK_STALE_MS / 2);
    await release();
    expect(existsSync(path.join(dir, 'flick.lock'))).toBe(false);
    await (await acquireLockFile(dir))();
  });

  it('takes over at once a fresh lock whose process, on this host, no longer runs', async () => {
    const dir = newDir();
    // Far above Linux's default pid_max (4194304 at most), so no process has it.
    leftLock(dir, {
      pid: 99_999_999,
      host: os.hostname(),
      pidNamespace: readlinkSync('/proc/self/ns/pid'),
      started: '1',
    });
    const started = Date.now();
    const release = await acquireLockFile(dir);
    expect(Date.now() - started).toBeLessThan(LOCK_STALE_MS / 2);
    await release();
  });

  it('takes over a lock of another host once it is stale', async () => {
    const dir = newDir();
    leftLock(
      dir,
      { pid: 1, host: 'elsewhere', pidNamespace: null, started: null },
      LOCK_STALE_MS + 5_000,
    );
    await (await acquireLockFile(dir))();
  });
});

describe('a lock file of the version before', () => {
  it('goes when its pid no longer runs, and refuses while it does', async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'flick.lock'), '99999999');
    await (await acquireLockFile(dir))();
    writeFileSync(path.join(dir, 'flick.lock'), String(process.ppid));
    await expect(acquireLockFile(dir)).rejects.toThrow(
      `The data directory is in use by process ${process.ppid}`,
    );
  });
});
