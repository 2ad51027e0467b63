import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingHero } from './LandingHero';

describe('LandingHero', () => {
  it('offers sign-up, login and two app stores', () => {
    render(<LandingHero appStoreHref="https://a.example" playStoreHref="https://p.example" />);
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://a.example',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://p.example',
    );
  });

  it('shows a Continue with button per configured provider, and none without providers', () => {
    const { rerender } = render(
      <LandingHero appStoreHref="https://a.example" playStoreHref="https://p.example" />,
    );
    expect(screen.queryByRole('link', { name: /^Continue with / })).toBeNull();
    rerender(
      <LandingHero
        appStoreHref="https://a.example"
        playStoreHref="https://p.example"
        providers={[{ name: 'google', label: 'Google', href: '/api/account/oidc/google/start' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/account/oidc/google/start',
    );
  });
});
