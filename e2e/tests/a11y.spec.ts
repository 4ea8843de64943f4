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

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of serious) {
    console.log(`[axe] ${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n  ')}`);
  }
  return serious;
}

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: demoStatePath });

  test('the dashboard has no serious accessibility violations', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
