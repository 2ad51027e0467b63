import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from './NotificationItem';

describe('NotificationItem', () => {
  it('reads as a sentence with a link to the actor', () => {
    const { container } = render(
      <NotificationItem actorName="lin" actorHref="/user/profile/2" message="liked your video." />,
    );
    expect(screen.getByRole('link', { name: 'lin' })).toHaveAttribute('href', '/user/profile/2');
    expect(container.querySelector('p')).toHaveTextContent('lin liked your video.');
  });

  it('puts the words a language says first before the linked name', () => {
    const { container } = render(
      <NotificationItem
        actorName="lin"
        actorHref="/user/profile/2"
        messageBefore="A"
        message="le gustó tu vídeo."
      />,
    );
    expect(screen.getByRole('link', { name: 'lin' })).toHaveAttribute('href', '/user/profile/2');
    expect(container.querySelector('p')).toHaveTextContent(/^A lin le gustó tu vídeo\.$/);
  });

  it('marks unread notifications', () => {
    const { container } = render(<NotificationItem actorName="lin" message="hi" unread />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'unread');
    expect(screen.getByText('New:')).toBeInTheDocument();
  });

  it("shows a notice about the reader's own video without an actor name", () => {
    const { container } = render(
      <NotificationItem actorHref="/profile" message="Your video is ready." />,
    );
    expect(container.querySelector('p')).toHaveTextContent(/^Your video is ready\.$/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
