import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * axe-core's violations on the page, one line each. axe-core runs in the page itself, asked for
 * violations only: @axe-core/playwright's analyze() also returns every passing node and finishes
 * each run in a page of its own, which made it four times slower here (1.5 s against 0.4 s a
 * screen; record 0045). The portal's screens have no frames, which that extra page is for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugging protocol, which the page's content security policy
  // does not govern, as axe-core would be by @axe-core/playwright.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/**
 * Fails with every axe-core violation of the page once its transitions have ended: a dialog still
 * fading in has the colours of half its opacity, which axe reads as low contrast. A dialog starts
 * its fade a frame or two after it is shown, so the page must be still for several frames in a
 * row, not at one instant.
 */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let stillFrames = 0;
        const watch = () => {
          const still = document.getAnimations().every((a) => a.playState !== 'running');
          stillFrames = still ? stillFrames + 1 : 0;
          if (stillFrames === 5) settled();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
  expect(await axeViolations(page)).toEqual([]);
}
