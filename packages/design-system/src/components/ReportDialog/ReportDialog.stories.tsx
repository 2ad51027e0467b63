import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ReportDialog, type ReportDialogProps, type ReportReasonValue } from './ReportDialog';

function Stateful(args: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReasonValue | null>(args.reason);
  const [details, setDetails] = useState(args.details);
  return (
    <ReportDialog
      {...args}
      reason={reason}
      onReasonChange={(change) => {
        setReason(change.reason);
        args.onReasonChange(change);
      }}
      details={details}
      onDetailsChange={(change) => {
        setDetails(change.details);
        args.onDetailsChange(change);
      }}
    />
  );
}

const meta = {
  title: 'Flick/ReportDialog',
  component: ReportDialog,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    subject: 'video',
    reason: null,
    details: '',
    onOpenChange: fn(),
    onReasonChange: fn(),
    onDetailsChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndReport: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Report video' });
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await expect(args.onReasonChange).toHaveBeenCalledWith({ reason: 'spam' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), 'ads');
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const SomethingElseNeedsText: Story = {
  args: { reason: 'other', error: 'Please tell us what is wrong.' },
  play: async () => {
    await screen.findByRole('textbox', { name: 'Tell us what is wrong' });
    await expect(screen.getByRole('alert')).toHaveTextContent('Please tell us what is wrong.');
  },
};

export const Sending: Story = { args: { reason: 'hate', pending: true } };

export const ReportUser: Story = { args: { subject: 'user' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
