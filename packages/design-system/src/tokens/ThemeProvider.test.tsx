import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { createFlickTheme } from './createFlickTheme';
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

  it("puts another brand's tokens on <html> over its base theme, and takes them off", () => {
    const acme = createFlickTheme({ accent: '#15803d', base: 'dark', radius: { md: '2px' } });
    const accent = vars.color.accent.replace(/^var\((--[^,)]+).*$/, '$1');
    const radius = vars.radius.md.replace(/^var\((--[^,)]+).*$/, '$1');
    const { unmount } = render(<ThemeProvider theme={acme} />);
    const html = document.documentElement;
    expect(html).toHaveClass(darkTheme);
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html.style.getPropertyValue(accent)).toBe('#15803d');
    expect(html.style.getPropertyValue(radius)).toBe('2px');
    unmount();
    expect(html).not.toHaveClass(darkTheme);
    expect(html.style.getPropertyValue(accent)).toBe('');
    expect(html.getAttribute('style') ?? '').toBe('');
  });

  it('names the class of each theme', () => {
    expect(themeClass('light')).toBe(lightTheme);
    expect(themeClass('dark')).toBe(darkTheme);
  });
});
