import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Base document styles read the theme variables, so the theme class must sit on <html>.
globalStyle('html', {
  colorScheme: 'light dark',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

// Icons that point a way (back, log out) face the reading direction: mirrored right to left.
globalStyle('[data-mirror]:dir(rtl)', {
  transform: 'scaleX(-1)',
});
