/** The site's UI languages, which are also the languages of account emails. */
export type UiLocale = 'en' | 'uk';

export const uiLocale = (value: unknown): UiLocale => (value === 'uk' ? 'uk' : 'en');
