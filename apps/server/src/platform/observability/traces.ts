import type { FastifyPluginCallback } from 'fastify';

/** The attribute naming a request's id (the `X-Request-Id` of ADR 0119) on its spans. */
export const REQUEST_ID_ATTRIBUTE = 'flick.request_id';

/**
 * Probes a load balancer sends every few seconds: traced, they would be most of the spans a
 * collector receives and tell nothing (the metrics count them).
 */
export const UNTRACED_PATHS: readonly string[] = ['/api/health', '/api/ready'];

/** The span of a media job in the worker (its parent: the request that queued it). */
export const MEDIA_JOB_SPAN = 'media job';

/**
 * The W3C trace context (`traceparent`, and `tracestate` when there is one) of the span a job
 * was queued in, carried in the job's data next to its `requestId` (ADR 0128).
 */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** Which entry point is exporting: the default `service.name` is `flick-<process>`. */
export type TracedProcess = 'server' | 'worker';

/**
 * A process's tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (ADR 0128). Everything that
 * touches OpenTelemetry goes through this handle, so a process without it loads none of it.
 */
export interface Tracing {
  /** @fastify/otel's plugin: a span per request, named by its route, with the request id. */
  fastifyPlugin: FastifyPluginCallback;
  /** The trace context of the active span, to queue with a job; empty outside any span. */
  carrier(): TraceCarrier;
  /** Runs `work` in a span `name` that continues the trace of `from` (a job's data). */
  inSpan<T>(
    name: string,
    from: TraceCarrier,
    attributes: Record<string, string | number>,
    work: () => Promise<T>,
  ): Promise<T>;
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops tracing (the process is stopping). */
  shutdown(): Promise<void>;
}

/** What a job queued by `request` carries to the worker: its request id and trace (ADR 0119, 0128). */
export function jobOrigin(
  tracing: Tracing | null,
  requestId: string,
): { requestId: string } & TraceCarrier {
  return { requestId, ...tracing?.carrier() };
}
