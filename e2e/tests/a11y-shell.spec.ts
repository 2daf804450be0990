import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './support';

/** DESIGN.md section 10: no serious or critical axe violations on any screen. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in, forgot and reset pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign me in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/account/forgot-password');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/account/reset-password?token=1.abc');
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell, its dropdowns and the notifications screen have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
