/**
 * The email an alert sends, in the language the shopper used when setting it: plain text and
 * HTML, a link to the product and a one-click unsubscribe link for this alert alone.
 */
export type AlertLocale = 'en' | 'uk';

export interface AlertMailInput {
  locale: AlertLocale;
  productName: string;
  productUrl: string;
  /** Pence. */
  price: number;
  /** Pence for a price target; null for "the lowest of the last 90 days". */
  targetPrice: number | null;
  unsubscribeUrl: string;
}

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const money = (pence: number, locale: AlertLocale) =>
  `£${new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(pence / 100)}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const TEXTS = {
  en: {
    subject: (name: string, price: string) => `Price alert: ${name} is now ${price}`,
    reached: (name: string, price: string, target: string) => `Good news: ${name} is now ${price}, ${target}.`,
    target: (price: string) => `at or below your target of ${price}`,
    low90: 'the lowest price of the last 90 days',
    see: 'See every store’s price',
    why: 'You get this email because you set a price alert on Pricewise.',
    stop: 'Stop this alert',
  },
  uk: {
    subject: (name: string, price: string) => `Сповіщення про ціну: ${name} тепер ${price}`,
    reached: (name: string, price: string, target: string) => `Добра новина: ${name} тепер коштує ${price}, ${target}.`,
    target: (price: string) => `на рівні або нижче вашої цілі ${price}`,
    low90: 'це найнижча ціна за останні 90 днів',
    see: 'Переглянути ціни всіх магазинів',
    why: 'Ви отримали цей лист, бо встановили сповіщення про ціну на Pricewise.',
    stop: 'Вимкнути це сповіщення',
  },
} as const;

export function composeAlertMail(input: AlertMailInput): AlertMail {
  const texts = TEXTS[input.locale];
  const price = money(input.price, input.locale);
  const target = input.targetPrice === null ? texts.low90 : texts.target(money(input.targetPrice, input.locale));
  const reached = texts.reached(input.productName, price, target);
  const text = `${reached}\n\n${texts.see}: ${input.productUrl}\n\n${texts.why}\n${texts.stop}: ${input.unsubscribeUrl}\n`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject(input.productName, price))}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; color: #1b1a22">',
    `<p>${escapeHtml(reached)}</p>`,
    `<p>${link(input.productUrl, texts.see)}</p>`,
    `<p style="color: #55525f; font-size: 14px">${escapeHtml(texts.why)} ${link(input.unsubscribeUrl, texts.stop)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: texts.subject(input.productName, price), text, html };
}
