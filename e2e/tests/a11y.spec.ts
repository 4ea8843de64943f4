// axe-core on the login page and the signed-in dashboard: no serious or critical violations.
import { expect, test, type Page } from '@playwright/test';
import { demoStatePath } from '../support/accounts';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

// The app's CSP (rightly) blocks the injected axe script; only this check bypasses it.
test.use({ bypassCSP: true });

/** Serious and critical violations, one line each ("impact rule: targets"), also printed. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  for (const line of serious) console.log(`[axe] ${line}`);
  return serious;
}

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The dashboard is complete once every remote's menu entries are in: waiting for concrete content
 * rather than 'networkidle', which a busy machine can keep from ever settling.
 */
async function dashboardComplete(page: Page): Promise<void> {
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of [/Content Planners/, /To Do/, /Ideas Generator/]) await expect(menu.getByRole('link', { name })).toBeAttached();
}

test.describe('signed in', () => {
  test.use({ storageState: demoStatePath });

  test('the dashboard has no serious accessibility violations', async ({ page }) => {
    await page.goto('/dashboard');
    await dashboardComplete(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard in the dark skin has no serious accessibility violations', async ({ page }) => {
    await page.goto('/dashboard');
    await dashboardComplete(page);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
