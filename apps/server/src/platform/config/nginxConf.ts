import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';

/**
 * The nginx configuration in front of the replicas (docs/deploy.md#nginx) is one template,
 * `deploy/nginx/flick.conf.template`, in the official nginx image's envsubst form: that image
 * fills it in production (compose.prod.yaml), `renderNginxTemplate` fills it the same way for
 * the cluster check (scripts/cluster.mjs), which runs Debian's nginx with it.
 */
export const NGINX_TEMPLATE = 'deploy/nginx/flick.conf.template';
/** The bucket's public HTTPS address in front of MinIO (compose.prod.yaml only). */
export const NGINX_MEDIA_TEMPLATE = 'deploy/nginx/media.conf.template';
/** The TLS snippet included from `flick-tls.d/` beside nginx.conf. */
export const NGINX_TLS_SNIPPET = 'deploy/nginx/tls.conf';

/** The repository's root, from this file in apps/server/src/platform/config (run from source, by tsx or vitest). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));

const MB = 1024 * 1024;

/**
 * nginx's `client_max_body_size` for the server's upload limits: the larger limit in whole
 * megabytes, rounded up, plus 1 MB for the form's envelope, so a file the server accepts is
 * never refused by nginx (`201m` for the default 200 MB).
 */
export function proxyBodyLimit(limits: Config['uploadLimits']): string {
  return `${Math.ceil(Math.max(limits.video, limits.thumb) / MB) + 1}m`;
}

/** A template's text (`NGINX_TEMPLATE` unless another is named). */
export function readNginxTemplate(root = REPO_ROOT, file = NGINX_TEMPLATE): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/** `${NAME}`, as envsubst reads it. */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The `${NAME}` variables of a template, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/**
 * The template with each `${NAME}` replaced by its value, as the nginx image's envsubst does
 * (nginx's own `$name` variables have no braces and stay). Every variable must be given.
 */
export function renderNginxTemplate(template: string, values: Record<string, string>): string {
  const missing = templateVariables(template).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new Error(`no value for ${missing.join(', ')}`);
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}
