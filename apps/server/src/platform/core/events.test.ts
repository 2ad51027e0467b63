import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CoreEvents, decorateEvents, eventsPlugin } from './events';

function recordingLog() {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...args: unknown[]) => errors.push(args) } };
}

describe('CoreEvents', () => {
  it('calls subscribers in the order they subscribed, each finished before the next starts', async () => {
    const events = new CoreEvents(recordingLog().log);
    const calls: string[] = [];
    events.on('userChanged', async ({ userId }) => {
      calls.push(`first starts ${userId}`);
      await new Promise((resolve) => setImmediate(resolve));
      calls.push('first ends');
    });
    events.on('userChanged', () => {
      calls.push('second');
    });
    await events.emit('userChanged', { userId: 'u1' });
    expect(calls).toEqual(['first starts u1', 'first ends', 'second']);
  });

  it('has every effect done when emit returns', async () => {
    const events = new CoreEvents(recordingLog().log);
    let dropped = false;
    events.on('videoChanged', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      dropped = true;
    });
    await events.emit('videoChanged', { videoId: 'v1' });
    expect(dropped).toBe(true);
  });

  it('logs a failing subscriber and still calls the others, without failing the emitter', async () => {
    const { errors, log } = recordingLog();
    const events = new CoreEvents(log);
    const seen: string[] = [];
    events.on('videoChanged', () => {
      throw new Error('boom');
    });
    events.on('videoChanged', async () => {
      await Promise.reject(new Error('async boom'));
    });
    events.on('videoChanged', ({ videoId }) => {
      seen.push(videoId);
    });
    await expect(events.emit('videoChanged', { videoId: 'v2' })).resolves.toBeUndefined();
    expect(seen).toEqual(['v2']);
    expect(errors).toHaveLength(2);
    expect(errors[0]?.[0]).toMatchObject({ event: 'videoChanged', err: { message: 'boom' } });
    expect(errors[1]?.[0]).toMatchObject({ err: { message: 'async boom' } });
  });

  it('delivers an event only to its own subscribers, and not after unsubscribing', async () => {
    const events = new CoreEvents(recordingLog().log);
    const seen: string[] = [];
    const off = events.on('userChanged', ({ userId }) => {
      seen.push(`user ${userId}`);
    });
    events.on('videoChanged', ({ videoId }) => {
      seen.push(`video ${videoId}`);
    });
    await events.emit('userChanged', { userId: 'a' });
    off();
    await events.emit('userChanged', { userId: 'b' });
    await events.emit('videoChanged', { videoId: 'c' });
    expect(seen).toEqual(['user a', 'video c']);
  });

  it('gives every host under the root one shared instance, and a host alone its own', async () => {
    const app = Fastify();
    await app.register(eventsPlugin);
    let child: CoreEvents | undefined;
    await app.register(async (host) => {
      decorateEvents(host);
      child = host.events;
    });
    await app.ready();
    expect(child).toBe(app.events);

    const alone = Fastify();
    await alone.register(async (host) => {
      decorateEvents(host);
      child = host.events;
    });
    await alone.ready();
    expect(child).toBeInstanceOf(CoreEvents);
    await Promise.all([app.close(), alone.close()]);
  });
});
