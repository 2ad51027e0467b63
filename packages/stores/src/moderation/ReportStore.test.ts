import { describe, expect, it } from 'vitest';
import { OTHER, signedIn } from '../testing/harness';

describe('ReportStore', () => {
  it('sends the reason and trimmed text (POST /report) and closes on 201', async () => {
    const h = signedIn();
    h.reply('POST /api/account/report', {
      status: 201,
      body: { message: 'Thanks for your report. Our team will review it.' },
    });
    const report = h.root.report;
    report.start({ targetType: 'video', targetId: OTHER });
    expect(report.open).toBe(true);
    report.setReason('harassment');
    report.setDetails('  mean to me  ');
    await expect(report.submit()).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/report')[0]?.body).toEqual({
      targetType: 'video',
      targetId: OTHER,
      reason: 'harassment',
      details: 'mean to me',
    });
    expect(report.open).toBe(false);
    expect(h.notify.success).toHaveBeenCalledWith(
      'Thanks for your report. Our team will review it.',
    );
  });

  it("sends a reply from another server's report there too only when asked (docs/federation.md)", async () => {
    const h = signedIn();
    h.reply('POST /api/account/report', { status: 201, body: { message: 'Thanks.' } });
    const report = h.root.report;
    const remote = { targetType: 'comment', targetId: OTHER, server: 'mastodon.example' } as const;
    report.start(remote);
    report.setReason('spam');
    await report.submit();
    report.start(remote);
    expect(report.forward).toBe(false);
    report.setReason('spam');
    report.setForward(true);
    await report.submit();
    // A local target never asks for forwarding, whatever the switch said.
    report.start({ targetType: 'comment', targetId: OTHER });
    report.setReason('spam');
    report.setForward(true);
    await report.submit();
    expect(h.callsTo('POST /api/account/report').map((c) => c.body)).toEqual([
      { targetType: 'comment', targetId: OTHER, reason: 'spam', details: '' },
      { targetType: 'comment', targetId: OTHER, reason: 'spam', details: '', forward: true },
      { targetType: 'comment', targetId: OTHER, reason: 'spam', details: '' },
    ]);
  });

  it('does not send without a reason, or "Something else" without text', async () => {
    const h = signedIn();
    const report = h.root.report;
    report.start({ targetType: 'comment', targetId: OTHER });
    await expect(report.submit()).resolves.toBe(false);
    expect(report.error).toBe('Please choose a reason.');
    report.setReason('other');
    report.setDetails('   ');
    await expect(report.submit()).resolves.toBe(false);
    expect(report.error).toBe('Please tell us what is wrong.');
    report.setDetails('x'.repeat(501));
    await expect(report.submit()).resolves.toBe(false);
    expect(report.error).toBe('Please keep it under 500 characters.');
    expect(h.callsTo('POST /api/account/report')).toHaveLength(0);
  });

  it("keeps the dialog open with the server's message on failure, said there only (no toast)", async () => {
    const h = signedIn();
    h.reply('POST /api/account/report', {
      status: 409,
      body: { message: 'You have already reported this. Our team will review it.' },
    });
    const report = h.root.report;
    report.start({ targetType: 'user', targetId: OTHER });
    report.setReason('spam');
    await expect(report.submit()).resolves.toBe(false);
    expect(report.open).toBe(true);
    expect(report.error).toBe('You have already reported this. Our team will review it.');
    expect(h.notify.error).not.toHaveBeenCalled();
  });
});
