import { expect, type Page } from '@playwright/test';
import { startMailCatcher, type MailCatcher } from '../../backend/tests/support/mail-catcher';
import { backendAdmin, type BackendAdmin } from './backend-admin';
import { freePort, startBackend, startSite, type RunningProcess } from './processes';

/**
 * A site of its own for the account journeys that read email: the built site on a free port, and
 * a fresh local backend that sends its mail to an SMTP server the test reads, with links pointing
 * at that site.
 */
export interface AccountStack {
  siteUrl: string;
  /** The backend: pricing and accounts (its admin endpoint changes prices). */
  backendUrl: string;
  mail: MailCatcher;
  /** The backend's back offices over HTTP (to age a link, or to see that data is gone). */
  admin: BackendAdmin;
  stop: () => Promise<void>;
}

export async function startAccountStack(): Promise<AccountStack> {
  const mail = await startMailCatcher();
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const started: RunningProcess[] = [];
  try {
    const backend = await startBackend(backendPort, undefined, {
      SMTP_URL: mail.url,
      CONTENT_FRONTEND_URL: siteUrl,
      SITE_PUBLIC_URL: siteUrl,
    });
    started.push(backend);
    started.push(await startSite({ NEXT_PUBLIC_WORDPRESS_URL: backend.url, PRICING_API_URL: backend.url }, sitePort));
    return {
      siteUrl,
      backendUrl: backend.url,
      mail,
      admin: backendAdmin(backend.url),
      stop: async () => {
        for (const process of started.reverse()) await process.stop();
        await mail.stop();
      },
    };
  } catch (error) {
    for (const process of started.reverse()) await process.stop();
    await mail.stop();
    throw error;
  }
}

/** The password the journeys sign up with (long enough, and not a common one). */
export const ACCOUNT_PASSWORD = 'violet-kettle-harbour';

let emailCounter = 0;

/** An address no other test uses. */
export const newAccountEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++emailCounter}@shop.example`;

/** Signs up on the stack's site and follows the emailed verification link: the page is then signed in on /account/. */
export async function openVerifiedAccount(
  page: Page,
  stack: AccountStack,
  label: string,
  name: string,
): Promise<string> {
  const email = newAccountEmail(label);
  await page.goto(`${stack.siteUrl}/signup/`);
  await page.getByLabel(/^Your name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('Check your email');
  await page.goto(
    stack.mail.linkIn(await stack.mail.waitFor(email, /^Confirm your email/), `${stack.siteUrl}/signup/verify/?token=`),
  );
  await confirmAddress(page);
  await expect(page).toHaveURL(/\/account\/\?status=verified$/);
  return email;
}

/** On a verification link's page: the button that confirms the address (opening the link alone does not). */
export async function confirmAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
}
