// node --test scripts/workflows.test.mjs
// The release and Chromatic workflows (.github/workflows/) keep their guards: nothing is
// published without the npm token and without provenance, Chromatic runs only with its
// project token and with TurboSnap on the full history (ADR 0130).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => parse(readFileSync(path.join(root, file), 'utf8'));
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

/** Every step of every job, with its job's name. */
const stepsOf = (workflow) =>
  Object.entries(workflow.jobs).flatMap(([job, { steps = [] }]) =>
    steps.map((step) => ({ job, ...step })),
  );
/** How a workflow reads a secret: `${{ secrets.NAME }}`. */
const secret = (name) => `\${{ secrets.${name} }}`;
const uses = (step, action) => typeof step.uses === 'string' && step.uses.startsWith(`${action}@`);

test('the release workflow publishes only with the npm token, and with provenance', () => {
  const workflow = read('.github/workflows/release.yml');
  assert.deepEqual(workflow.on.push.branches, ['main']);
  const steps = stepsOf(workflow);
  const changesets = steps.filter((step) => uses(step, 'changesets/action'));
  assert.ok(changesets.length > 0, 'a changesets/action step');
  for (const step of changesets) assert.equal(step.with.version, 'pnpm changeset version');

  const publishing = changesets.filter((step) => step.with.publish);
  assert.equal(publishing.length, 1, 'one step publishes');
  const [publish] = publishing;
  assert.equal(publish.with.publish, 'pnpm release');
  assert.equal(publish.if, "env.NPM_TOKEN != ''");
  assert.equal(publish.env.NPM_TOKEN, secret('NPM_TOKEN'));
  assert.equal(publish.env.NPM_CONFIG_PROVENANCE, true);
  const job = workflow.jobs[publish.job];
  assert.equal(job.env.NPM_TOKEN, secret('NPM_TOKEN'), 'the guard reads the secret');
  assert.equal(job.permissions['id-token'], 'write', 'provenance needs an OIDC token');
  assert.equal(job.permissions.contents, 'write');
  assert.equal(job.permissions['pull-requests'], 'write');
  // Without the token the version pull request still comes, and nothing is published.
  const versionOnly = changesets.filter((step) => !step.with.publish);
  assert.deepEqual(
    versionOnly.map((step) => step.if),
    ["env.NPM_TOKEN == ''"],
  );
});

test('`pnpm release` builds, checks the tarballs, then publishes', () => {
  const parts = scripts.release.split('&&').map((part) => part.trim());
  assert.match(parts[0], /build/);
  assert.match(parts.at(-2), /scripts\/check-packages\.mjs/);
  assert.equal(parts.at(-1), 'changeset publish');
});

test('the Chromatic workflow runs only with its project token, with TurboSnap', () => {
  const workflow = read('.github/workflows/chromatic.yml');
  const steps = stepsOf(workflow);
  const chromatic = steps.filter((step) => uses(step, 'chromaui/action'));
  assert.equal(chromatic.length, 1);
  const [step] = chromatic;
  assert.equal(step.with.onlyChanged, true);
  assert.equal(step.with.exitZeroOnChanges, true);
  assert.equal(step.with.projectToken, secret('CHROMATIC_PROJECT_TOKEN'));
  assert.ok(scripts[step.with.buildScriptName], 'its build script exists');

  // The job is skipped unless the token exists: its `if` reads a job that checks the secret.
  const job = workflow.jobs[step.job];
  const [guardJob] = [job.needs].flat();
  assert.equal(job.if, `needs.${guardJob}.outputs.present == 'true'`);
  const guard = workflow.jobs[guardJob];
  const check = guard.steps.find((s) => s.env?.CHROMATIC_PROJECT_TOKEN);
  assert.equal(check.env.CHROMATIC_PROJECT_TOKEN, secret('CHROMATIC_PROJECT_TOKEN'));
  assert.match(check.run, /env\.CHROMATIC_PROJECT_TOKEN != ''/);
  assert.match(guard.outputs.present, new RegExp(`steps\\.${check.id}\\.outputs\\.present`));

  const checkout = job.steps.find((s) => uses(s, 'actions/checkout'));
  assert.equal(checkout.with['fetch-depth'], 0, 'TurboSnap needs the whole history');
});
