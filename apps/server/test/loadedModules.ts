import { createRequire } from 'node:module';

/**
 * The OpenTelemetry SDK, exporter and instrumentation files this process has loaded (ADR
 * 0128): none unless trace export was started. Node keeps the CommonJS packages it loads,
 * from `import` too, in `require.cache`.
 */
export function loadedTracingModules(): string[] {
  return Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /[\\/]@opentelemetry[\\/](sdk-trace|exporter|instrumentation)|[\\/]@fastify[\\/]otel[\\/]/.test(
      file,
    ),
  );
}
