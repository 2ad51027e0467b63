import type { Report } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { OTHER, signedIn, THIRD } from '../testing/harness';

/** A report's id (the contract's ids are UUIDs). */
const R1 = '40000000-0000-4000-8000-000000000001';

const report = (id: string, over: Partial<Report> = {}): Report => ({
  id,
  targetType: 'video',
  targetId: THIRD,
  reason: 'spam',
  details: '',
  status: 'open',
  createdAt: '2026-11-24T10:00:00.000Z',
  reporterUserName: 'sam',
  reporterServer: null,
  target: { ownerId: OTHER, ownerUserName: 'leo', text: 'buy now', videoId: THIRD, hidden: false },
  ...over,
});

describe('ModerationStore', () => {
  it('reads the open queue, then the closed one', async () => {
    const h = signedIn();
    h.reply('GET /api/account/admin/reports', {
      status: 200,
      body: { data: { Items: [report(R1)] } },
    });
    await (await h.root.loadModeration()).load();
    expect((await h.root.loadModeration()).reports.map((r) => r.id)).toEqual([R1]);
    await (await h.root.loadModeration()).load('closed');
    expect(h.callsTo('GET /api/account/admin/reports').map((c) => c.query.status)).toEqual([
      'open',
      'closed',
    ]);
  });

  it("shows the server's message when the queue is refused (403)", async () => {
    const h = signedIn();
    h.reply('GET /api/account/admin/reports', {
      status: 403,
      body: { message: 'Only admins can do this.' },
    });
    await (await h.root.loadModeration()).load();
    expect((await h.root.loadModeration()).error).toBe('Only admins can do this.');
  });

  it('hides the reported video (PATCH /admin/content) and reads the queue again', async () => {
    const h = signedIn();
    h.reply('GET /api/account/admin/reports', {
      status: 200,
      body: { data: { Items: [report(R1)] } },
    });
    h.reply('PATCH /api/account/admin/content', { status: 200, body: { message: 'Hidden.' } });
    await (await h.root.loadModeration()).load();
    await expect((await h.root.loadModeration()).setHidden(report(R1), true)).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/admin/content')[0]?.body).toEqual({
      targetType: 'video',
      targetId: THIRD,
      hidden: true,
    });
    expect(h.notify.success).toHaveBeenCalledWith('Hidden.');
    expect(h.callsTo('GET /api/account/admin/reports')).toHaveLength(2);
  });

  it('dismisses a report', async () => {
    const h = signedIn();
    h.reply('GET /api/account/admin/reports', { status: 200, body: { data: { Items: [] } } });
    h.reply(`POST /api/account/admin/reports/${R1}/dismiss`, {
      status: 200,
      body: { message: 'Report dismissed.' },
    });
    await expect((await h.root.loadModeration()).dismiss(report(R1))).resolves.toBe(true);
    expect(h.notify.success).toHaveBeenCalledWith('Report dismissed.');
  });

  it('says so when an action fails', async () => {
    const h = signedIn();
    h.reply('PATCH /api/account/admin/content', { status: 500 });
    await expect((await h.root.loadModeration()).setHidden(report(R1), true)).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error updating report');
  });
});
