import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailTransport } from './mail-worker.js';

/**
 * The SMTP transport, giving up on a server that stops answering well within a claim's lease, so a
 * worker still alive never sends a message whose claim another instance has taken over since.
 */
export function createSmtpTransport(url: string, leaseSeconds: number): MailTransport {
  const timeoutMs = Math.min(60_000, Math.floor((leaseSeconds * 1000) / 3));
  return nodemailer.createTransport(
    new SMTPTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
  );
}
