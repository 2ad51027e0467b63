import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLockFile, DataDirLockedError } from './lockFile';

describe('acquireLockFile', () => {
  it('lets one holder in at a time and frees the lock on release', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'flick-lock-')), 'flick.lock');
    const release = acquireLockFile(file);
    expect(() => acquireLockFile(file)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(file)).toBe(false);
    acquireLockFile(file)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'flick-lock-')), 'flick.lock');
    // Far above Linux's default pid_max (4194304 at most), so no process has it.
    writeFileSync(file, '99999999');
    const release = acquireLockFile(file);
    release();
  });
});
