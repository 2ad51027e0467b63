import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, lightColors } from './palette';
import { shadows, sharedValues } from './values';

/** Light theme class. Put it on `<html>` so Radix portals in `<body>` inherit it. */
export const lightTheme = createTheme(vars, {
  ...sharedValues,
  color: lightColors,
  shadow: shadows.light,
});

/** Dark theme class. Put it on `<html>` so Radix portals in `<body>` inherit it. */
export const darkTheme = createTheme(vars, {
  ...sharedValues,
  color: darkColors,
  shadow: shadows.dark,
});
