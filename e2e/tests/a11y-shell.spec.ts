import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, signIn, userWithNotifications } from './support';

/**
 * WCAG 2.5.3 (label in name): a control's accessible name holds the text it shows, so a speech
 * user can say what they see. axe keeps this rule among its experimental ones, so it is asked for
 * by name.
 */
async function labelInNameViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } })
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
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
  // Someone with notifications, so the dropdown and the screen list them.
  const user = await userWithNotifications(page.request, 1);
  await signIn(page, user.userName, user.password);
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

for (const width of [1280, 390]) {
  test(`the header's buttons say what they show (label in name) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // Someone with notifications, so the bell shows its count.
    const user = await userWithNotifications(page.request, 1);
    await signIn(page, user.userName, user.password);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('notification-count')).toBeVisible();
    await expect(header.getByRole('button', { name: /^Account menu, Erin Tester/ })).toBeVisible();
    expect(await labelInNameViolations(page)).toEqual([]);
  });
}
