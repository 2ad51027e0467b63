import { loadConfigOrExit } from './platform/config/config';
import { startTracing } from './platform/observability/startTracing';

/** Entry of the combined server: configuration → app → listen; stops cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Trace export, when configured, starts before the app and `pg` are loaded (ADR 0128).
  const tracing = await startTracing(config, 'server');
  const [{ buildApp }, { seedIfEmpty }] = await Promise.all([
    import('./app'),
    import('./seed/demo'),
  ]);

  const app = await buildApp(config, { tracing });
  if (config.seedDemo) {
    // A fresh DATA_DIR starts with the demo world; an existing one is left alone.
    await seedIfEmpty(app.db, app.media, app.log);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Stops accepting, waits for requests in flight, then closes the database (onClose).
      await app.close();
      await tracing?.shutdown();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics && app.metricsServer) {
    await app.metricsServer.listen({ port: config.metrics.port, host: config.metrics.host });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
