import { keyframes, style } from '@vanilla-extract/css';

// How a like button answers at once (ADR 0100): the wanted heart, dimmed and beating, while the
// server decides; a short shake when a refusal took it back. Shared by the video's and the
// comments' like buttons.

const beat = keyframes({ from: { transform: 'scale(1)' }, to: { transform: 'scale(1.14)' } });
const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-4px)' },
  '40%, 80%': { transform: 'translateX(4px)' },
});

export const likeFeedback = style({
  selectors: {
    '&[data-state="pending"]': { opacity: 0.7 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="pending"]': { animation: `${beat} 500ms ease-in-out infinite alternate` },
        '&[data-state="failed"]': { animation: `${shake} 400ms ease-in-out` },
      },
    },
  },
});
