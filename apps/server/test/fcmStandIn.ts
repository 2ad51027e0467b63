import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';

/**
 * A local stand-in for Google's OAuth2 token endpoint and the FCM HTTP v1 send endpoint,
 * over TLS, speaking their protocols: a signed JWT-bearer grant for an access token, then
 * `POST /v1/projects/{project}/messages:send` with that bearer token. It records every
 * message and answers UNREGISTERED or INVALID_ARGUMENT for the tokens it is told to.
 * firebase-admin reaches it through `agent`, which sends the real host names' connections
 * to this loopback server and trusts its self-signed certificate (nothing leaves the host).
 */
export interface FcmStandIn {
  /** The service account JSON to put in FIREBASE_SERVICE_ACCOUNT. */
  serviceAccount: string;
  projectId: string;
  agent: https.Agent;
  /** Messages accepted or refused, in arrival order. */
  messages: {
    token: string;
    notification?: { title?: string; body?: string };
    data?: Record<string, string>;
    answer: number;
  }[];
  /** Access tokens issued. */
  tokenGrants: number;
  /** Requests with a missing or wrong bearer token or an unknown path. */
  rejected: string[];
  /** Tokens FCM no longer knows (404 UNREGISTERED). */
  unregistered: Set<string>;
  /** Tokens that are not valid FCM tokens (400 INVALID_ARGUMENT). */
  malformed: Set<string>;
  /** While true, sends are held unanswered (and not recorded) until `release()`. */
  hold: boolean;
  /** Sends being held. */
  held: number;
  /** Answers the held sends and stops holding. */
  release(): void;
  close(): Promise<void>;
}

const TOKEN_HOST = 'oauth2.googleapis.com';
const FCM_HOST = 'fcm.googleapis.com';

/** A self-signed certificate for both Google host names (openssl, in a scratch folder). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fcm-stand-in-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        `/CN=${FCM_HOST}`,
        '-addext',
        `subjectAltName=DNS:${FCM_HOST},DNS:${TOKEN_HOST}`,
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function fcmError(status: number, code: string, errorCode: string, message: string) {
  return {
    error: {
      code: status,
      message,
      status: code,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  };
}

function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

export async function startFcmStandIn(): Promise<FcmStandIn> {
  const projectId = 'flick-test';
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'stand-in',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: clientEmail,
    token_uri: `https://${TOKEN_HOST}/token`,
  });
  const accessToken = `ya29.stand-in-${Math.random().toString(36).slice(2)}`;
  const { key, cert } = selfSignedCertificate();

  const waiting: (() => void)[] = [];
  const state: Omit<FcmStandIn, 'serviceAccount' | 'projectId' | 'agent' | 'close'> = {
    messages: [],
    tokenGrants: 0,
    rejected: [],
    unregistered: new Set(),
    malformed: new Set(),
    hold: false,
    held: 0,
    release() {
      state.hold = false;
      state.held = 0;
      for (const answer of waiting.splice(0)) answer();
    },
  };

  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(body));

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const host = (req.headers.host ?? '').split(':')[0];
      if (host === TOKEN_HOST && req.method === 'POST' && req.url === '/token') {
        // RFC 7523 JWT bearer grant, signed with the service account's key.
        const form = new URLSearchParams(body);
        const assertion = form.get('assertion') ?? '';
        const [head, claims, signature] = assertion.split('.');
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          head !== undefined &&
          claims !== undefined &&
          signature !== undefined &&
          verify(
            'sha256',
            Buffer.from(`${head}.${claims}`),
            publicKey,
            Buffer.from(signature, 'base64url'),
          ) &&
          decodeSegment(claims).iss === clientEmail &&
          String(decodeSegment(claims).scope).includes(
            'https://www.googleapis.com/auth/firebase.messaging',
          );
        if (!ok) {
          state.rejected.push(`token grant refused`);
          json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
          return;
        }
        state.tokenGrants += 1;
        json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
        return;
      }
      if (
        host === FCM_HOST &&
        req.method === 'POST' &&
        req.url === `/v1/projects/${projectId}/messages:send`
      ) {
        if (req.headers.authorization !== `Bearer ${accessToken}`) {
          state.rejected.push(`send without a valid access token`);
          json(
            res,
            401,
            fcmError(
              401,
              'UNAUTHENTICATED',
              'THIRD_PARTY_AUTH_ERROR',
              'Request had invalid authentication credentials.',
            ),
          );
          return;
        }
        if (state.hold) {
          state.held += 1;
          waiting.push(() => answerSend(res, body));
          return;
        }
        answerSend(res, body);
        return;
      }
      state.rejected.push(`${req.method} ${host}${req.url}`);
      json(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    });
  });

  function answerSend(res: import('node:http').ServerResponse, body: string) {
    const { message } = JSON.parse(body) as { message: FcmStandIn['messages'][number] };
    let answer = 200;
    if (state.unregistered.has(message.token)) answer = 404;
    else if (state.malformed.has(message.token)) answer = 400;
    state.messages.push({ ...message, answer });
    if (answer === 404) {
      json(res, 404, fcmError(404, 'NOT_FOUND', 'UNREGISTERED', 'Requested entity was not found.'));
    } else if (answer === 400) {
      json(
        res,
        400,
        fcmError(
          400,
          'INVALID_ARGUMENT',
          'INVALID_ARGUMENT',
          'The registration token is not a valid FCM registration token',
        ),
      );
    } else {
      json(res, 200, { name: `projects/${projectId}/messages/${state.messages.length}` });
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Connections to the two Google hosts go to the stand-in; the TLS name check stays on. */
  class StandInAgent extends https.Agent {
    override createConnection(options: tls.ConnectionOptions & { host?: string }): Duplex {
      const name = options.servername || options.host || '';
      if (name !== FCM_HOST && name !== TOKEN_HOST) {
        throw new Error(`the FCM stand-in's agent refuses a connection to ${name}`);
      }
      return tls.connect({ ...options, host: '127.0.0.1', port, servername: name, ca: cert });
    }
  }
  const agent = new StandInAgent({ keepAlive: true });

  return Object.assign(state, {
    serviceAccount,
    projectId,
    agent,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FcmStandIn;
}
