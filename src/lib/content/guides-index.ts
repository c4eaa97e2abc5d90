import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { parseAnswer } from './parse-answer';
import type { ContentImage } from './content-types';
import { rawFeaturedImage, renderedText, toContentImage } from './raw-shapes';
import { toMenuHref } from './site-paths';

export interface GuideCardData {
  id: string;
  title: string;
  href: string;
  subheading: string;
  image: ContentImage | null;
}

/** A guide category with its guides (docs/PRODUCT.md §3: id, name, its guides). */
export interface GuideCategoryGroup {
  id: string;
  name: string;
  href: string | null;
  guides: GuideCardData[];
}

export const rawGuide = z.object({
  id: z.string(),
  title: z.string().nullish(),
  uri: z.string().nullish(),
  featuredImage: rawFeaturedImage,
  guideACF: z.object({ subheading: z.string().nullish() }).nullish(),
});

export const rawGuidesIndex = z.object({
  guideCategories: z
    .object({
      nodes: z.array(
        z
          .object({
            id: z.string(),
            name: z.string().nullish(),
            slug: z.string().nullish(),
            uri: z.string().nullish(),
            guides: z.object({ nodes: z.array(rawGuide.nullish()) }).nullish(),
          })
          .nullish(),
      ),
    })
    .nullish(),
});

export function toGuideCard(raw: z.infer<typeof rawGuide> | null | undefined): GuideCardData[] {
  const href = raw?.uri ? toMenuHref(raw.uri) : null;
  if (!raw || !href) return [];
  return [
    {
      id: raw.id,
      title: renderedText(raw.title),
      href,
      subheading: raw.guideACF?.subheading ?? '',
      image: toContentImage(raw.featuredImage),
    },
  ];
}

/** Categories that hold guides, each with its guides; empty categories are left out. */
export function parseGuidesIndex(raw: unknown): BackendResult<GuideCategoryGroup[]> {
  return parseAnswer('guides index', rawGuidesIndex, raw, toGuideCategoryGroups);
}

export function toGuideCategoryGroups(data: z.output<typeof rawGuidesIndex>): GuideCategoryGroup[] {
  return (data.guideCategories?.nodes ?? []).flatMap((category) => {
    const guides = (category?.guides?.nodes ?? []).flatMap(toGuideCard);
    if (!category || guides.length === 0) return [];
    return [
      { id: category.id, name: category.name ?? '', href: category.uri ? toMenuHref(category.uri) : null, guides },
    ];
  });
}
