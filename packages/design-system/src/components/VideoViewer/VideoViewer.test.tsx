import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoViewer } from './VideoViewer';

describe('VideoViewer', () => {
  it('places the player, owner, comments, actions and composer', () => {
    render(
      <VideoViewer
        player={<div>player</div>}
        owner={<div>owner</div>}
        comments={<div>comments</div>}
        actions={<div>actions</div>}
        composer={<div>composer</div>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Video' });
    for (const part of ['player', 'owner', 'comments', 'actions', 'composer']) {
      expect(region).toHaveTextContent(part);
    }
  });

  it('shows the fetch error instead of the player', () => {
    render(<VideoViewer player={<div>player</div>} error="Error fetching video" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching video');
    expect(screen.queryByText('player')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(<VideoViewer onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
