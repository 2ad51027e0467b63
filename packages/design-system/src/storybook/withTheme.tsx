import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '../tokens/ThemeProvider';

/**
 * Storybook decorator: the theme class goes on <html>, like in the app, because Radix
 * portals render into <body>. Lives in the package so React resolves from here.
 */
export const withTheme: Decorator = (Story, context) => (
  <ThemeProvider theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeProvider>
);
