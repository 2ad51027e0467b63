import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import setupTemplate from '../test/globalSetup';
import { printFigures } from './support/figures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder where each check writes its figures; printed as one table at the end. */
    securityFiguresDir: string;
  }
}

/** Once per run: the migrated template database of the server tests, and a figures folder. */
export default async function setup(project: TestProject) {
  const dropTemplate = await setupTemplate(project);
  const figuresDir =
    process.env.FLICK_SECURITY_FIGURES ?? mkdtempSync(path.join(os.tmpdir(), 'flick-security-'));
  project.provide('securityFiguresDir', figuresDir);
  return async () => {
    await dropTemplate();
    // The wrapper script (scripts/test-security.mjs) prints every engine's table itself.
    if (!process.env.FLICK_SECURITY_FIGURES) {
      printFigures(figuresDir);
      rmSync(figuresDir, { recursive: true, force: true });
    }
  };
}
