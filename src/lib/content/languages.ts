import { z } from 'zod';
import type { ContentLanguage } from './language-links';

const rawLanguage = z.object({ slug: z.string().nullish(), name: z.string().nullish() }).nullish();
const rawTranslatedPage = z.object({ uri: z.string().nullish(), language: rawLanguage });

export const rawHomepageTranslations = z.object({
  pages: z
    .object({
      nodes: z.array(
        rawTranslatedPage.extend({ translations: z.array(rawTranslatedPage.nullish()).nullish() }).nullish(),
      ),
    })
    .nullish(),
});

/**
 * The homepage and its translations, home language first (docs/PRODUCT.md §2 "Content templates",
 * §7). Empty when WordPress has no translations (no Polylang).
 */
export function parseHomepageTranslations(raw: unknown): ContentLanguage[] {
  const parsed = rawHomepageTranslations.safeParse(raw);
  return parsed.success ? toContentLanguages(parsed.data) : [];
}

export function toContentLanguages(data: z.output<typeof rawHomepageTranslations>): ContentLanguage[] {
  const homepage = data.pages?.nodes[0];
  if (!homepage) return [];
  const options = [homepage, ...(homepage.translations ?? [])].flatMap((page) =>
    page?.uri && page.language?.slug
      ? [{ key: page.language.slug, name: page.language.name ?? page.language.slug, link: page.uri }]
      : [],
  );
  return options.filter((option, index) => options.findIndex((other) => other.key === option.key) === index);
}
