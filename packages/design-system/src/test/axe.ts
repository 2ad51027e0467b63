import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered tree and fails on any violation. Colour contrast is checked in
 * the browser (Storybook a11y tests): jsdom has no layout or canvas to measure it.
 */
export async function expectNoAxeViolations(container: Element = document.body) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
