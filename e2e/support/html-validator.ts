import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, less the ones that judge how React serialises valid HTML
 * rather than whether it is valid: self-closing void elements (`<meta/>`), React's camel-cased
 * attribute names (`charSet`, `hrefLang`), `defer=""` and `alt=""` spellings. Next to those:
 * - `valid-id` relaxed to HTML5's rule (any id without whitespace): heading ids are the heading's
 *   text without whitespace, as docs/PRODUCT.md §2 says, and Next's own ids begin with `_`;
 * - checkboxes may share a name (`brand=a&brand=b` is how a form sends a multiple choice);
 * - `long-title` off: a page's title is the editor's title, and search engines shorten it;
 * - `presentation-role-style` off: `presentation` and `none` are synonyms in ARIA 1.2 (Chakra's
 *   checkbox writes the former).
 */
export const HTML_VALIDATOR_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    'long-title': 'off',
    'presentation-role-style': 'off',
  },
};

const validator = new HtmlValidate(HTML_VALIDATOR_CONFIG);

/** The errors in a page's HTML, one line each: the rule, the message and where. */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results
    .flatMap((result) => result.messages)
    .map(
      (message) =>
        `${message.ruleId}: ${message.message} at ${message.selector ?? `${message.line}:${message.column}`}`,
    );
}
