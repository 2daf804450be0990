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

/**
 * The controls of the screen (its header bar and main) a thumb would miss: buttons, links shown as
 * buttons, inputs and selects smaller than 44 × 44 px (WCAG 2.5.5), as "name (w×h)". Links in
 * running text are left out, as are controls hidden or of zero size.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  // Right after a resize the screen may still be drawn for the old width (a media query answers in
  // an effect), so the targets are measured again until they pass or two seconds have gone by.
  let small = await touchTargetsBelowMinimum(page);
  for (let tries = 0; small.length > 0 && tries < 10; tries++) {
    await page.waitForTimeout(200);
    small = await touchTargetsBelowMinimum(page);
  }
  return small;
}

function touchTargetsBelowMinimum(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="button"], a.mantine-Button-root, input:not([type="hidden"]), select, textarea';
    const scopes = [document.querySelector('header'), document.getElementById('main-content')].filter(
      (e): e is HTMLElement => e !== null,
    );
    const out: string[] = [];
    for (const scope of scopes) {
      for (const el of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
        // A checkbox or radio is reached through its label too: the label is the target.
        const choice = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
        const target = choice
          ? (el.closest('label') ?? (el.id ? document.querySelector<HTMLElement>(`label[for="${el.id}"]`) : null) ?? el)
          : el;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (getComputedStyle(target).visibility === 'hidden') continue;
        if (box.width < 43.5 || box.height < 43.5) {
          const name =
            el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30) ?? el.getAttribute('name');
          out.push(`${name || el.tagName.toLowerCase()} (${Math.round(box.width)}×${Math.round(box.height)})`);
        }
      }
    }
    return out;
  });
}
