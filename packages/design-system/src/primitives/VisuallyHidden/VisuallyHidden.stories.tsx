import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    // A 24 x 24 px target at least, as every story's axe check asks (ADR 0131).
    <button type="button" style={{ minWidth: 24, minHeight: 24 }}>
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Like</VisuallyHidden>
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like' })).toBeVisible();
  },
};
