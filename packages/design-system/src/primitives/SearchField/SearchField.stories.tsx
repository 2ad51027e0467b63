import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

function Controlled(props: Partial<SearchFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: 360 }}>
      <SearchField
        {...props}
        value={value}
        onValueChange={(change) => {
          setValue(change.value);
          props.onValueChange?.(change);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    value: '',
    placeholder: 'Search users...',
    label: 'Search users',
    onValueChange: fn(),
    onClear: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Search users...')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const TypeAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(input, 'ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'ada' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithText: Story = { args: { value: 'a very long search query that keeps going on' } };
