// Every test runs with MobX's strictest action checks: a state change outside an action
// (e.g. after an `await` without runInAction) warns, and the warning fails the test.
import { configure } from 'mobx';
import { afterEach, beforeEach, vi } from 'vitest';

configure({ enforceActions: 'always' });

let warn: { mock: { calls: unknown[][] }; mockRestore(): void };
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  const mobxWarnings = warn.mock.calls.filter((args) => String(args[0]).includes('[MobX]'));
  warn.mockRestore();
  if (mobxWarnings.length > 0) {
    throw new Error(
      `MobX warned:\n${mobxWarnings.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
