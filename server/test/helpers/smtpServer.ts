import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as a real SMTP server received it, parsed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface LocalSmtp {
  port: number;
  mails: ReceivedMail[];
  /** Resolves when `count` mails in all have arrived. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, plain (no TLS), with a login when `auth` is given.
 * `port` starts it on that port again (SMTP down → back up at the same address).
 */
export async function startLocalSmtp(options: { auth?: { user: string; pass: string }; port?: number } = {}): Promise<LocalSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      const error = new Error('535 Authentication credentials invalid') as Error & { responseCode: number };
      error.responseCode = 535;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            parsed,
            raw,
          });
          for (const waiter of waiters.splice(0)) {
            if (mails.length >= waiter.count) waiter.resolve(mails);
            else waiters.push(waiter);
          }
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    waitFor: (count) => (mails.length >= count ? Promise.resolve(mails) : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
