import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/http/errors';
import {
  dismissReport,
  fileReport,
  firstAdminNotice,
  listReports,
  REPORT_FILED,
  REPORT_TOO_MANY,
  requireAdmin,
  setHidden,
  syncAdminEmails,
} from '../../../rules/moderation/moderation.service';
import { route } from '../route';

/** Reports from users and the admins' review of them (docs/product.md#reports-and-moderation). */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  await syncAdminEmails(app.db, app.config.adminEmails);
  if (app.config.adminEmails.length === 0) app.log.info(await firstAdminNotice(app.db));

  route(app, 'reportContent', async (request, reply) => {
    await app.rateLimits.reports.hit(`report:${request.userId}`, REPORT_TOO_MANY);
    const filed = await fileReport(app.db, request.userId, request.body);
    // A reply from another server: its server is told too when the reporter asked (ADR 0158).
    if (filed.remote && request.body.forward) {
      await app.events.emit('reportForwarded', {
        reportId: filed.id,
        ...filed.remote,
        reason: filed.reason,
        details: filed.details,
      });
    }
    reply.code(201);
    return { message: REPORT_FILED };
  });

  route(app, 'getReports', async (request) => {
    await requireAdmin(app.db, request.userId);
    return { data: { Items: await listReports(app.db, request.query.status ?? 'open') } };
  });

  route(app, 'dismissReport', async (request) => {
    await requireAdmin(app.db, request.userId);
    await dismissReport(app.db, request.params.reportId, request.userId);
    return { message: 'Report dismissed.' };
  });

  route(app, 'setContentHidden', async (request) => {
    await requireAdmin(app.db, request.userId);
    const { targetType, hidden } = request.body;
    const changed = await setHidden(app.db, request.body, request.userId);
    if (!changed) {
      throw notFound(targetType === 'video' ? 'Video not found.' : 'Comment not found.');
    }
    // A Flick user's comment on a video of another server: hidden, that server is sent its
    // Delete. Shown again, it is served at its id again but not sent again (ADR 0162).
    const remote = changed.commentOnRemote;
    if (remote && hidden) {
      await app.events.emit('remoteVideoAction', {
        ...remote,
        kind: 'deleteComment',
        at: new Date(),
      });
    }
    // This process's feed page drops it at once (others notice the range change, ADR 0009).
    if (targetType === 'video') {
      await app.events.emit('videoChanged', { videoId: request.body.targetId });
    }
    return { message: hidden ? 'Hidden.' : 'Visible again.' };
  });
}
