/** A namespace's strings as the JSON files hold them: nested objects of strings and lists of strings. */
export interface StringTree {
  [key: string]: string | readonly string[] | StringTree;
}

/** `nav` takes `nav` itself, `nav.deals` and the plural forms `nav_one`, `nav_other`. */
function matches(key: string, pattern: string): boolean {
  return key === pattern || key.startsWith(`${pattern}.`) || key.startsWith(`${pattern}_`);
}

function pickTree(tree: StringTree, patterns: readonly string[], prefix: string): StringTree | null {
  let picked: StringTree | null = null;
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    const leaf = typeof value === 'string' || Array.isArray(value);
    const kept = leaf
      ? patterns.some((pattern) => matches(key, pattern))
        ? value
        : null
      : pickTree(value as StringTree, patterns, key);
    if (kept !== null) (picked ??= {})[name] = kept;
  }
  return picked;
}

/**
 * The strings of every namespace whose keys match the patterns (whole keys or prefixes): what a
 * part of the page needs of the page's translations, in the same shape, so an i18next instance
 * made from them finds each key where the full one would.
 */
export function pickStrings(
  namespaces: Record<string, StringTree>,
  patterns: readonly string[],
): Record<string, StringTree> {
  const picked: Record<string, StringTree> = {};
  for (const [namespace, tree] of Object.entries(namespaces)) {
    const strings = pickTree(tree, patterns, '');
    if (strings) picked[namespace] = strings;
  }
  return picked;
}
