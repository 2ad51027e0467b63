import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, themeClass } from './ThemeProvider';
import { darkTheme, lightTheme } from './themes.css';

describe('ThemeProvider', () => {
  it('puts the theme class on <html> so portals inherit it, and removes it on unmount', () => {
    const { rerender, unmount } = render(
      <ThemeProvider theme="dark">
        <p>content</p>
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html).toHaveClass(darkTheme);
    expect(html).toHaveAttribute('data-theme', 'dark');
    rerender(<ThemeProvider theme="light" />);
    expect(html).toHaveClass(lightTheme);
    expect(html).not.toHaveClass(darkTheme);
    unmount();
    expect(html).not.toHaveClass(lightTheme);
    expect(html).not.toHaveAttribute('data-theme');
  });

  it('names the class of each theme', () => {
    expect(themeClass('light')).toBe(lightTheme);
    expect(themeClass('dark')).toBe(darkTheme);
  });
});
