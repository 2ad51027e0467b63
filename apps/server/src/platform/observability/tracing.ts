import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback } from 'fastify';
import { REQUEST_ID_ATTRIBUTE, type TraceCarrier, type Tracing, UNTRACED_PATHS } from './traces';

/**
 * OpenTelemetry for one process (ADR 0128), loaded only through `startTracing` when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set: the Node tracer provider exporting in batches over
 * OTLP/HTTP (JSON), W3C trace context, `pg` queries as child spans of whatever span is active
 * (never roots: the job queue's polling would flood the collector), and @fastify/otel's
 * request spans renamed `METHOD /route/:pattern`.
 */
export function createTracing(options: { url: string; serviceName: string }): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: options.url }))],
  });
  // The global provider, AsyncLocalStorage context and W3C propagation (traceparent).
  provider.register();
  const fastify = new FastifyOtelInstrumentation({
    // One span for the request and one for its handler; a span per hook is noise here.
    instrumentHooks: false,
    ignorePaths: (route) => UNTRACED_PATHS.includes(route.url),
    requestHook(span, request) {
      const route = request.routeOptions.url;
      if (route) span.updateName(`${request.method} ${route}`);
      span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
    },
  });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      fastify,
    ],
  });
  const tracer = provider.getTracer('flick');

  return {
    fastifyPlugin: fastify.plugin() as FastifyPluginCallback,
    carrier() {
      const carrier: TraceCarrier = {};
      propagation.inject(context.active(), carrier);
      return carrier;
    },
    inSpan(name, from, attributes, work) {
      const parent = propagation.extract(ROOT_CONTEXT, from);
      return tracer.startActiveSpan(
        name,
        { kind: SpanKind.CONSUMER, attributes },
        parent,
        async (span) => {
          try {
            return await work();
          } catch (err) {
            span.recordException(err instanceof Error ? err : String(err));
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw err;
          } finally {
            span.end();
          }
        },
      );
    },
    flush: () => provider.forceFlush(),
    async shutdown() {
      unregister();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
