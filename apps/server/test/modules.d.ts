// Minimal types for test-only packages that ship none.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';
  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?(stream: Readable, session: unknown, callback: (err?: Error | null) => void): void;
  }
  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    server: import('node:net').Server;
  }
}

declare module 'mailparser' {
  import type { Readable } from 'node:stream';
  export interface ParsedMail {
    subject?: string;
    text?: string;
    to?: { text: string } | { text: string }[];
    from?: { text: string };
  }
  export function simpleParser(source: Readable | string | Buffer): Promise<ParsedMail>;
}

declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host?: string): Server;
    Grant: new (init: {
      accountId: string;
      clientId: string;
    }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
  }
}
