import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingHero } from './LandingHero';

/** Another product's sign-up and sign-in addresses: the links go where the props say. */
const routes = { registerHref: '/join', loginHref: '/sign-in' } as const;

describe('LandingHero', () => {
  it('offers sign-up, login and two app stores', () => {
    render(
      <LandingHero
        {...routes}
        appStoreHref="https://a.example"
        playStoreHref="https://p.example"
      />,
    );
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
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
      <LandingHero
        {...routes}
        appStoreHref="https://a.example"
        playStoreHref="https://p.example"
      />,
    );
    expect(screen.queryByRole('link', { name: /^Continue with / })).toBeNull();
    rerender(
      <LandingHero
        {...routes}
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

  describe('the phone frame', () => {
    const showcase = [
      { videoUrl: '/media/a.mp4', posterUrl: '/media/a.jpg' },
      { videoUrl: '/media/b.mp4', posterUrl: '/media/b.jpg' },
    ];
    const reducedMotion = (reduce: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: reduce && query.includes('prefers-reduced-motion: reduce'),
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('plays the showcase muted from its poster, one video after the other', () => {
      reducedMotion(false);
      const play = vi
        .spyOn(HTMLMediaElement.prototype, 'play')
        .mockImplementation(() => Promise.resolve());
      const { container } = render(
        <LandingHero
          {...routes}
          appStoreHref="https://a.example"
          playStoreHref="https://p.example"
          showcase={showcase}
        />,
      );
      const video = container.querySelector('video');
      expect(video).toHaveAttribute('src', '/media/a.mp4');
      expect(video).toHaveAttribute('poster', '/media/a.jpg');
      expect(video?.muted).toBe(true);
      expect(play).toHaveBeenCalled();
      if (video) fireEvent.ended(video);
      expect(container.querySelector('video')).toHaveAttribute('src', '/media/b.mp4');
    });

    it('shows only the first poster under reduced motion', () => {
      reducedMotion(true);
      const { container } = render(
        <LandingHero
          {...routes}
          appStoreHref="https://a.example"
          playStoreHref="https://p.example"
          showcase={showcase}
        />,
      );
      expect(container.querySelector('video')).toBeNull();
      expect(container.querySelector('img')).toHaveAttribute('src', '/media/a.jpg');
    });

    it('stays an empty frame without videos', () => {
      const { container } = render(
        <LandingHero
          {...routes}
          appStoreHref="https://a.example"
          playStoreHref="https://p.example"
        />,
      );
      expect(container.querySelector('video, img')).toBeNull();
    });
  });
});
