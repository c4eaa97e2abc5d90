import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromBreakpoint, LAYOUT_BREAKPOINTS } from '@/theme/breakpoints';

const srcDir = path.resolve(__dirname, '../../src');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/**
 * The breakpoint each media query of the site's stylesheets switches at: `min-width: N` is N,
 * `max-width: N-0.02` ("below N", without overlapping `min-width: N`) is N too.
 */
function mediaBoundaries(): { where: string; px: number }[] {
  return stylesheets(srcDir).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)].flatMap((media) =>
      [...media[0].matchAll(/(min|max)-width:\s*([\d.]+)px/g)].map((width) => ({
        where: `${path.relative(srcDir, file)}: ${media[0].trim()}`,
        px: width[1] === 'min' ? Number(width[2]) : Number((Number(width[2]) + 0.02).toFixed(2)),
      })),
    ),
  );
}

const boundariesOf = (file: string) =>
  [
    ...new Set(
      mediaBoundaries()
        .filter((media) => media.where.startsWith(`${file}:`))
        .map((media) => media.px),
    ),
  ].sort((a, b) => a - b);

describe('layout breakpoints (docs/PRODUCT.md §9: 600 by default, 620 and 1169)', () => {
  const named = Object.values(LAYOUT_BREAKPOINTS) as number[];

  it("are the product's three widths", () => {
    expect(LAYOUT_BREAKPOINTS).toEqual({ DESKTOP_MIN: 600, FILTERS_INLINE_MIN: 620, WIDE_MIN: 1169 });
    expect(fromBreakpoint('FILTERS_INLINE_MIN')).toBe('(min-width: 620px)');
  });

  it('are the only widths the stylesheets switch at', () => {
    const media = mediaBoundaries();
    expect(media.length).toBeGreaterThan(10);
    expect(media.filter((query) => !named.includes(query.px)).map((query) => query.where)).toEqual([]);
  });

  it('govern the header (600, 1169), the filters (620), the offers table (600, tighter below 1169) and the article (1169)', () => {
    expect(boundariesOf('components/layout/SiteHeader.module.css')).toEqual([600, 1169]);
    expect(boundariesOf('features/catalogue/category/CategoryFiltersPanel.module.css')).toEqual([620]);
    expect(boundariesOf('features/catalogue/product/OffersTable.module.css')).toEqual([600, 1169]);
    expect(boundariesOf('features/editorial/article/article.module.css')).toEqual([600, 1169]);
  });
});
