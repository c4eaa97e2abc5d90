import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on loopback that keeps every message it receives, for the tests to read (the
 * end-to-end journeys, the backend's mail worker, the WordPress plugin's mail).
 */
export interface MailCatcher {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** The newest message to `to` whose subject matches, waiting for it to arrive. */
  waitFor: (to: string, subject: RegExp, timeoutMs?: number) => Promise<ParsedMail>;
  /** The link in a message's text that starts with `prefix`. */
  linkIn: (mail: ParsedMail, prefix: string) => string;
  stop: () => Promise<void>;
}

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '').toLowerCase();

export interface MailCatcherOptions {
  /** A port to listen on (a restart after a simulated outage keeps its address); else any free one. */
  port?: number;
  /** Where to keep the messages (shared across a restart); else a new list. */
  messages?: ParsedMail[];
}

export async function startMailCatcher({
  port: wantedPort = 0,
  messages = [],
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        messages.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(to, subject, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages
          .filter((mail) => recipient(mail) === to.toLowerCase() && subject.test(mail.subject ?? ''))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `No mail to ${to} matching ${subject} within ${timeoutMs} ms (got ${messages.length} in all)`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    linkIn(mail, prefix) {
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text ?? '');
      if (!match) throw new Error(`No link starting ${prefix} in "${mail.subject}"`);
      return match[0];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
