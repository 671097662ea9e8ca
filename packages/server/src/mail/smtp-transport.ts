import nodemailer from 'nodemailer';
import type { SmtpServer } from './mail-settings.ts';

/** A message as the tenant's server is given it. */
interface OutgoingMessage {
  to: readonly string[];
  subject: string;
  text: string;
}

/** Sends one message through an SMTP server and answers the id the server gave it. */
export type SendThroughSmtp = (
  server: SmtpServer,
  message: OutgoingMessage,
) => Promise<{ messageId: string }>;

/** How long a server may take to answer each step before the attempt is counted as failed. */
const timeoutMs = 20_000;

/**
 * The real SMTP client (nodemailer), one connection a message: mail is sent by a job, a few at a
 * time, and a pool kept open per tenant would hold connections nobody uses between them.
 */
export const sendThroughSmtp: SendThroughSmtp = async (server, message) => {
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    ...(server.auth ? { auth: server.auth } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    const info = await transport.sendMail({
      from: server.from,
      to: [...message.to],
      subject: message.subject,
      text: message.text,
    });
    return { messageId: String(info.messageId) };
  } finally {
    transport.close();
  }
};

/**
 * Whether trying again could help: a server's 5xx answer (an unknown recipient, a refused
 * sender, a failed sign-in) says the same thing every time; a 4xx or a lost connection may not.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
