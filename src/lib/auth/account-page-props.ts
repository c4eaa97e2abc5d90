import type { GetServerSidePropsContext } from 'next';
import { getServerEnv } from '@/config/env';
import { localePrefix } from '@/config/locales';
import { uiLocale, type UiLocale } from './account-locale';
import { csrfTokenFor } from './csrf-token';
import { formNotice, type FormNotice } from './form-notice';
import { oidcProviderName } from './oidc-provider';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

/** What every account form page needs from the server. */
export interface AccountFormProps {
  locale: UiLocale;
  notice: FormNotice | null;
  csrfToken: string;
  providerName: string | null;
}

/** Account pages are one person's: never cached anywhere. */
export function accountFormProps(context: GetServerSidePropsContext): AccountFormProps {
  context.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  return {
    locale: uiLocale(context.locale),
    notice: formNotice(context.query),
    csrfToken: csrfTokenFor(context.req, context.res),
    providerName: oidcProviderName(getServerEnv()),
  };
}

/** A page path in the request's language (`/uk/…` under Ukrainian). */
export const localized = (context: GetServerSidePropsContext, path: string) =>
  `${localePrefix(context.locale, context.defaultLocale)}${path}`;

/** A single query value (the first when repeated), or ''. */
export const queryText = (value: unknown, max = 512): string => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.slice(0, max) : '';
};
