import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CaptionField, type CaptionFieldSuggestion } from './CaptionField';

const PEOPLE: CaptionFieldSuggestion[] = [
  { id: '@maya', label: '@maya', detail: 'Maya Okafor' },
  { id: '@mats', label: '@mats', detail: 'Mats Berg' },
];

function Controlled({
  onSelect = vi.fn(),
  onDismiss = vi.fn(),
}: {
  onSelect?: (choice: { id: string }) => void;
  onDismiss?: () => void;
}) {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <CaptionField
      value={value}
      count={`${value.length}/2200`}
      suggestions={open ? PEOPLE : []}
      onValueChange={({ value: next }) => {
        setValue(next);
        setOpen(/@\w*$/.test(next));
      }}
      onSuggestionSelect={(choice) => {
        onSelect(choice);
        setValue(value.replace(/@\w*$/, `${choice.id} `));
        setOpen(false);
      }}
      onSuggestionsDismiss={() => {
        onDismiss();
        setOpen(false);
      }}
    />
  );
}

describe('CaptionField', () => {
  it('is a combobox whose list opens with suggestions and shows the live count', async () => {
    const { container } = render(<Controlled />);
    const box = screen.getByRole('combobox', { name: 'Caption' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'hi @m');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('5/2200')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '@maya Maya Okafor',
      '@mats Mats Berg',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await expectNoAxeViolations(container);
  });

  it('moves with the arrow keys and takes the active option with Enter', async () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Caption' });
    await userEvent.type(box, '@m{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: '@mats' });
    expect(box).toHaveValue('@mats ');
    expect(box).toHaveFocus();
  });

  it('closes the list with Escape without passing the key on', async () => {
    const onDismiss = vi.fn();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: listens for the key a dialog would
      <div onKeyDown={(event) => outer(event.key)}>
        <Controlled onDismiss={onDismiss} />
      </div>,
    );
    const box = screen.getByRole('combobox', { name: 'Caption' });
    await userEvent.type(box, '@m{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(outer).not.toHaveBeenCalledWith('Escape');
  });

  it('says why a caption is too long and marks the field', () => {
    render(
      <CaptionField
        value="x"
        count="2201/2200"
        error="A caption can be at most 2200 characters."
        suggestions={[]}
        onValueChange={() => {}}
        onSuggestionSelect={() => {}}
        onSuggestionsDismiss={() => {}}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Caption' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('2201/2200 A caption can be at most 2200 characters.');
  });
});
