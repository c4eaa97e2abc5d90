import { z } from 'zod';
import type { AlertTarget } from './alerts';

/**
 * An alert's target as a form sends it (the product page's dialog, the account page's forms):
 * `kind` `price` with a price in pounds (a positive number, at most two decimals), or `low90`.
 */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, 'Enter a price such as 249 or 249.99.')
  .transform((text) => Number(text.replace(',', '.')))
  .refine((value) => value > 0 && value <= 1_000_000, 'Enter a price above 0.');

const targetForm = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), price }),
  z.object({ kind: z.literal('low90') }),
]);

export const productIdField = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .refine(Number.isSafeInteger);

export type TargetProblem = 'price' | 'kind';

export function parseAlertTarget(
  fields: Record<string, unknown>,
): { ok: true; target: AlertTarget } | { ok: false; problem: TargetProblem } {
  const parsed = targetForm.safeParse({
    kind: fields.kind,
    ...(fields.kind === 'price'
      ? { price: typeof fields.price === 'number' ? String(fields.price) : fields.price }
      : {}),
  });
  if (parsed.success) return { ok: true, target: parsed.data };
  return { ok: false, problem: fields.kind === 'price' ? 'price' : 'kind' };
}
