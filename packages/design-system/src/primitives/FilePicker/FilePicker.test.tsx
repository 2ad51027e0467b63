import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { spanishMessages } from '../../i18n/es';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { expectNoAxeViolations } from '../../test/axe';
import { FilePicker } from './FilePicker';

describe('FilePicker', () => {
  it('is a button named by its label, described by the chosen file, with the input behind it', async () => {
    const onFileChange = vi.fn();
    const { container } = render(
      <FilePicker
        label="Captions (.vtt)"
        accept=".vtt,text/vtt"
        name="captions"
        fileName="clip.vtt"
        removeLabel="Remove captions"
        onFileChange={onFileChange}
      />,
    );
    const choose = screen.getByRole('button', { name: 'Captions (.vtt) Choose file' });
    expect(choose).toHaveAccessibleDescription('clip.vtt');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.vtt,text/vtt');
    expect(input).toHaveAttribute('name', 'captions');
    // Out of the tab order and the accessibility tree: the button is the control.
    expect(input).toHaveAttribute('tabindex', '-1');
    const file = new File(['WEBVTT\n'], 'other.vtt', { type: 'text/vtt' });
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenCalledWith({ file });
    await userEvent.click(screen.getByRole('button', { name: 'Remove captions' }));
    expect(onFileChange).toHaveBeenLastCalledWith({ file: null });
    expect(input.value).toBe('');
    expect(choose).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('says no file is chosen, and shows an error with Remove', async () => {
    const { container } = render(
      <FilePicker
        label="Captions (.vtt)"
        error="The captions file must start with a WEBVTT line."
        onFileChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The captions file must start with a WEBVTT line.',
    );
    expect(
      screen.getByRole('button', { name: 'Captions (.vtt) Choose file' }),
    ).toHaveAccessibleDescription(
      'No file chosen The captions file must start with a WEBVTT line.',
    );
    expect(screen.getByRole('button', { name: 'Remove file' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('speaks the page language', () => {
    render(
      <MessagesProvider messages={spanishMessages} locale="es">
        <FilePicker label="Subtítulos (.vtt)" onFileChange={() => {}} />
      </MessagesProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'Subtítulos (.vtt) Elegir archivo' }),
    ).toHaveAccessibleDescription('Ningún archivo elegido');
  });
});
