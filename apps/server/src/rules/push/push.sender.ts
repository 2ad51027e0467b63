import type { Agent } from 'node:http';
import { type App, type Credential, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging, type TokenMessage } from 'firebase-admin/messaging';
import { JWT } from 'google-auth-library';

/** What one push message says (the same to every device of a user). */
export interface PushMessage {
  title: string;
  body: string;
  /** Extra string fields for the app's service worker (`url` opens on click). */
  data: Record<string, string>;
}

/** What a send found out about the tokens it was given. */
export interface PushResult {
  /** Devices that took the message. */
  sent: number;
  /** Tokens the push service will never deliver to again: forget them. */
  invalidTokens: string[];
  /** Tokens that failed for another reason (logged; the token is kept). */
  failed: number;
}

/** Sends one message to a user's devices. */
export interface PushSender {
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
  close(): Promise<void>;
}

/** FCM answers per token that mean the token is dead (ADR 0036). */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * FCM HTTP v1 answers a malformed token with INVALID_ARGUMENT, the same status as a
 * malformed message; firebase-admin keeps only the code and FCM's text, so the text tells
 * which ("The registration token is not a valid FCM registration token").
 */
function isDeadToken(error: { code: string; message: string } | undefined): boolean {
  if (!error) return false;
  if (DEAD_TOKEN_CODES.has(error.code)) return true;
  return error.code === 'messaging/invalid-argument' && /registration token/i.test(error.message);
}

/** The OAuth2 scope of FCM sends. */
const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * The service account's access tokens from google-auth-library's JWT client, with `httpAgent`
 * on its transport. (firebase-admin's `cert()` drops the agent on the token request: it
 * builds the JWT client without its client options; ADR 0036.)
 */
function serviceAccountCredential(
  account: Record<string, string | undefined>,
  httpAgent?: Agent,
): Credential {
  const jwt = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: [FCM_SCOPE],
    ...(httpAgent ? { transporterOptions: { agent: httpAgent } } : {}),
  });
  return {
    async getAccessToken() {
      const { access_token, expiry_date } = await jwt.authorize();
      if (!access_token) throw new Error('the token endpoint sent no access token');
      const expiresIn = expiry_date ? Math.max(0, (expiry_date - Date.now()) / 1000) : 3600;
      return { access_token, expires_in: expiresIn };
    },
  };
}

let appCount = 0;

/**
 * Firebase Cloud Messaging through firebase-admin, with the service account JSON of
 * `FIREBASE_SERVICE_ACCOUNT`. `httpAgent` carries both the OAuth2 token request and the
 * sends (over HTTP/1.1: firebase-admin's HTTP/2 transport takes no agent; ADR 0036).
 */
export function createFcmSender(
  serviceAccountJson: string,
  options: { httpAgent?: Agent } = {},
): PushSender {
  const account = JSON.parse(serviceAccountJson) as Record<string, string | undefined>;
  appCount += 1;
  // A named app per sender: several servers (tests) may live in one process.
  const app: App = initializeApp(
    {
      credential: serviceAccountCredential(account, options.httpAgent),
      projectId: account.project_id,
      ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
    },
    `flick-push-${process.pid}-${appCount}`,
  );
  const messaging = getMessaging(app);
  messaging.enableLegacyHttpTransport();
  return {
    async send(tokens, message) {
      if (tokens.length === 0) return { sent: 0, invalidTokens: [], failed: 0 };
      const messages: TokenMessage[] = tokens.map((token) => ({
        token,
        notification: { title: message.title, body: message.body },
        data: message.data,
      }));
      const batch = await messaging.sendEach(messages);
      const invalidTokens: string[] = [];
      let failed = 0;
      batch.responses.forEach((response, i) => {
        if (response.success) return;
        if (isDeadToken(response.error)) invalidTokens.push(tokens[i] as string);
        else failed += 1;
      });
      return { sent: batch.successCount, invalidTokens, failed };
    },
    async close() {
      await deleteApp(app);
    },
  };
}
