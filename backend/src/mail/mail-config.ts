import { z } from 'zod';
import { readSection, type EnvSource } from '../env.js';

const mailEnvSchema = z
  .object({
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().trim().min(3).max(200).default('Pricewise <alerts@pricewise.example>'),
    // How long a worker's claim on a message lasts; another instance sends it after that if the
    // worker died. Keep it well above a send's time (the transport gives up after a third of it).
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(3).max(3_600).default(300),
    // How often each worker looks for due mail (it also looks at once when this process queues some).
    MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
  })
  .refine((env) => !/[\r\n]/.test(env.MAIL_FROM), { message: 'must be one line', path: ['MAIL_FROM'] });

export interface MailConfig {
  /** Unset: no mail is sent; the outbox keeps every message (alerts still show on the site). */
  smtpUrl: string | null;
  mailFrom: string;
  leaseSeconds: number;
  pollSeconds: number;
}

/** Reads the mail settings once; a bad value stops start-up with the variable's name. */
export function loadMailConfig(source: EnvSource = process.env): MailConfig {
  return readSection('mail', mailEnvSchema, source, (env) => ({
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    leaseSeconds: env.MAIL_LEASE_SECONDS,
    pollSeconds: env.MAIL_POLL_SECONDS,
  }));
}
