import { describe, expect, it } from 'vitest';
import { TOO_LONG } from '../platform/media/probe';
import { failureReasonIn, notificationText } from '../platform/messaging/texts';
import { FAILURE } from './pipeline';

describe('why an upload failed, as its owner is told', () => {
  it("says why an upload failed in the reader's language", async () => {
    const unreadable = await failureReasonIn('es', FAILURE.unreadable);
    expect(notificationText('es', 'videoFailed', 'x', unreadable)).toBe(
      'No se pudo procesar tu vídeo: El archivo no se pudo convertir en un vídeo reproducible.',
    );
    expect(notificationText('en', 'videoFailed', 'x', FAILURE.missing)).toBe(
      `Your video could not be processed: ${FAILURE.missing}`,
    );
    expect(notificationText('en', 'videoFailed', 'x', null)).toBe(
      'Your video could not be processed: unknown error.',
    );
    for (const reason of Object.values(FAILURE)) {
      expect(await failureReasonIn('ar', reason), reason).not.toBe(reason);
    }
    // A server's error text (the errors catalog): the video is too long.
    expect(await failureReasonIn('es', TOO_LONG)).not.toBe(TOO_LONG);
    expect(await failureReasonIn('es', 'Something nobody wrote down.')).toBe(
      'Something nobody wrote down.',
    );
  });
});
