import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFreshDatabase, UNKNOWN_ID } from '../../../test/helpers';
import { startJobQueue } from './queue';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job still running when its queue stops', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  for (const outcome of ['fails', 'succeeds'] as const) {
    it(`${outcome} after the stop's time-out without an error nobody can catch`, async () => {
      const fresh = await openFreshDatabase();
      const queue = await startJobQueue(fresh.handle.db, log, {
        recoverOrphans: false,
        leaseId: UNKNOWN_ID,
      });
      let started = false;
      let ended = false;
      try {
        await queue.workMedia(1, async () => {
          started = true;
          await sleep(1_500);
          ended = true;
          if (outcome === 'fails') throw new Error('the job failed late');
        });
        await queue.sendMedia({ videoId: UNKNOWN_ID });
        for (let i = 0; i < 100 && !started; i += 1) await sleep(50);
        expect(started).toBe(true);
        // The stop gives up waiting long before the job ends...
        await queue.stop(100);
        expect(ended).toBe(false);
      } finally {
        // ...and the job ends after it, while the database is still open and then once it
        // is closed: pg-boss's own `complete`/`fail` of the job must not reject.
        for (let i = 0; i < 100 && !ended; i += 1) await sleep(50);
        await sleep(200);
        await fresh.close();
      }
      expect(ended).toBe(true);
      expect(rejections).toEqual([]);
    });
  }
});
