import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FollowButton } from '../components/FollowButton';
import { SwitchRow } from '../components/SwitchRow';
import { Button } from '../primitives/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog';
import { Tabs } from '../primitives/Tabs';
import { createFlickTheme } from './createFlickTheme';
import { ThemeProvider } from './ThemeProvider';
import type { ThemeName } from './themeName';

/** Acme's brand: a green accent, a serif type and square corners. */
const ACME = {
  accent: '#15803d',
  font: { body: 'Georgia, "DejaVu Serif", "Times New Roman", serif' },
  radius: { sm: '0', md: '2px', lg: '4px' },
} as const;

/** `ACME.accent` as the browser computes it. */
const ACME_GREEN = 'rgb(21, 128, 61)';

/** A few Flick components in Acme's theme, on the light or dark base (the toolbar's theme). */
function AcmeScreen({ base }: { base: ThemeName }) {
  const theme = useMemo(() => createFlickTheme({ ...ACME, base }), [base]);
  const [following, setFollowing] = useState(false);
  const [open, setOpen] = useState(false);
  const [autoplay, setAutoplay] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <div style={{ display: 'grid', gap: 16, width: 360 }}>
        <Tabs
          label="Acme feeds"
          defaultValue="new"
          items={[
            { value: 'new', label: 'New', content: <p>Fresh from Acme's makers.</p> },
            { value: 'popular', label: 'Popular', content: <p>What Acme watches most.</p> },
          ]}
        />
        <div style={{ display: 'flex', gap: 8 }}>
          <FollowButton
            following={following}
            onFollowChange={({ follow }) => setFollowing(follow)}
          />
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Leave Acme
          </Button>
        </div>
        <SwitchRow
          label="Play videos automatically"
          checked={autoplay}
          onCheckedChange={({ checked }) => setAutoplay(checked)}
        />
        <ConfirmDialog
          open={open}
          onOpenChange={({ open: next }) => setOpen(next)}
          onConfirm={() => setOpen(false)}
          title="Leave Acme?"
          description="You can come back any time."
          confirmLabel="Leave"
          tone="primary"
        />
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Tokens/Brand theme',
  component: AcmeScreen,
  parameters: {
    docs: {
      description: {
        component:
          "Another brand on Flick's components: `createFlickTheme({ accent, font, radius, base })` " +
          'derives the accent tokens at AA contrast and `ThemeProvider` applies them.',
      },
    },
  },
  args: { base: 'light' },
  argTypes: { base: { control: false, description: 'Follows the toolbar theme' } },
  render: (_args, { globals }) => <AcmeScreen base={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof AcmeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme's green fills the Follow button and the dialog's confirm button; its type is serif. */
export const Acme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = canvas.getByRole('button', { name: 'Follow' });
    // Buttons ease their colour in (motion.fast): wait for it to settle.
    await waitFor(() => expect(getComputedStyle(follow).backgroundColor).toBe(ACME_GREEN));
    await expect(getComputedStyle(follow).fontFamily).toContain('Georgia');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme' }));
    // The dialog portals into <body> and still wears Acme's theme: it sits on <html>.
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme?' });
    const leave = within(dialog).getByRole('button', { name: 'Leave' });
    await waitFor(() => expect(getComputedStyle(leave).backgroundColor).toBe(ACME_GREEN));
    await userEvent.click(leave);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
