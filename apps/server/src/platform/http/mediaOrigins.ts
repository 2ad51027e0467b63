import type { Config } from '../config/config';

/**
 * Origins media may come from besides our own: the S3 endpoint or bucket, and the public
 * (CDN) base URL, when configured. The CSP allows them for images, media and fetches
 * (docs/deploy.md#media-bucket-cors), and so does the embed page's.
 */
export function mediaOrigins(config: Config): string[] {
  if (!config.s3) return [];
  const cdn = config.s3.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin, ...cdn];
  const region = config.s3.region ?? 'us-east-1';
  return [
    `https://${config.s3.bucket}.s3.${region}.amazonaws.com`,
    `https://s3.${region}.amazonaws.com`,
    ...cdn,
  ];
}
