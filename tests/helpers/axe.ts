import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules every screen is held to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * axe's violations on the page as it is now, one line each (`rule (impact): first nodes`). Only violations
 * are collected (`resultTypes`: axe skips listing every node that passed), and axe runs in the page itself
 * (legacy mode: no second blank page per scan, which took most of the time; our pages have no cross-origin
 * frames for that page to reach). `minImpact` keeps those at least that serious.
 */
export async function axeViolations(page: Page, { minImpact }: { minImpact?: 'serious' } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze()
  return results.violations
    .filter((v) => !minImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}
