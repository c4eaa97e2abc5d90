import type { GetServerSidePropsContext } from 'next';
import { getServerEnv } from '@/config/env';
import { LOCALE_TAGS } from '@/config/locales';
import { accountFormProps, queryText, type AccountFormProps } from './account-page-props';
import { clientAddress } from '@/lib/http/client-address.mjs';
import { formNotice } from './form-notice';
import { providerDisplayName } from './provider-display-name';
import { getResetLinkProviders } from './self-service-client';

/** A linked identity provider as the reset page names it. */
export interface LinkedProviderView {
  name: string;
  /** When it was linked, in words of the page's language. */
  linkedOn: string;
}

export interface ResetPageProps extends AccountFormProps {
  /** The reset link's token; '' when the link does not work (then the page offers a new one). */
  token: string;
  /** The providers linked to the link's account; null when the backend could not say (busy, down). */
  providers: LinkedProviderView[] | null;
}

const LINK_ERRORS = new Set(['invalid_link', 'expired_link', 'used_link']);

/**
 * `/login/reset/?token=…`: asks the accounts backend, without using the link, which providers the
 * account has linked, so the shopper sees them before choosing a new password. A link the backend
 * refuses is dropped and its error shown, as the reset itself would answer.
 */
export async function resetPageProps(context: GetServerSidePropsContext): Promise<ResetPageProps> {
  const form = accountFormProps(context);
  const token = queryText(context.query.token);
  if (!token) return { ...form, token: '', providers: null };
  const env = getServerEnv();
  const answer = await getResetLinkProviders(token, clientAddress(context.req, env.TRUSTED_PROXY_COUNT));
  if (answer.ok) {
    const configured =
      env.OIDC_ISSUER && form.providerName ? { issuer: env.OIDC_ISSUER, name: form.providerName } : null;
    const dates = new Intl.DateTimeFormat(LOCALE_TAGS[form.locale], { dateStyle: 'long', timeZone: 'UTC' });
    const providers = answer.value.providers.map((link) => ({
      name: providerDisplayName(link.issuer, configured),
      linkedOn: dates.format(new Date(link.linkedAt)),
    }));
    return { ...form, token, providers };
  }
  const code = answer.refusal?.code ?? '';
  if (LINK_ERRORS.has(code) || code === 'rest_invalid_param') {
    return {
      ...form,
      notice: form.notice ?? formNotice({ error: LINK_ERRORS.has(code) ? code : 'invalid_link' }),
      token: '',
      providers: null,
    };
  }
  // A wait or an outage: the reset may still work, with today's offer to remove whatever is linked.
  return { ...form, token, providers: null };
}
