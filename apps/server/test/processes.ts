import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * Runs the TypeScript entry `script` (with `args`) the way `pnpm dev` does, with only the
 * given environment; under `wrapper` (a command and its arguments) when one is given.
 */
export function runEntry(
  script: string,
  env: Record<string, string>,
  { args = [], wrapper = [] }: { args?: string[]; wrapper?: string[] } = {},
): { child: ChildProcess; output: () => string } {
  let output = '';
  const [command, ...rest] = [...wrapper, process.execPath, '--import', 'tsx', script, ...args];
  const child = spawn(command as string, rest, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (d: Buffer) => {
    output += d.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/** The exit code of `child`, once it has exited. */
export async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}
