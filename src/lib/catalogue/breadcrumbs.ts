/** Breadcrumb rules for catalogue pages (docs/PRODUCT.md §3, §5). */

export interface CategoryCheck {
  idcategoryfrontend: number;
  hasproducts: boolean;
}

export interface Crumb {
  id: number;
  name: string;
  /** A category is linked only if it has products or is not the last crumb (docs/PRODUCT.md §5). */
  linked: boolean;
}

/**
 * Pairs `pathcatname` ("A --> B --> C") with `pathwithid` ("1,7,31"). Mismatched lengths keep the
 * pairs both lists agree on, so a bad record shortens the trail instead of breaking the page.
 */
export function buildBreadcrumbs(pathcatname: string, pathwithid: string, checks: readonly CategoryCheck[]): Crumb[] {
  const names = pathcatname
    .split(' --> ')
    .map((name) => name.trim())
    .filter(Boolean);
  const ids = pathwithid
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  const length = Math.min(names.length, ids.length);
  const hasProducts = new Map(checks.map((check) => [check.idcategoryfrontend, check.hasproducts]));
  return Array.from({ length }, (_, index) => {
    const id = ids[index]!;
    const isLast = index === length - 1;
    return { id, name: names[index]!, linked: !isLast || hasProducts.get(id) === true };
  });
}
