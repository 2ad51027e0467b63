import type { Config } from '../config/config';
import type { TracedProcess, Tracing } from './traces';

/**
 * Starts this process's trace export when configured, before the app and `pg` are loaded
 * (the PostgreSQL instrumentation patches `pg` as it is first required): entry points call it
 * first and import the rest afterwards. Unset, it is null and no OpenTelemetry package is loaded.
 */
export async function startTracing(
  config: Config,
  process: TracedProcess,
): Promise<Tracing | null> {
  if (!config.traces) return null;
  const { createTracing } = await import('./tracing');
  return createTracing({
    url: config.traces.url,
    serviceName: config.traces.serviceName ?? `flick-${process}`,
  });
}
