import { expect, type Page } from '@playwright/test';

/** Where the screenshots of the address book and proposals screens go, to be looked at. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-w1';

/**
 * Screenshots a screen at the desktop (1280 px) and phone (390 px) widths, and checks that at
 * both the page itself never scrolls sideways (a wide table scrolls inside its own frame).
 */
export async function shootBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  // Toasts cover the header's buttons: the screen is shot once they have gone.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await ready();
    // Let the layout settle after the resize (media queries, the grid's scroll shadows).
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}
