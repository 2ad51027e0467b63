import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleNavHrefs, exampleNavLinks } from '../../fixtures/navLinks';
import { expectNoAxeViolations } from '../../test/axe';
import { SideNav } from './SideNav';

const routes = { links: exampleNavLinks, ...exampleNavHrefs };

describe('SideNav', () => {
  it('links the entries it is given to their routes', () => {
    render(
      <SideNav {...routes} onUploadClick={() => {}} onLogoutClick={() => {}} variant="full" />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/reels');
    expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(nav.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notification',
    );
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('links Settings to /setting and marks it current on its pages', () => {
    render(
      <SideNav
        {...routes}
        currentPath="/setting/change-password"
        onUploadClick={() => {}}
        onLogoutClick={() => {}}
        variant="full"
      />,
    );
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/setting');
    expect(settings).toHaveAttribute('aria-current', 'page');
  });

  it('marks the current entry, also below its path', () => {
    render(
      <SideNav
        {...routes}
        currentPath="/reels/42"
        onUploadClick={() => {}}
        onLogoutClick={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
  });

  it('has Upload Video and Logout buttons', async () => {
    const onUploadClick = vi.fn();
    const onLogoutClick = vi.fn();
    render(<SideNav {...routes} onUploadClick={onUploadClick} onLogoutClick={onLogoutClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onUploadClick).toHaveBeenCalledTimes(1);
    expect(onLogoutClick).toHaveBeenCalledTimes(1);
  });

  it('renders links through renderLink and keeps names in the narrow form', async () => {
    const { container } = render(
      <SideNav
        {...routes}
        variant="narrow"
        onUploadClick={() => {}}
        onLogoutClick={() => {}}
        renderLink={({ href, children, ...rest }) => (
          <a href={href} data-router-link="" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('data-router-link');
    await expectNoAxeViolations(container);
  });

  it('names unread notifications', () => {
    render(
      <SideNav
        {...routes}
        notificationCount={4}
        variant="full"
        onUploadClick={() => {}}
        onLogoutClick={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Notifications (4 new)' })).toBeInTheDocument();
  });

  it("draws a product's own routes", () => {
    render(
      <SideNav
        links={[
          { key: 'start', label: 'Start', href: '/start', icon: null },
          { key: 'inbox', label: 'Inbox', href: '/inbox', icon: null, showsNotifications: true },
        ]}
        homeHref="/start"
        settingsHref="/account"
        currentPath="/account/password"
        notificationCount={2}
        variant="full"
        onUploadClick={() => {}}
        onLogoutClick={() => {}}
      />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Flick home' })).toHaveAttribute('href', '/start');
    expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/start');
    expect(nav.getByRole('link', { name: 'Inbox (2 new)' })).toHaveAttribute('href', '/inbox');
    expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: 'Home' })).toBeNull();
  });
});
