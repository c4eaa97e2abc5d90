import type { GetServerSideProps } from 'next';
import { VerifyEmailPage, type VerifyEmailPageProps } from '@/features/account/VerifyEmailPage';
import { accountFormProps, localized, queryText } from '@/lib/auth/account-page-props';
import { clientAddress } from '@/lib/auth/client-address';
import { formNotice } from '@/lib/auth/form-notice';
import { verifyEmail } from '@/lib/auth/self-service-client';
import { startSession } from '@/lib/auth/session-cookie';
import { getServerEnv } from '@/config/env';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { setShopperContact } from '@/lib/pricing/shopper';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default VerifyEmailPage;

/**
 * The link of a verification email: it confirms the address and signs the shopper in, then the
 * account page says so. The pricing service hears that alert emails may now go to the address.
 * A link that does not work shows why, and how to get a new one.
 */
export const getServerSideProps: GetServerSideProps<VerifyEmailPageProps> = async (context) => {
  const props = accountFormProps(context);
  const token = queryText(context.query.token);
  if (token) {
    const answer = await verifyEmail(token, clientAddress(context.req, getServerEnv().TRUSTED_PROXY_COUNT));
    if (answer.ok) {
      await startSession(context.res, answer.body, 'link');
      const { user } = answer.body;
      await setShopperContact(getServerPricingClient(), user.id, { email: user.email, emailVerified: true });
      return { redirect: { destination: localized(context, '/account/?status=verified'), permanent: false } };
    }
    const refused = answer.refusal;
    const error =
      refused?.status === 429
        ? 'throttled'
        : refused && ['invalid_link', 'expired_link', 'used_link'].includes(refused.code)
          ? refused.code
          : 'unavailable';
    props.notice = formNotice({ error, retryAfter: String(refused?.retryAfter ?? '') });
  }
  return { props: { ...(await loadShellProps(context.locale, ['account'])), ...props } };
};
