import type { AccountLocale } from '../rules/account-input.js';

/**
 * The emails of the accounts area, in the shopper's language, each with plain text and HTML:
 * confirm an address, reset a password, and "you already have an account" (what a sign-up with a
 * known address sends instead of a second account).
 */
export type AccountMailKind = 'verify' | 'reset' | 'already-registered' | 'provider-linked';

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

/** The site's pages the emails link to, in the shopper's language. */
export function siteLinks(siteUrl: string, locale: AccountLocale) {
  const base = `${siteUrl}${locale === 'uk' ? '/uk' : ''}`;
  return {
    verify: (token: string) => `${base}/signup/verify/?token=${encodeURIComponent(token)}`,
    reset: (token: string) => `${base}/login/reset/?token=${encodeURIComponent(token)}`,
    login: `${base}/login/`,
    forgot: `${base}/login/forgot/`,
    security: `${base}/account/#security`,
  };
}

interface Paragraphs {
  subject: string;
  /** Paragraphs; a `{link}` stands for the action's link, shown as a button in HTML. */
  body: string[];
  action: string;
  ignore: string;
}

const TEXTS: Record<AccountLocale, Record<AccountMailKind, (name: string) => Paragraphs>> = {
  en: {
    verify: (name) => ({
      subject: 'Confirm your email address for Pricewise',
      body: [
        `Hello ${name},`,
        'Confirm your email address to get price alert emails from Pricewise. The link works once, for 24 hours.',
      ],
      action: 'Confirm my email address',
      ignore: 'If you did not create a Pricewise account, you can ignore this email.',
    }),
    reset: () => ({
      subject: 'Reset your Pricewise password',
      body: [
        'Someone asked to reset the password of your Pricewise account. The link works once, for 1 hour. Setting a new password signs you out everywhere.',
      ],
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    }),
    'already-registered': () => ({
      subject: 'You already have a Pricewise account',
      body: [
        'Someone tried to create a Pricewise account with this email address, but you already have one. Sign in with it instead; if you forgot your password, you can reset it from the sign-in page.',
      ],
      action: 'Sign in',
      ignore: 'If it was not you, you can ignore this email: nothing has changed.',
    }),
    'provider-linked': () => ({
      subject: 'A sign-in provider was linked to your Pricewise account',
      body: ['An identity provider was linked to your Pricewise account: it can now sign in to it.'],
      action: 'See how you sign in',
      ignore: 'If it was not you, reset your password from the sign-in page: a reset lets you remove linked providers.',
    }),
  },
  uk: {
    verify: (name) => ({
      subject: 'Підтвердьте свою адресу для Pricewise',
      body: [
        `Вітаємо, ${name}!`,
        'Підтвердьте свою адресу, щоб отримувати листи про ціни від Pricewise. Посилання діє один раз, протягом 24 годин.',
      ],
      action: 'Підтвердити адресу',
      ignore: 'Якщо ви не створювали обліковий запис Pricewise, просто проігноруйте цей лист.',
    }),
    reset: () => ({
      subject: 'Скидання пароля Pricewise',
      body: [
        'Хтось попросив скинути пароль вашого облікового запису Pricewise. Посилання діє один раз, протягом 1 години. Новий пароль завершить усі ваші сеанси.',
      ],
      action: 'Вибрати новий пароль',
      ignore: 'Якщо ви цього не просили, проігноруйте лист: пароль залишиться тим самим.',
    }),
    'already-registered': () => ({
      subject: 'У вас уже є обліковий запис Pricewise',
      body: [
        'Хтось спробував створити обліковий запис Pricewise з цією адресою, але він у вас уже є. Увійдіть у нього; якщо ви забули пароль, його можна скинути на сторінці входу.',
      ],
      action: 'Увійти',
      ignore: 'Якщо це були не ви, проігноруйте лист: нічого не змінилося.',
    }),
    'provider-linked': () => ({
      subject: 'До вашого облікового запису Pricewise додано спосіб входу',
      body: ['До вашого облікового запису Pricewise приєднано постачальника входу: тепер через нього можна увійти.'],
      action: 'Переглянути способи входу',
      ignore:
        'Якщо це були не ви, скиньте пароль на сторінці входу: під час скидання можна прибрати приєднаних постачальників.',
    }),
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function composeAccountMail(
  kind: AccountMailKind,
  locale: AccountLocale,
  name: string,
  link: string,
): AccountMail {
  const texts = TEXTS[locale][kind](name);
  const text = [...texts.body, `${texts.action}: ${link}`, texts.ignore].join('\n\n') + '\n';
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; color: #1b1a22">',
    ...texts.body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p style="color: #55525f; font-size: 14px">${escapeHtml(texts.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: texts.subject, text, html };
}
