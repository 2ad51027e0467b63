import { vars } from './contract.css';

/** Shared keyboard focus outline, spread into `selectors['&:focus-visible']`. */
export const focusVisible = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
