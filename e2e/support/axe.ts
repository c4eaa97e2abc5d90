import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(__filename);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page against WCAG 2.0 and 2.1, levels A and AA. The page's context must
 * be made with `bypassCSP: true`: the site's policy (rightly) refuses the injected script.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only violations are read: axe then skips building selectors for every passing element.
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
}

/** One line per failing element: the rule, its impact and the element, for a failure message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map((node) => `  ${id} (${impact ?? 'unknown'}): ${help} at ${node.target.join(' ')}`),
    )
    .join('\n');
}
