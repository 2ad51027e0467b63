import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/connect';
import { migrateToLatest } from '../src/platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory to copy for each test app. */
    pgliteTemplateDir: string;
    /** A migrated PostgreSQL database to clone (only when DATABASE_URL is set). */
    pgTemplateDatabase: string;
  }
}

/** The run's migrated template, and how many projects still use it. */
interface Template {
  root: string;
  pgTemplate: string;
  users: number;
}

/**
 * Kept on the main process's global: vitest runs this setup once per project (the root and
 * each of `vitest.config.ts`'s projects), and they all share one template.
 */
const run = globalThis as { flickTestTemplate?: Promise<Template> };

/**
 * Once per test run: build a migrated template database. Creating a PGlite directory takes
 * seconds; copying the template takes a fraction of one. On PostgreSQL, each test app
 * gets `CREATE DATABASE … TEMPLATE <this>`.
 */
export default async function setup(project: TestProject) {
  run.flickTestTemplate ??= buildTemplate();
  const template = await run.flickTestTemplate;
  template.users += 1;
  project.provide('pgliteTemplateDir', path.join(template.root, 'template'));
  project.provide('pgTemplateDatabase', template.pgTemplate);
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    delete run.flickTestTemplate;
    await dropTemplate(template);
  };
}

async function buildTemplate(): Promise<Template> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'flick-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  let pgTemplate = '';

  if (databaseUrl) {
    pgTemplate = `flick_template_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${pgTemplate}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(handle.db);
    await handle.close();
  } else {
    const handle = await openDatabase({ pgliteDir: path.join(root, 'template') });
    await migrateToLatest(handle.db);
    await handle.close();
  }
  return { root, pgTemplate, users: 0 };
}

async function dropTemplate({ root, pgTemplate }: Template): Promise<void> {
  rmSync(root, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && pgTemplate) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
    await admin.end();
  }
}
