import path from 'node:path';
import { z } from 'zod';

/** One OpenID Connect provider configured by `OIDC_<NAME>_ISSUER/_CLIENT_ID/_CLIENT_SECRET`. */
export interface OidcProviderConfig {
  /** Lower-case name used in URLs (`/oidc/<name>/start`). */
  name: string;
  /** Human label shown on the sign-in button (`OIDC_<NAME>_LABEL`, default: capitalised name). */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Per-window request budgets of the sign-in, sign-up and OTP routes. */
export interface RateLimitConfig {
  /** Requests per IP per window on each auth route group (`AUTH_RATE_LIMIT_PER_IP`). */
  perIp: number;
  /** Failed login attempts per address per window. */
  loginPerAddress: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the app was built with (`buildApp`). */
    config: Config;
  }
}

/** Everything the server reads from its environment, validated. */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Where PGlite and local media live when nothing else is configured. */
  dataDir: string;
  databaseUrl?: string;
  /** The address browsers use to reach this server (OIDC redirect URIs); no trailing slash. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  oidcProviders: OidcProviderConfig[];
  firebaseServiceAccount?: string;
  s3?: { bucket: string; endpoint?: string; region?: string; prefix: string; publicUrl?: string };
  /** Largest accepted upload in bytes (`UPLOAD_MAX_VIDEO_MB` 200, `UPLOAD_MAX_THUMB_MB` 5). */
  uploadLimits: { video: number; thumb: number };
  /**
   * Leftover clean-up: an upload no video took is removed after `unattachedUploadMs`
   * (`UPLOAD_UNATTACHED_HOURS`, 24); a scratch file untouched for `scratchMaxAgeMs` (1 h)
   * is removed while running; both are checked every `sweepEveryMs` (10 min).
   */
  leftovers: {
    unattachedUploadMs: number;
    scratchMaxAgeMs: number;
    sweepEveryMs: number;
    /** A resumable upload not finished within this long is removed (`UPLOAD_RESUMABLE_HOURS` 24). */
    resumableUploadMs: number;
  };
  /** Origins allowed by CORS besides our own (`CORS_ORIGINS`, comma separated). */
  corsOrigins: string[];
  /**
   * Accounts with these email addresses are admins (`ADMIN_EMAILS`, comma separated, lower
   * case); without any, the first account of a fresh install is one.
   */
  adminEmails: string[];
  logLevel: string;
  /** Largest JSON body in bytes. */
  bodyLimit: number;
  rateLimits: RateLimitConfig;
  /**
   * Whether to believe X-Forwarded-For (`TRUST_PROXY`: `1`/`true`, a hop count, or an
   * address list). Needed behind a reverse proxy so per-IP limits see the client's address.
   */
  trustProxy: boolean | number | string;
  /** Fill an empty database with the demo world at start (`SEED_DEMO`; default: not in production). */
  seedDemo: boolean;
  /**
   * ActivityPub federation (ADR 0150). `allowPrivateAddress` lets it fetch from loopback and
   * private addresses, and the CSP load media from loopback origins: only tests set it
   * (`FEDERATION_ALLOW_PRIVATE_ADDRESSES`, two servers on one machine, ADR 0157).
   */
  federation: { enabled: boolean; allowPrivateAddress: boolean };
  /** How often an idle notification stream gets a keep-alive comment (contract: 25 s). */
  sseKeepAliveMs: number;
  /** The upload processing pipeline (ADR 0016, 0017). */
  media: MediaConfig;
  /**
   * Authors with fewer followers than this have their videos written into each follower's
   * "Following" timeline by jobs; those with this many or more are read at read time
   * (`TIMELINE_PUSH_FOLLOWERS`, default `DEFAULT_TIMELINE_PUSH_FOLLOWERS`, ADR 0106).
   */
  timelinePushFollowers: number;
  /**
   * The Prometheus endpoint (`METRICS_PORT`, `METRICS_HOST`, `METRICS_TOKEN`; ADR 0119): a
   * listener of its own serving `GET /metrics`. Unset: no endpoint and nothing collected.
   */
  metrics?: MetricsConfig;
  /**
   * OpenTelemetry trace export over OTLP/HTTP (`OTEL_EXPORTER_OTLP_ENDPOINT`,
   * `OTEL_SERVICE_NAME`; ADR 0128). Unset: no tracing code is loaded at all.
   */
  traces?: TracesConfig;
}

/** Where this process sends its spans (ADR 0128). */
export interface TracesConfig {
  /** The collector's traces address: `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`. */
  url: string;
  /** `service.name` of the spans (`OTEL_SERVICE_NAME`); unset: `flick-server` or `flick-worker`. */
  serviceName?: string;
}

/** Where this process serves its Prometheus figures (ADR 0119). */
export interface MetricsConfig {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>` (401 otherwise). */
  token?: string;
}

/** The shortest `METRICS_TOKEN` accepted: a secret, not a password to remember. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** See `Config.timelinePushFollowers` (ADR 0106 has the measurement behind it). */
export const DEFAULT_TIMELINE_PUSH_FOLLOWERS = 10_000;

/** Settings of the media pipeline. */
export interface MediaConfig {
  /**
   * Videos this process transcodes at once (`MEDIA_WORKER_CONCURRENCY`, default 1). 0 runs
   * no worker here (PostgreSQL only: `pnpm worker` processes do the work).
   */
  workerConcurrency: number;
  /** Keep each original privately after processing (`MEDIA_KEEP_ORIGINALS=1`); default: delete. */
  keepOriginals: boolean;
  /** Explicit binaries (`FFMPEG_PATH`, `FFPROBE_PATH`); otherwise `ffmpeg`/`ffprobe` on PATH. */
  ffmpegPath?: string;
  ffprobePath?: string;
}

/** Thrown when the environment holds wrong values; `problems` has one line per value. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * One environment variable: its schema (zod) turns the trimmed text into the value and says
 * what is wrong in words that follow the variable's name; `about` and `default` (the text
 * used when it is unset, parsed like any other) or `unset` (what happens when it is unset
 * and has no default text) are what docs/architecture.md#configuration shows.
 */
export interface Variable<S extends z.ZodType<unknown, string> = z.ZodType<unknown, string>> {
  schema: S;
  about: string;
  default?: string;
  unset?: string;
  /** Read as written, not trimmed (`NODE_ENV`: other libraries compare it as it is). */
  verbatim?: boolean;
}

function variable<S extends z.ZodType<unknown, string>>(
  schema: S,
  doc: { about: string; default: string; verbatim?: boolean },
): Variable<S> & { default: string };
function variable<S extends z.ZodType<unknown, string>>(
  schema: S,
  doc: { about: string; unset: string; verbatim?: boolean },
): Variable<S> & { default?: undefined };
function variable<S extends z.ZodType<unknown, string>>(
  schema: S,
  doc: { about: string; default?: string; unset?: string; verbatim?: boolean },
): Variable<S> {
  return { schema, ...doc };
}

const text = () => z.string();

/** A URL of one of `protocols` (`http`, `https`…); `what` completes "must be …". */
const url = (protocols: string[], what: string, showInput = false) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|')})$`),
    error: (issue) => `must be ${what}${showInput ? ` (got "${String(issue.input)}")` : ''}`,
  });

const httpUrl = (showInput = false) =>
  url(['http', 'https'], 'an http:// or https:// URL', showInput);

/** A whole number from `min` (to `max`). */
function wholeNumber(min: number, max?: number) {
  const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
  const error = (issue: { input?: unknown }) =>
    `must be a whole number ${range} (got "${String(issue.input)}")`;
  const number = z.number().min(min, { error });
  return z
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(max === undefined ? number : number.max(max, { error }));
}

/** A positive decimal number of `unit` (megabytes, hours), e.g. `example`. */
function positiveAmount(unit: string, example: string) {
  const error = (issue: { input?: unknown }) =>
    `must be a number of ${unit} above 0, e.g. ${example} (got "${String(issue.input)}")`;
  return z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error })
    .transform(Number)
    .pipe(z.number().gt(0, { error }));
}

/** Megabytes (a decimal above 0), read as whole bytes. */
const megabytes = () => positiveAmount('megabytes', '200').transform((n) => Math.floor(n * MB));

/** Hours (a decimal above 0), read as milliseconds. */
const hours = () => positiveAmount('hours', '24').transform((n) => n * HOUR_MS);

/** `1`/`true` or `0`/`false`. */
const flag = () =>
  z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
    .transform((v) => v === '1' || v === 'true');

/** A comma-separated list; `entry` turns one trimmed, non-empty entry into a value or a problem. */
function list<T>(entry: (value: string) => { value: T } | { problem: string }) {
  return z.string().transform((raw, ctx) => {
    const out: T[] = [];
    for (const part of raw.split(',')) {
      const value = part.trim();
      if (!value) continue;
      const result = entry(value);
      if ('problem' in result)
        ctx.addIssue({ code: 'custom', message: result.problem, input: raw });
      else out.push(result.value);
    }
    return out;
  });
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The keys push delivery signs its token requests with (ADR 0036). */
const SERVICE_ACCOUNT_KEYS = ['project_id', 'client_email', 'private_key'];

/**
 * Every variable the server reads, in the order its problems are listed and the docs table
 * shows them. The one home of their names, defaults, rules and descriptions.
 */
export const VARIABLES = {
  NODE_ENV: variable(
    text().transform((v) => v === 'production'),
    {
      about:
        '`production`: needs `SMTP_URL` or `SMS_WEBHOOK_URL`, never logs codes, no demo world by default',
      unset: 'unset',
      verbatim: true,
    },
  ),
  PORT: variable(wholeNumber(1, 65535), { about: 'port to listen on (1–65535)', default: '3000' }),
  HOST: variable(text(), { about: 'address to listen on', default: '127.0.0.1' }),
  DATA_DIR: variable(
    text().transform((v) => path.resolve(v)),
    {
      about:
        'folder of the embedded database (`pgdata/`) and local media (`media/`); a lock file allows one process per folder. From `pnpm start`: `apps/server/.flick-data`',
      default: './.flick-data',
    },
  ),
  DATABASE_URL: variable(url(['postgres', 'postgresql'], 'a postgres:// or postgresql:// URL'), {
    about:
      '`postgres://` or `postgresql://` URL: use PostgreSQL (15 or later) instead of PGlite; the role must be able to `CREATE EXTENSION citext, pg_trgm`',
    unset: 'unset: PGlite in `DATA_DIR`',
  }),
  PUBLIC_URL: variable(
    httpUrl(true).transform((v) => v.replace(/\/+$/, '')),
    {
      about:
        'the address browsers use; OpenID Connect redirects go to `<PUBLIC_URL>/api/account/oidc/<name>/callback`; shared-video previews, oEmbed and embed addresses are built on it, and oEmbed accepts only page addresses on its origin; an `https:` address adds `upgrade-insecure-requests` to the CSP',
      unset: '`http://localhost:<PORT>`',
    },
  ),
  SMTP_URL: variable(
    url(['smtp', 'smtps'], 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587'),
    {
      about:
        '`smtp://` or `smtps://` URL for codes sent by email, e.g. `smtp://user:pass@host:587`',
      unset: 'unset: codes go to the log',
    },
  ),
  MAIL_FROM: variable(
    text().regex(/@/, {
      error: (issue) => `must contain an email address (got "${String(issue.input)}")`,
    }),
    { about: 'sender of those emails', default: 'Flick <no-reply@flick.local>' },
  ),
  SMS_WEBHOOK_URL: variable(httpUrl(), {
    about:
      '`http(s)://` URL that receives `POST { "to", "text" }` as JSON for codes sent to a phone; any 2xx is success',
    unset: 'unset: codes go to the log',
  }),
  FIREBASE_SERVICE_ACCOUNT: variable(
    text().superRefine((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {}
      if (typeof parsed !== 'object' || parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'must be the service account JSON' });
        return;
      }
      const missing = SERVICE_ACCOUNT_KEYS.filter(
        (key) => typeof (parsed as Record<string, unknown>)[key] !== 'string',
      );
      if (missing.length > 0)
        ctx.addIssue({ code: 'custom', message: `lacks ${missing.join(', ')}` });
    }),
    {
      about:
        "the Firebase service-account JSON (`project_id`, `client_email`, `private_key`): turns on push delivery — new notifications are queued as `push-send` jobs and sent with firebase-admin (ADR 0036) — and allows `https://*.googleapis.com` in the CSP's `connect-src`",
      unset: 'off',
    },
  ),
  S3_BUCKET: variable(text(), {
    about: 'keep media in this S3-compatible bucket (credentials from the usual `AWS_*` variables)',
    unset: 'unset: local disk',
  }),
  S3_ENDPOINT: variable(httpUrl(), {
    about:
      "the bucket's endpoint (also allowed in the CSP's `img-src`/`media-src`/`connect-src`; the bucket needs CORS rules, [deploy.md](deploy.md#media-bucket-cors)); needs `S3_BUCKET`",
    unset: 'the AWS default',
  }),
  S3_REGION: variable(text(), {
    about: "the bucket's region; needs `S3_BUCKET`",
    unset: 'the AWS default',
  }),
  S3_PREFIX: variable(text(), {
    about: 'key prefix of media objects inside the bucket; needs `S3_BUCKET`',
    unset: 'no prefix',
  }),
  S3_PUBLIC_URL: variable(httpUrl(), {
    about:
      "public or CDN base URL the bucket's objects are readable at; requests for a public video's files redirect to `<S3_PUBLIC_URL>/<key>` instead of a presigned URL (added to the CSP); other files always get a presigned URL of their own. A file stays readable there after its video stops being public ([ADR 0090](adr/0090-media-files-follow-their-videos.md)); needs `S3_BUCKET`",
    unset: 'unset: presigned GET URLs (40 s)',
  }),
  UPLOAD_MAX_VIDEO_MB: variable(megabytes(), {
    about: 'largest accepted video upload in megabytes (413 above)',
    default: '200',
  }),
  UPLOAD_MAX_THUMB_MB: variable(megabytes(), {
    about: 'largest accepted picture upload in megabytes (413 above)',
    default: '5',
  }),
  UPLOAD_UNATTACHED_HOURS: variable(hours(), {
    about:
      'an uploaded file no video took is removed, row and file, by the leftover sweep after this many hours',
    default: '24',
  }),
  UPLOAD_RESUMABLE_HOURS: variable(hours(), {
    about:
      'a resumable (tus) upload not finished within this many hours is removed, bytes and record, by the leftover sweep; unfinished bytes wait in `DATA_DIR/resumable` ([ADR 0097](adr/0097-resumable-video-uploads-with-tus.md)), or in the bucket under `resumable/` when `S3_BUCKET` is set ([ADR 0108](adr/0108-uploads-resume-on-any-replica-and-edits-reach-every-screen.md))',
    default: '24',
  }),
  CORS_ORIGINS: variable(
    list<string>((entry) =>
      isUrl(entry, ['http:', 'https:'])
        ? { value: new URL(entry).origin }
        : { problem: `entry "${entry}" must be an http:// or https:// origin` },
    ),
    {
      about: 'comma-separated origins allowed to call the API from elsewhere',
      unset: 'none: same origin only',
    },
  ),
  ADMIN_EMAILS: variable(
    list<string>((entry) => {
      const email = entry.toLowerCase();
      return /^[^\s@]+@[^\s@]+$/.test(email)
        ? { value: email }
        : { problem: `entry "${email}" must be an email address` };
    }),
    {
      about:
        'comma-separated email addresses whose accounts are admins (review reports, hide content); checked at sign-up and at every start, so removing an address revokes it. Unset, the first account of a fresh install is an admin; set, only these addresses and the accounts granted with `pnpm flick admin grant` are',
      unset: 'none',
    },
  ),
  LOG_LEVEL: variable(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }), {
    about: 'the log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
    default: 'info',
  }),
  TRUST_PROXY: variable(
    text().transform((v): boolean | number | string => {
      if (v === '1' || v === 'true') return true;
      if (v === '0' || v === 'false') return false;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
    {
      about:
        "`1`/`true`, a hop count or an address list: read the client's address from `X-Forwarded-For` behind a reverse proxy",
      unset: 'off',
    },
  ),
  AUTH_RATE_LIMIT_PER_IP: variable(wholeNumber(1), {
    about:
      "requests per client address per 10 minutes on each group of sign-in, sign-up, OTP and OpenID Connect routes, and on the signed-out visitors' video reads (watch page, landing)",
    default: '300',
  }),
  FEDERATION: variable(flag(), {
    about:
      '`1`: accounts are followable from other ActivityPub servers (WebFinger, actors, inboxes on `PUBLIC_URL`, which must be the public `https:` address other servers reach; needs Node 22 or later); see [Federation](federation.md)',
    default: '0',
  }),
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: variable(flag(), {
    about:
      '`1`, for tests only (refused in production): federation fetches from loopback and private network addresses, and the CSP lets media and posters load from `http://127.0.0.1:*` and `http://localhost:*` (two servers on one machine, ADR 0157)',
    default: '0',
  }),
  SEED_DEMO: variable(flag(), {
    about: '`1`/`0`: fill an empty database with the demo world at start',
    unset: 'on, except in production',
  }),
  MEDIA_WORKER_CONCURRENCY: variable(wholeNumber(0, 16), {
    about:
      'videos this process transcodes at once (0–16); `0` runs none here and leaves them to `pnpm worker` processes (needs `DATABASE_URL`)',
    default: '1',
  }),
  MEDIA_KEEP_ORIGINALS: variable(flag(), {
    about:
      "`1`: keep each uploaded original privately (`DATA_DIR/originals` or the bucket's `originals/` prefix, never served) after its rendition exists",
    default: '0',
  }),
  FFMPEG_PATH: variable(text(), {
    about:
      'the ffmpeg to use (needs libx264, AAC and an HEVC decoder); when set, the only candidate. Unset: `ffmpeg` on `PATH`, else the binary of the optional `@ffmpeg-installer/ffmpeg` package (an old static build: a last resort, see ADR 0016). The log names the source and versions; without a usable pair the server starts and video uploads answer 503',
    unset: '`PATH`, then the packaged one',
  }),
  FFPROBE_PATH: variable(text(), {
    about:
      'the ffprobe to use, as `FFMPEG_PATH` (the optional package is `@ffprobe-installer/ffprobe`)',
    unset: '`PATH`, then the packaged one',
  }),
  TIMELINE_PUSH_FOLLOWERS: variable(wholeNumber(1), {
    about:
      'authors with fewer followers than this have each new video written into their followers\' "Following" timelines by a job; from this many on, their videos are read when a follower reads the feed ([ADR 0106](adr/0106-following-timelines-written-by-jobs.md)). The same value in every process',
    default: String(DEFAULT_TIMELINE_PUSH_FOLLOWERS),
  }),
  METRICS_PORT: variable(wholeNumber(1, 65535), {
    about:
      'serve Prometheus figures at `GET /metrics` on this port, a listener of its own beside `PORT` (in `pnpm worker` processes too): requests by route, the job queue, transcodes, open notification streams, the PostgreSQL pool ([deploy.md](deploy.md#metrics), [ADR 0119](adr/0119-metrics-on-a-port-of-their-own.md)); must differ from `PORT`',
    unset: 'off: no endpoint, nothing collected',
  }),
  METRICS_HOST: variable(text(), {
    about:
      'address the metrics port listens on (keep it on a private network); needs `METRICS_PORT`',
    unset: 'the value of `HOST`',
  }),
  METRICS_TOKEN: variable(
    text().min(METRICS_TOKEN_MIN_LENGTH, {
      error: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`,
    }),
    {
      about: `a secret of at least ${METRICS_TOKEN_MIN_LENGTH} characters: a scrape must send \`Authorization: Bearer <token>\`, or gets 401; needs \`METRICS_PORT\``,
      unset: 'none: whoever reaches the port may read it',
    },
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(
    httpUrl(true).transform((v) => v.replace(/\/+$/, '')),
    {
      about:
        "export OpenTelemetry traces over OTLP/HTTP (JSON) to this collector, at its `/v1/traces` (in `pnpm worker` processes too): a span per request named by its route with the request id, PostgreSQL queries, and each media job in the trace of the upload that queued it ([deploy.md](deploy.md#traces), [ADR 0128](adr/0128-traces-when-a-collector-is-named.md)). The exporter's other standard variables (`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_EXPORTER_OTLP_TIMEOUT`) apply",
      unset: 'off: no tracing code is loaded',
    },
  ),
  OTEL_SERVICE_NAME: variable(text(), {
    about: '`service.name` of the exported spans; needs `OTEL_EXPORTER_OTLP_ENDPOINT`',
    unset: '`flick-server`, and `flick-worker` in `pnpm worker`',
  }),
  FLICK_DEMO_ASSETS: variable(text(), {
    about: 'folder of the demo clips, avatars and thumbnails',
    unset: '`apps/server/src/seed/assets` (found from the source or the build)',
  }),
  OPENAPI_DIR: variable(text(), {
    about: 'folder of the contract files, when the server runs outside the repository',
    unset: 'the `openapi/` folder found above the server',
  }),
};

export type VariableName = keyof typeof VARIABLES;

type Values = {
  [K in VariableName]: (typeof VARIABLES)[K] extends { default: string }
    ? z.output<(typeof VARIABLES)[K]['schema']>
    : z.output<(typeof VARIABLES)[K]['schema']> | undefined;
};

/**
 * Variables named by a pattern: one OpenID Connect provider per `<NAME>`. Each row is
 * `[pattern, about, when unset]` for the docs table.
 */
export const VARIABLE_FAMILIES: readonly (readonly [string, string, string])[] = [
  [
    'OIDC_<NAME>_ISSUER',
    'one social sign-in provider named `<name>` (`<NAME>` in lower case with `_` as `-`, at most 40 characters): its issuer, an `http(s)://` URL (`https:` required in production); needs the two below',
    'none',
  ],
  ['OIDC_<NAME>_CLIENT_ID', "that provider's client id", 'none'],
  ['OIDC_<NAME>_CLIENT_SECRET', "that provider's client secret", 'none'],
  ['OIDC_<NAME>_LABEL', "that provider's button label", 'the name, capitalised'],
];

/**
 * Variables the libraries read themselves, not this schema: the bucket's credentials, which
 * the AWS SDK takes from the environment. Each is `[name, about]`; `.env.example` lists them
 * after the schema's, and a deployment file may set them.
 */
export const LIBRARY_VARIABLES: readonly (readonly [string, string])[] = [
  ['AWS_ACCESS_KEY_ID', "the bucket's access key (read by the AWS SDK); with `S3_BUCKET`"],
  ['AWS_SECRET_ACCESS_KEY', "the bucket's secret key (read by the AWS SDK); with `S3_BUCKET`"],
];

/** The trimmed text of `name` in `env`, undefined when unset or blank. */
function readText(env: NodeJS.ProcessEnv, name: string, verbatim = false): string | undefined {
  const value = verbatim ? env[name] : env[name]?.trim();
  return value ? value : undefined;
}

/** The messages of a failed parse of `name`, each starting with the name. */
function problemsOf(name: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${name} ${issue.message}`);
}

/**
 * One variable's value, read on its own (for code that runs outside the server's start, e.g.
 * the demo seed); undefined when unset or wrong.
 */
export function readVariable<K extends VariableName>(
  name: K,
  env: NodeJS.ProcessEnv = process.env,
): Values[K] | undefined {
  const spec: Variable = VARIABLES[name];
  const raw = readText(env, name, spec.verbatim) ?? spec.default;
  if (raw === undefined) return undefined;
  const result = spec.schema.safeParse(raw);
  return result.success ? (result.data as Values[K]) : undefined;
}

function readVariables(env: NodeJS.ProcessEnv, problems: string[]): Values {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(VARIABLES) as [string, Variable][]) {
    const given = readText(env, name, spec.verbatim);
    const raw = given ?? spec.default;
    if (raw === undefined) continue;
    const result = spec.schema.safeParse(raw);
    if (result.success) values[name] = result.data;
    else problems.push(...problemsOf(name, result.error));
  }
  return values as Values;
}

/** The providers of `VARIABLE_FAMILIES`, each checked. */
function readOidcProviders(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const upper = match[1];
    const name = upper.toLowerCase().replace(/_/g, '-');
    const issuer = readText(env, key);
    if (issuer === undefined) continue;
    const clientId = readText(env, `OIDC_${upper}_CLIENT_ID`);
    const clientSecret = readText(env, `OIDC_${upper}_CLIENT_SECRET`);
    const issuerCheck = httpUrl().safeParse(issuer);
    if (!issuerCheck.success) problems.push(...problemsOf(key, issuerCheck.error));
    else if (production && !issuer.startsWith('https:')) {
      problems.push(`${key} must use https:// in production`);
    }
    if (clientId === undefined) problems.push(`OIDC_${upper}_CLIENT_ID is missing for ${key}`);
    if (clientSecret === undefined) {
      problems.push(`OIDC_${upper}_CLIENT_SECRET is missing for ${key}`);
    }
    if (name.length > 40) problems.push(`OIDC provider name ${upper} is longer than 40 characters`);
    providers.push({
      name,
      label: readText(env, `OIDC_${upper}_LABEL`) ?? name.charAt(0).toUpperCase() + name.slice(1),
      issuer,
      clientId: clientId ?? '',
      clientSecret: clientSecret ?? '',
    });
  }
  return providers;
}

/**
 * Rules between variables, each given whether a variable is set and the values read: a
 * problem, or undefined when the rule holds.
 */
const PAIR_RULES: ((set: (name: VariableName) => boolean, v: Values) => string | undefined)[] = [
  (set, v) =>
    v.NODE_ENV && !set('SMTP_URL') && !set('SMS_WEBHOOK_URL')
      ? 'NODE_ENV=production needs a real OTP delivery: set SMTP_URL (email) and/or SMS_WEBHOOK_URL (phone)'
      : undefined,
  (set) =>
    !set('S3_BUCKET') &&
    (set('S3_ENDPOINT') || set('S3_REGION') || set('S3_PUBLIC_URL') || set('S3_PREFIX'))
      ? 'S3_ENDPOINT, S3_REGION, S3_PREFIX and S3_PUBLIC_URL need S3_BUCKET'
      : undefined,
  (set, v) =>
    v.MEDIA_WORKER_CONCURRENCY === 0 && !set('DATABASE_URL')
      ? 'MEDIA_WORKER_CONCURRENCY=0 needs DATABASE_URL: on the embedded database only the server process can run the media worker'
      : undefined,
  (_set, v) =>
    v.NODE_ENV && v.FEDERATION_ALLOW_PRIVATE_ADDRESSES
      ? 'FEDERATION_ALLOW_PRIVATE_ADDRESSES is for tests: it is refused with NODE_ENV=production'
      : undefined,
  (set) =>
    !set('METRICS_PORT') && (set('METRICS_HOST') || set('METRICS_TOKEN'))
      ? 'METRICS_HOST and METRICS_TOKEN need METRICS_PORT'
      : undefined,
  (_set, v) =>
    v.METRICS_PORT !== undefined && v.METRICS_PORT === v.PORT
      ? 'METRICS_PORT must differ from PORT: the metrics have a listener of their own'
      : undefined,
  (set) =>
    !set('OTEL_EXPORTER_OTLP_ENDPOINT') && set('OTEL_SERVICE_NAME')
      ? 'OTEL_SERVICE_NAME needs OTEL_EXPORTER_OTLP_ENDPOINT'
      : undefined,
];

/**
 * For an entry point (server, worker): the configuration, or its one message on stderr and
 * exit 1 when a value is wrong.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Reads and validates the configuration (`VARIABLES`, `VARIABLE_FAMILIES`, `PAIR_RULES`).
 * Collects every problem before failing so one start shows all wrong values at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const v = readVariables(env, problems);
  const production = v.NODE_ENV ?? false;
  const port = v.PORT ?? 3000;
  const publicUrl = v.PUBLIC_URL ?? `http://localhost:${port}`;
  const oidcProviders = readOidcProviders(env, production, problems);
  const set = (name: VariableName) => readText(env, name, VARIABLES[name].verbatim) !== undefined;
  for (const rule of PAIR_RULES) {
    const problem = rule(set, v);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const s3: Config['s3'] = v.S3_BUCKET
    ? {
        bucket: v.S3_BUCKET,
        ...(v.S3_ENDPOINT ? { endpoint: v.S3_ENDPOINT } : {}),
        ...(v.S3_REGION ? { region: v.S3_REGION } : {}),
        prefix: v.S3_PREFIX ?? '',
        ...(v.S3_PUBLIC_URL ? { publicUrl: v.S3_PUBLIC_URL } : {}),
      }
    : undefined;
  const media: MediaConfig = {
    workerConcurrency: v.MEDIA_WORKER_CONCURRENCY,
    keepOriginals: v.MEDIA_KEEP_ORIGINALS,
    ...(v.FFMPEG_PATH ? { ffmpegPath: v.FFMPEG_PATH } : {}),
    ...(v.FFPROBE_PATH ? { ffprobePath: v.FFPROBE_PATH } : {}),
  };
  return {
    production,
    port,
    host: v.HOST,
    dataDir: v.DATA_DIR,
    ...(v.DATABASE_URL ? { databaseUrl: v.DATABASE_URL } : {}),
    publicUrl,
    ...(v.SMTP_URL ? { smtpUrl: v.SMTP_URL } : {}),
    mailFrom: v.MAIL_FROM,
    ...(v.SMS_WEBHOOK_URL ? { smsWebhookUrl: v.SMS_WEBHOOK_URL } : {}),
    oidcProviders,
    ...(v.FIREBASE_SERVICE_ACCOUNT ? { firebaseServiceAccount: v.FIREBASE_SERVICE_ACCOUNT } : {}),
    ...(s3 ? { s3 } : {}),
    uploadLimits: { video: v.UPLOAD_MAX_VIDEO_MB, thumb: v.UPLOAD_MAX_THUMB_MB },
    leftovers: {
      unattachedUploadMs: v.UPLOAD_UNATTACHED_HOURS,
      resumableUploadMs: v.UPLOAD_RESUMABLE_HOURS,
      scratchMaxAgeMs: HOUR_MS,
      sweepEveryMs: 10 * 60_000,
    },
    corsOrigins: v.CORS_ORIGINS ?? [],
    adminEmails: v.ADMIN_EMAILS ?? [],
    logLevel: v.LOG_LEVEL,
    bodyLimit: 64 * 1024,
    rateLimits: { perIp: v.AUTH_RATE_LIMIT_PER_IP, loginPerAddress: 10, windowMs: 10 * 60 * 1000 },
    sseKeepAliveMs: 25_000,
    // Demo users share a published password: never seeded in production unless asked for.
    seedDemo: v.SEED_DEMO ?? !production,
    federation: {
      enabled: v.FEDERATION,
      allowPrivateAddress: v.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
    },
    trustProxy: v.TRUST_PROXY ?? false,
    media,
    timelinePushFollowers: v.TIMELINE_PUSH_FOLLOWERS,
    ...(v.METRICS_PORT !== undefined
      ? {
          metrics: {
            port: v.METRICS_PORT,
            host: v.METRICS_HOST ?? v.HOST,
            ...(v.METRICS_TOKEN ? { token: v.METRICS_TOKEN } : {}),
          },
        }
      : {}),
    ...(v.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          traces: {
            url: `${v.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`,
            ...(v.OTEL_SERVICE_NAME ? { serviceName: v.OTEL_SERVICE_NAME } : {}),
          },
        }
      : {}),
  };
}
