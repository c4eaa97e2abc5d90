import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const LOCALES = path.resolve(__dirname, '../../public/locales/en');

/**
 * What a string key looks like when i18next shows it as it is: `home.allCategoriesLink` (a key of
 * a namespace the page did not load, or no key at all), or `common:home.title` (a key asked of a
 * namespace by name). Keys begin with one of the strings' top-level groups, so text that merely
 * has a dot in it (a store's domain, a version number) is not mistaken for one.
 */
function keyPattern(): RegExp {
  const namespaces = fs.readdirSync(LOCALES).map((file) => path.basename(file, '.json'));
  const groups = new Set<string>();
  for (const namespace of namespaces) {
    const strings = JSON.parse(fs.readFileSync(path.join(LOCALES, `${namespace}.json`), 'utf8'));
    for (const [group, value] of Object.entries(strings)) if (typeof value === 'object') groups.add(group);
  }
  const either = (names: Iterable<string>) => [...names].join('|');
  return new RegExp(`\\b(?:(?:${either(namespaces)}):[\\w.]+|(?:${either(groups)})\\.[A-Za-z_][\\w.]*)`, 'g');
}

const KEY = keyPattern();

/** Every key-shaped piece of text a reader could meet on the page: its text, title and labels. */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template')) found.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) found.push(element.getAttribute(name) ?? '');
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
      found.push(meta.getAttribute('content') ?? '');
    }
    return found;
  });
  return [...new Set(texts.flatMap((text) => text.match(KEY) ?? []))];
}
