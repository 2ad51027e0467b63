import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../primitives/IconButton';
import * as Icons from './Icons';
import { type IconProps, MoreIcon, ShareIcon, UserIcon } from './Icons';

/** Every exported icon with its name, alphabetically (a module namespace sorts its keys). */
const ALL_ICONS = Object.entries(Icons).filter(([name]) => name.endsWith('Icon'));

/** Each icon at `size` with its name under it. */
function IconGallery({ size = 24 }: IconProps) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 1fr)',
        gap: '16px 8px',
        margin: 0,
        padding: 0,
        listStyle: 'none',
        width: 760,
      }}
    >
      {ALL_ICONS.map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <Icon size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: IconGallery,
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon the package exports; each is hidden from assistive technology. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons.length).toBe(ALL_ICONS.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('width', '24');
    }
    await expect(within(canvasElement).getByText('HomeIcon')).toBeInTheDocument();
  },
};

/** `size` sets width and height in CSS pixels; the stroke scales with it. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 16 }}>
      {[16, 20, 24, 32, 40].map((size) => (
        <figure key={size} style={{ display: 'grid', justifyItems: 'center', margin: 0 }}>
          <UserIcon size={size} />
          <figcaption style={{ fontSize: 12 }}>{size}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** An icon alone says nothing: the button around it carries the name (`IconButton`'s `label`). */
export const IconOnlyButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="Share" icon={<ShareIcon />} />
      <IconButton label="More actions" icon={<MoreIcon />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
    // The names come from the buttons, not from the drawings.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
