import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from '@/lib/catalogue/breadcrumbs';

describe('buildBreadcrumbs', () => {
  const path = 'Electronics --> Audio --> Headphones';
  const ids = '1,7,31';

  it('links every crumb when the last category has products', () => {
    const crumbs = buildBreadcrumbs(path, ids, [{ idcategoryfrontend: 31, hasproducts: true }]);
    expect(crumbs).toEqual([
      { id: 1, name: 'Electronics', linked: true },
      { id: 7, name: 'Audio', linked: true },
      { id: 31, name: 'Headphones', linked: true },
    ]);
  });

  it('does not link the last crumb when its category has no products', () => {
    const crumbs = buildBreadcrumbs(path, ids, [{ idcategoryfrontend: 31, hasproducts: false }]);
    expect(crumbs.map((crumb) => crumb.linked)).toEqual([true, true, false]);
  });

  it('links crumbs that are not last even when they have no products', () => {
    const crumbs = buildBreadcrumbs(path, ids, [
      { idcategoryfrontend: 1, hasproducts: false },
      { idcategoryfrontend: 7, hasproducts: false },
      { idcategoryfrontend: 31, hasproducts: true },
    ]);
    expect(crumbs.map((crumb) => crumb.linked)).toEqual([true, true, true]);
  });

  it('does not link the last crumb when nothing is known about it', () => {
    expect(buildBreadcrumbs('Electronics', '1', []).map((crumb) => crumb.linked)).toEqual([false]);
  });

  it('keeps names with & / , and non-Latin letters intact', () => {
    const crumbs = buildBreadcrumbs('Home & Kitchen --> TV/Audio, Video --> Побутова техніка', '3,40,41', []);
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home & Kitchen', 'TV/Audio, Video', 'Побутова техніка']);
  });

  it('keeps only the pairs both lists agree on when their lengths differ', () => {
    expect(buildBreadcrumbs('A --> B --> C', '1,2', []).map((crumb) => crumb.name)).toEqual(['A', 'B']);
  });

  it('is empty for empty input', () => expect(buildBreadcrumbs('', '', [])).toEqual([]));

  it('skips ids that are not positive integers', () =>
    expect(buildBreadcrumbs('A --> B', '1,x', []).map((crumb) => crumb.id)).toEqual([1]));
});
