import path from 'node:path';

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
   * case); besides them, the first account of a fresh install is one.
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
}

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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

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
 * Reads and validates the configuration. Collects every problem before failing so one
 * start shows all wrong values at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const production = env.NODE_ENV === 'production';

  let port = 3000;
  const rawPort = text('PORT');
  if (rawPort !== undefined) {
    const n = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || n < 1 || n > 65535) {
      problems.push(`PORT must be a whole number from 1 to 65535 (got "${rawPort}")`);
    } else {
      port = n;
    }
  }

  const host = text('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(text('DATA_DIR') ?? './.flick-data');

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  let publicUrl = text('PUBLIC_URL') ?? `http://localhost:${port}`;
  if (!isUrl(publicUrl, ['http:', 'https:'])) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrl}")`);
  }
  publicUrl = publicUrl.replace(/\/+$/, '');

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587');
  }
  const mailFrom = text('MAIL_FROM') ?? 'Flick <no-reply@flick.local>';
  if (!/@/.test(mailFrom)) {
    problems.push(`MAIL_FROM must contain an email address (got "${mailFrom}")`);
  }

  const smsWebhookUrl = text('SMS_WEBHOOK_URL');
  if (smsWebhookUrl !== undefined && !isUrl(smsWebhookUrl, ['http:', 'https:'])) {
    problems.push('SMS_WEBHOOK_URL must be an http:// or https:// URL');
  }

  if (production && smtpUrl === undefined && smsWebhookUrl === undefined) {
    problems.push(
      'NODE_ENV=production needs a real OTP delivery: set SMTP_URL (email) and/or SMS_WEBHOOK_URL (phone)',
    );
  }

  const oidcProviders: OidcProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const upper = match[1];
    const name = upper.toLowerCase().replace(/_/g, '-');
    const issuer = text(key);
    const clientId = text(`OIDC_${upper}_CLIENT_ID`);
    const clientSecret = text(`OIDC_${upper}_CLIENT_SECRET`);
    if (issuer === undefined) continue;
    if (!isUrl(issuer, ['http:', 'https:'])) {
      problems.push(`${key} must be an http:// or https:// URL`);
    } else if (production && !issuer.startsWith('https:')) {
      problems.push(`${key} must use https:// in production`);
    }
    if (clientId === undefined) problems.push(`OIDC_${upper}_CLIENT_ID is missing for ${key}`);
    if (clientSecret === undefined) {
      problems.push(`OIDC_${upper}_CLIENT_SECRET is missing for ${key}`);
    }
    if (name.length > 40) problems.push(`OIDC provider name ${upper} is longer than 40 characters`);
    oidcProviders.push({
      name,
      label: text(`OIDC_${upper}_LABEL`) ?? name.charAt(0).toUpperCase() + name.slice(1),
      issuer,
      clientId: clientId ?? '',
      clientSecret: clientSecret ?? '',
    });
  }

  const firebaseServiceAccount = text('FIREBASE_SERVICE_ACCOUNT');
  if (firebaseServiceAccount !== undefined) {
    try {
      const parsed: unknown = JSON.parse(firebaseServiceAccount);
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      // What push delivery signs its token requests with (ADR 0036).
      const missing = ['project_id', 'client_email', 'private_key'].filter(
        (key) => typeof (parsed as Record<string, unknown>)[key] !== 'string',
      );
      if (missing.length > 0) {
        problems.push(`FIREBASE_SERVICE_ACCOUNT lacks ${missing.join(', ')}`);
      }
    } catch {
      problems.push('FIREBASE_SERVICE_ACCOUNT must be the service account JSON');
    }
  }

  let s3: Config['s3'];
  const bucket = text('S3_BUCKET');
  const endpoint = text('S3_ENDPOINT');
  const region = text('S3_REGION');
  if (endpoint !== undefined && !isUrl(endpoint, ['http:', 'https:'])) {
    problems.push('S3_ENDPOINT must be an http:// or https:// URL');
  }
  const s3PublicUrl = text('S3_PUBLIC_URL');
  if (s3PublicUrl !== undefined && !isUrl(s3PublicUrl, ['http:', 'https:'])) {
    problems.push('S3_PUBLIC_URL must be an http:// or https:// URL');
  }
  if (bucket !== undefined) {
    s3 = {
      bucket,
      ...(endpoint ? { endpoint } : {}),
      ...(region ? { region } : {}),
      prefix: text('S3_PREFIX') ?? '',
      ...(s3PublicUrl ? { publicUrl: s3PublicUrl } : {}),
    };
  } else if (
    endpoint !== undefined ||
    region !== undefined ||
    s3PublicUrl !== undefined ||
    text('S3_PREFIX') !== undefined
  ) {
    problems.push('S3_ENDPOINT, S3_REGION, S3_PREFIX and S3_PUBLIC_URL need S3_BUCKET');
  }

  const megabytes = (name: string, fallback: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback * MB;
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || !(n > 0)) {
      problems.push(`${name} must be a number of megabytes above 0, e.g. 200 (got "${raw}")`);
      return fallback * MB;
    }
    return Math.floor(n * MB);
  };
  const uploadLimits = {
    video: megabytes('UPLOAD_MAX_VIDEO_MB', 200),
    thumb: megabytes('UPLOAD_MAX_THUMB_MB', 5),
  };

  let unattachedHours = 24;
  const unattachedRaw = text('UPLOAD_UNATTACHED_HOURS');
  if (unattachedRaw !== undefined) {
    unattachedHours = Number(unattachedRaw);
    if (!/^\d+(\.\d+)?$/.test(unattachedRaw) || !(unattachedHours > 0)) {
      problems.push(
        `UPLOAD_UNATTACHED_HOURS must be a number of hours above 0, e.g. 24 (got "${unattachedRaw}")`,
      );
      unattachedHours = 24;
    }
  }
  let resumableHours = 24;
  const resumableRaw = text('UPLOAD_RESUMABLE_HOURS');
  if (resumableRaw !== undefined) {
    resumableHours = Number(resumableRaw);
    if (!/^\d+(\.\d+)?$/.test(resumableRaw) || !(resumableHours > 0)) {
      problems.push(
        `UPLOAD_RESUMABLE_HOURS must be a number of hours above 0, e.g. 24 (got "${resumableRaw}")`,
      );
      resumableHours = 24;
    }
  }
  const leftovers = {
    unattachedUploadMs: unattachedHours * 3_600_000,
    resumableUploadMs: resumableHours * 3_600_000,
    scratchMaxAgeMs: 3_600_000,
    sweepEveryMs: 10 * 60_000,
  };

  const corsOrigins: string[] = [];
  for (const origin of (text('CORS_ORIGINS') ?? '').split(',')) {
    const o = origin.trim();
    if (!o) continue;
    if (!isUrl(o, ['http:', 'https:'])) {
      problems.push(`CORS_ORIGINS entry "${o}" must be an http:// or https:// origin`);
    } else {
      corsOrigins.push(new URL(o).origin);
    }
  }

  const adminEmails: string[] = [];
  for (const entry of (text('ADMIN_EMAILS') ?? '').split(',')) {
    const email = entry.trim().toLowerCase();
    if (!email) continue;
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      problems.push(`ADMIN_EMAILS entry "${email}" must be an email address`);
    } else {
      adminEmails.push(email);
    }
  }

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const proxyText = text('TRUST_PROXY');
  let trustProxy: boolean | number | string = false;
  if (proxyText === '1' || proxyText === 'true') trustProxy = true;
  else if (proxyText !== undefined && /^\d+$/.test(proxyText)) trustProxy = Number(proxyText);
  else if (proxyText !== undefined && proxyText !== '0' && proxyText !== 'false')
    trustProxy = proxyText;

  let perIp = 300;
  const perIpText = text('AUTH_RATE_LIMIT_PER_IP');
  if (perIpText !== undefined) {
    if (!/^\d+$/.test(perIpText) || Number(perIpText) < 1) {
      problems.push(
        `AUTH_RATE_LIMIT_PER_IP must be a whole number of at least 1 (got "${perIpText}")`,
      );
    } else {
      perIp = Number(perIpText);
    }
  }

  const seedText = text('SEED_DEMO');
  if (seedText !== undefined && !['0', '1', 'true', 'false'].includes(seedText)) {
    problems.push('SEED_DEMO must be 1 or 0');
  }
  // Demo users share a published password: never seeded in production unless asked for.
  const seedDemo = seedText === undefined ? !production : seedText === '1' || seedText === 'true';

  let workerConcurrency = 1;
  const concurrencyText = text('MEDIA_WORKER_CONCURRENCY');
  if (concurrencyText !== undefined) {
    const n = Number(concurrencyText);
    if (!/^\d+$/.test(concurrencyText) || n > 16) {
      problems.push(
        `MEDIA_WORKER_CONCURRENCY must be a whole number from 0 to 16 (got "${concurrencyText}")`,
      );
    } else if (n === 0 && databaseUrl === undefined) {
      problems.push(
        'MEDIA_WORKER_CONCURRENCY=0 needs DATABASE_URL: on the embedded database only the server process can run the media worker',
      );
    } else {
      workerConcurrency = n;
    }
  }
  let timelinePushFollowers = DEFAULT_TIMELINE_PUSH_FOLLOWERS;
  const pushText = text('TIMELINE_PUSH_FOLLOWERS');
  if (pushText !== undefined) {
    if (!/^\d+$/.test(pushText) || Number(pushText) < 1) {
      problems.push(
        `TIMELINE_PUSH_FOLLOWERS must be a whole number of at least 1 (got "${pushText}")`,
      );
    } else {
      timelinePushFollowers = Number(pushText);
    }
  }
  const keepText = text('MEDIA_KEEP_ORIGINALS');
  if (keepText !== undefined && !['0', '1', 'true', 'false'].includes(keepText)) {
    problems.push('MEDIA_KEEP_ORIGINALS must be 1 or 0');
  }
  const ffmpegPath = text('FFMPEG_PATH');
  const ffprobePath = text('FFPROBE_PATH');
  const media: MediaConfig = {
    workerConcurrency,
    keepOriginals: keepText === '1' || keepText === 'true',
    ...(ffmpegPath ? { ffmpegPath } : {}),
    ...(ffprobePath ? { ffprobePath } : {}),
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    production,
    port,
    host,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    publicUrl,
    ...(smtpUrl ? { smtpUrl } : {}),
    mailFrom,
    ...(smsWebhookUrl ? { smsWebhookUrl } : {}),
    oidcProviders,
    ...(firebaseServiceAccount ? { firebaseServiceAccount } : {}),
    ...(s3 ? { s3 } : {}),
    uploadLimits,
    leftovers,
    corsOrigins,
    adminEmails,
    logLevel,
    bodyLimit: 64 * 1024,
    rateLimits: { perIp, loginPerAddress: 10, windowMs: 10 * 60 * 1000 },
    sseKeepAliveMs: 25_000,
    seedDemo,
    trustProxy,
    media,
    timelinePushFollowers,
  };
}
