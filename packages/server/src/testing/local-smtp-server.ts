import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A message as the server received it, parsed from its bytes. */
interface ReceivedMail {
  /** The envelope: who the client said it sends for and to. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Who signed in to send it, when the server asks. */
  signedInAs: string | undefined;
  from: string;
  subject: string;
  text: string;
}

export interface LocalSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** The next message received, or one received already and not yet taken. */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` messages with this SMTP reply code (451: try later; 550: refused). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server library) on a loopback port, which keeps what it is sent:
 * the outgoing mail tests speak the protocol to it as to a company's server. With credentials it
 * asks the client to sign in (AUTH PLAIN or LOGIN, over plain text on loopback).
 */
export async function startLocalSmtpServer(credentials?: {
  username: string;
  password: string;
}): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const unread: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let refusals = { count: 0, code: 0 };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.username && auth.password === credentials?.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 };
        stream.resume();
        const refusal = Object.assign(new Error(`Refused with ${refusals.code}`), {
          responseCode: refusals.code,
        });
        stream.on('end', () => callback(refusal));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            signedInAs: typeof session.user === 'string' ? session.user : undefined,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          received.push(mail);
          const reader = waiting.shift();
          if (reader) reader(mail);
          else unread.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    received,
    nextMail(timeoutMs = 10_000) {
      const ready = unread.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const reader = (mail: ReceivedMail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(reader), 1);
          reject(new Error('No mail arrived in time'));
        }, timeoutMs);
        waiting.push(reader);
      });
    },
    refuseNext(count, code) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
