import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/* A collector's OTLP/HTTP traces endpoint for the tests of ADR 0128 (JSON bodies). */

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A collector's OTLP/HTTP traces endpoint: keeps every span it is sent, with its service. */
export class OtlpReceiver {
  readonly spans: (OtlpSpan & { service: string })[] = [];
  readonly contentTypes: string[] = [];
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      this.contentTypes.push(String(req.headers['content-type']));
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const data = JSON.parse(body.toString('utf8')) as OtlpExport;
      for (const resource of data.resourceSpans) {
        const service =
          resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ??
          '';
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) this.spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // An exporter keeps its connection open between batches.
    this.server.closeAllConnections();
    await closed;
  }
}

/** The value of `span`'s attribute `key` (a string, or a number for integers). */
export function attribute(span: OtlpSpan, key: string): string | number | undefined {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  if (!value) return undefined;
  return value.stringValue ?? Number(value.intValue);
}
