/**
 * axe-core in every browser journey (docs/accessibility.md): each screen a journey visits
 * is checked with axe's default rule set (WCAG 2.0-2.2 A and AA, plus axe's best
 * practices) once it has settled. A `serious` or `critical` finding fails the journey with
 * the rule, the elements and axe's help link; lesser findings are attached to the report,
 * and the ones we know of are explained in docs/accessibility.md.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

function describe(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        )
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Run axe on the page as it is now and fail on any serious or critical violation.
 * `screenName` names the screen in the failure and in the attached report.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const lesser = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (lesser.length) {
    await test.info().attach(`axe: ${screenName} (moderate and minor)`, {
      body: describe(lesser),
      contentType: 'text/plain',
    });
  }
  expect(
    blocking.map((v) => v.id),
    `axe on ${screenName}:\n${describe(blocking)}`,
  ).toEqual([]);
}
