import { expect, test, type Page } from './support/test';
import { SHOPPER } from './support/accounts';
import { openVerifiedAccount, startAccountStack, type AccountStack } from './support/account-stack';
import { axeViolations } from './support/axe';

/**
 * Price alerts from the shopper's side: "Alert me" on a product page, the header's unread count,
 * the alerts and notifications on /account/, and the email's unsubscribe link.
 */
test.describe.configure({ mode: 'serial' });
// axe runs in the pages; the site's policy (rightly) refuses the injected script otherwise.
test.use({ bypassCSP: true });

let stack: AccountStack;

test.afterAll(async () => {
  await stack?.stop();
});

test('an anonymous click on “Alert me” goes through sign-in and back to the product, where it opens the alert dialog', async ({
  page,
}) => {
  await page.goto('/p/x-14/');
  const productPath = new URL(page.url()).pathname;
  await page.getByTestId('alert-me').click();
  await expect(page).toHaveURL(/\/login\/\?callbackUrl=/);
  await page.getByLabel(/^Username or email/).fill(SHOPPER.username);
  await page.getByLabel(/^Password/).fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  const button = page.getByRole('button', { name: /^Alert me about / });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Price alert' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Your price/)).toHaveValue(/^\d+$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe('with a mail server', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startAccountStack();
  });

  const at = (path: string) => `${stack.siteUrl}${path}`;

  const openAccount = (page: Page, label: string) => openVerifiedAccount(page, stack, label, `Alert ${label}`);

  /** Lowers one store's price of a product through the pricing service's admin endpoint. */
  async function lowerPrice(productId: number, price: number) {
    const product = (await (await fetch(`${stack.backendUrl}/restapi/products/${productId}`)).json()) as {
      offers: { store: { id: number } }[];
    };
    const store = Math.min(...product.offers.map((offer) => offer.store.id));
    const response = await fetch(`${stack.backendUrl}/restapi/admin/products/${productId}/offers/${store}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
      body: JSON.stringify({ price, shippingcost: 0, instock: true }),
    });
    expect(response.status).toBe(200);
  }

  test('sets an alert, and when the price drops the header shows it unread, /account/ shows it triggered, and the email’s unsubscribe link, confirmed, pauses it', async ({
    page,
  }) => {
    // A whole journey: an account opened by email, an alert, a price drop, its email and its unsubscribe page.
    test.setTimeout(90_000);
    const email = await openAccount(page, 'drop');
    await page.goto(at('/p/x-16/'));
    await page.getByRole('button', { name: /^Alert me about / }).click();
    const dialog = page.getByRole('dialog', { name: 'Price alert' });
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await expect(dialog.getByTestId('alert-set')).toHaveText(
      'Your alert is set. We will tell you when the price reaches it.',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-menu').getByTestId('unread-count')).toHaveCount(0);

    await lowerPrice(16, 1);
    await page.reload();
    const summary = page.getByTestId('account-menu').locator('summary');
    await expect(summary.getByTestId('unread-count')).toHaveText('1 unread notification');

    await page.goto(at('/account/'));
    const alert = page.getByTestId('alert-row');
    await expect(alert).toHaveCount(1);
    await expect(alert.getByTestId('alert-status')).toHaveText(/^Triggered on \d{1,2} \w+ \d{4}$/);
    await expect(alert).toContainText('Lowest price now: £1');
    const notification = page.getByTestId('notification');
    await expect(notification).toHaveAttribute('data-read', 'false');
    await expect(notification).toContainText('New');
    for (const width of [360, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `/account/ at ${width} px`).toEqual([]);
    }

    const mail = await stack.mail.waitFor(email, /^Price alert: /);
    const unsubscribe = stack.mail.linkIn(mail, `${stack.siteUrl}/restapi/alerts/unsubscribe/?token=`);
    // Opening the link asks first (mail scanners open links); its button stops the alert.
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Stop this alert' }).click();
    await expect(page.locator('body')).toHaveText('This price alert is paused. You will get no more emails about it.');
    await page.goto(at('/account/'));
    await expect(page.getByTestId('alert-status')).toContainText('Paused');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('form-notice')).toHaveText('Your notifications are marked as read.');
    await expect(page.getByTestId('notification')).toHaveAttribute('data-read', 'true');
    await page.reload();
    await expect(summary.getByTestId('unread-count')).toHaveCount(0);
  });

  test('changes, pauses, resumes and deletes an alert on /account/, set there for a saved product', async ({
    page,
  }) => {
    await openAccount(page, 'manage');
    expect((await page.request.put(at('/api/account/saved-products/18/'))).status()).toBe(200);
    await page.goto(at('/account/'));
    await expect(page.getByTestId('alerts-empty')).toBeVisible();
    const setForm = page.getByRole('form', { name: 'Set an alert for a saved product' });
    await setForm.getByLabel(/^My price/).fill('5');
    await setForm.getByRole('button', { name: 'Set alert' }).click();
    await expect(page.getByTestId('form-notice')).toHaveText('Your price alert is set.');
    const alert = page.getByTestId('alert-row');
    await expect(alert).toContainText('When the price is £5 or less');
    await expect(alert.getByTestId('alert-status')).toHaveText('Waiting');

    await alert.getByLabel(/^My price/).fill('7.50');
    await alert.getByRole('button', { name: 'Change target' }).click();
    await expect(page.getByTestId('form-notice')).toHaveText(
      'Your price alert is changed; it waits for the new target.',
    );
    await expect(alert).toContainText('When the price is £7,50 or less');

    await alert.getByRole('button', { name: 'Pause' }).click();
    await expect(alert.getByTestId('alert-status')).toHaveText('Waiting · Paused');
    await alert.getByRole('button', { name: 'Resume' }).click();
    await expect(alert.getByTestId('alert-status')).toHaveText('Waiting');
    await alert.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('form-notice')).toHaveText('Your price alert is deleted.');
    await expect(page.getByTestId('alerts-empty')).toBeVisible();
  });
});
