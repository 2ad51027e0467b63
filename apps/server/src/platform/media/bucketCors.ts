import { type CORSRule, GetBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';

/** Where the rules a bucket needs are written down. */
export const BUCKET_CORS_DOC = 'docs/deploy.md#media-bucket-cors';

/** Whether `pattern` (an S3 `AllowedOrigin`: exact, `*`, or with one `*` inside) admits `origin`. */
function originMatches(pattern: string, origin: string): boolean {
  const star = pattern.indexOf('*');
  if (star < 0) return pattern === origin;
  const head = pattern.slice(0, star);
  const tail = pattern.slice(star + 1);
  return (
    origin.length >= head.length + tail.length && origin.startsWith(head) && origin.endsWith(tail)
  );
}

/** Whether an S3 CORS rule lets a page on `origin` GET the bucket's objects. */
export function corsRuleAllows(rule: CORSRule, origin: string): boolean {
  return (
    (rule.AllowedMethods ?? []).includes('GET') &&
    (rule.AllowedOrigins ?? []).some((pattern) => originMatches(pattern, origin))
  );
}

/**
 * What keeps a browser on `appOrigin` from reading the bucket, or null when a CORS rule lets
 * it. The web app's videos are CORS-enabled (docs/adr/0092-media-from-a-bucket-in-the-browser.md),
 * so without such a rule no video plays.
 */
export async function bucketCorsProblem(
  client: S3Client,
  bucket: string,
  appOrigin: string,
): Promise<string | null> {
  let rules: CORSRule[];
  try {
    rules = (await client.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules ?? [];
  } catch (err) {
    const name = (err as { name?: string }).name ?? 'Error';
    if (name !== 'NoSuchCORSConfiguration') {
      return `could not read the CORS rules of bucket ${bucket} (${name})`;
    }
    rules = [];
  }
  if (rules.some((rule) => corsRuleAllows(rule, appOrigin))) return null;
  return `bucket ${bucket} has no CORS rule letting ${appOrigin} GET its objects`;
}
