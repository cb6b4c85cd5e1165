import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

// WCAG 2.0, 2.1 and 2.2, levels A and AA: what RGAA 4 and the European standard EN 301 549 ask.
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/** The WCAG A and AA violations axe-core finds on the page (or in `include`), readable on failure: rule, impact, elements. */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map(node => node.target.join(" ")).join(", ")}`,
  )
}
