import { loadConfigOrExit } from './platform/config/config';
import { startTracing } from './platform/observability/startTracing';

/**
 * Entry of `pnpm worker` (`workerProcess.ts`): the configuration, then trace export when it is
 * configured, before the worker and `pg` are loaded (ADR 0128).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const tracing = await startTracing(config, 'worker');
  const { runWorker } = await import('./workerProcess');
  await runWorker(config, tracing);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
