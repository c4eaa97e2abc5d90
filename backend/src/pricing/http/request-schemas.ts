import { z } from 'zod';

/**
 * Request validation. Query-string values arrive as strings (or arrays when repeated); bodies
 * as parsed JSON, where numbers must be real numbers, not numeric strings.
 */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A path or query id: digits only, so "1.5", "-3", "1e3" and "abc" are 400s, not lookups. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be a positive integer')
  .transform(Number)
  .refine((id) => id <= MAX_ID, 'is too large');

const intQuery = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`)
    .optional()
    .transform((value) => value ?? fallback);

const singleString = z.string({ error: 'must be given once' });

/** Repeated (`store=1&store=2`) and comma-separated (`store=1,2`) forms both work. */
const listQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : [value].flat())
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  );

const priceQuery = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be a non-negative amount in pounds, e.g. 49.99')
  .transform(Number)
  .optional();

export const idPathParams = z.object({ id: idParam });

export const categoryProductsQuery = z
  .object({
    page: intQuery(1, 10_000, 1),
    limit: intQuery(1, 100, 24),
    sort: z.enum(['popularity', 'price_asc', 'price_desc', 'discount', 'newest']).optional().default('popularity'),
    minPrice: priceQuery,
    maxPrice: priceQuery,
    store: listQuery.pipe(z.array(idParam).max(50)),
    brand: listQuery.pipe(z.array(z.string().max(100)).max(50)),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });

export const searchQuery = z.object({ q: singleString.optional().default('') });

export const searchBody = z
  .object({
    limit: z.number().int().min(1).max(50).default(10),
    page: z.number().int().min(1).max(1_000).default(1),
  })
  .default({ limit: 10, page: 1 });

export const categorySearchQuery = z.object({
  q: singleString.optional().default(''),
  limit: intQuery(1, 20, 4),
});

export const productIdsBody = z.object({
  ids: z.array(z.number().int().min(1).max(MAX_ID), { error: 'must be an array of product ids' }).max(100),
});

export const productIdPageQuery = z.object({
  after: intQuery(0, 999_999_999, 0),
  limit: intQuery(1, 5_000, 1_000),
});

export const imageQuery = z.object({
  filename: z.string({ error: 'is required' }).min(1, 'is required').max(200),
});

/** `true`/`1` or `false`/`0`; absent is false. */
const flagQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const priceHistoryQuery = z.object({
  days: z
    .enum(['30', '90', '180'], { error: 'must be 30, 90 or 180' })
    .optional()
    .transform((value) => Number(value ?? '90')),
  stores: flagQuery,
});

export const dealsQuery = z.object({
  category: idParam.optional(),
  page: intQuery(1, 1_000, 1),
  limit: intQuery(1, 48, 24),
});
