import type { GetServerSidePropsContext } from 'next';
import { NO_STORE_CACHE_CONTROL } from '@/config/cache';

export const RETRY_AFTER_SECONDS = 30;

/** A backend is down: answer 503 with Retry-After, so browsers and crawlers know to come back. */
export function markUnavailable(context: Pick<GetServerSidePropsContext, 'res'>): void {
  context.res.statusCode = 503;
  context.res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  context.res.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
}
