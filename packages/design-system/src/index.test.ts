import { describe, expect, it } from 'vitest';
import * as designSystem from './index';

describe('@flick/design-system public API', () => {
  // A changed list is a changed contract: review it, and add a changeset.
  it('exports exactly these names', () => {
    expect(Object.keys(designSystem).sort()).toMatchSnapshot();
  });

  it('exports the themes as class names and the token contract', () => {
    expect(typeof designSystem.lightTheme).toBe('string');
    expect(typeof designSystem.darkTheme).toBe('string');
    expect(designSystem.lightTheme).not.toBe(designSystem.darkTheme);
    expect(designSystem.vars.color.accent).toMatch(/^var\(--/);
    expect(designSystem.breakpoints.medium).toBe(768);
  });
});
