import type {
  MessageQueue,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify';
import type { JobQueue } from '../jobs/queue';

/**
 * Fedify's message queue as the project's durable job queue (pg-boss, ADR 0017; ADR 0150):
 * every outgoing delivery and every inbox activity is a job, on PGlite and PostgreSQL alike.
 * Retries are pg-boss's (`FEDERATION_RETRY`, exponential backoff), so Fedify is told the queue
 * retries natively and a failed delivery throws back to the job.
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = true;

  constructor(private readonly jobs: JobQueue) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delay = options?.delay?.total('millisecond');
    await this.jobs.sendFederation(message, delay && delay > 0 ? delay : undefined);
  }

  async listen(
    handler: (message: unknown) => Promise<void> | void,
    options?: MessageQueueListenOptions,
  ): Promise<void> {
    await this.jobs.workFederation(async (message) => {
      await handler(message);
    });
    // Fedify's contract: resolves when the signal is aborted. The job queue's own stop (at the
    // app's close) ends the worker.
    const signal = options?.signal;
    if (!signal) return new Promise<void>(() => {});
    if (signal.aborted) return;
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  }
}
