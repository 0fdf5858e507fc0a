// Visual regression (issue 19): every page without parameters, in Chromium at 390 and 1366 px,
// compared with the committed baseline of the same platform and Chromium version (pixelmatch,
// a small tolerance). `npm run test:visual:update` re-records them after a deliberate change.
// Stable by construction: reduced motion, animations off, a fixed clock, and the live widget
// (its connection state varies) masked.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@bookline/contracts';
import { useBrowser, watchedPage } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();
const UPDATE = process.env.UPDATE_VISUAL === '1';
/** Pixels may differ by this share of the screenshot (anti-aliasing, sub-pixel text). */
const TOLERANCE = 0.01;
/** Redirects and pages that leave by themselves after a delay are not pictures of a page. */
const SKIP = new Set(['/about-us', '/payment-setup', '/demo/agent']);
const PATHS = ROUTES.map((r) => r.path).filter((p) => !p.includes(':') && !SKIP.has(p));
const WIDTHS = [390, 1366] as const;

async function baselineDir(): Promise<string> {
  const version = browser().version().split('.')[0];
  const dir = join(import.meta.dirname, 'visual', `${process.platform}-chromium${version}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const fileName = (path: string, width: number) => `${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')}-${width}.png`;

async function shoot(path: string, width: number): Promise<Buffer> {
  const ctx = await browser().newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  try {
    const { page } = await watchedPage(ctx);
    await page.clock.setFixedTime(new Date('2026-11-16T15:00:00Z'));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const mask = [page.locator('#bookline-widget, [data-bookline-widget], [data-bookline-float]')];
    return await page.screenshot({ animations: 'disabled', caret: 'hide', mask, maskColor: '#8899aa' });
  } finally {
    await ctx.close();
  }
}

describe('visual regression (every page at 390 and 1366 px)', () => {
  for (const path of PATHS) {
    it(`${path} looks as recorded`, async () => {
      const dir = await baselineDir();
      for (const width of WIDTHS) {
        const shot = await shoot(path, width);
        const file = join(dir, fileName(path, width));
        if (UPDATE || !existsSync(file)) {
          // A platform or Chromium version seen for the first time records its baseline.
          writeFileSync(file, shot);
          continue;
        }
        const want = PNG.sync.read(readFileSync(file));
        const got = PNG.sync.read(shot);
        expect(`${got.width}×${got.height}`, `${path} at ${width} px: size`).toBe(`${want.width}×${want.height}`);
        const diff = new PNG({ width: want.width, height: want.height });
        const changed = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1 });
        const share = changed / (want.width * want.height);
        if (share > TOLERANCE) {
          const out = join(tmpdir(), `visual-diff-${fileName(path, width)}`);
          writeFileSync(out, PNG.sync.write(diff));
          writeFileSync(out.replace(/\.png$/, '.actual.png'), shot);
        }
        expect(share, `${path} at ${width} px: ${(share * 100).toFixed(2)} % of pixels changed (diff in ${tmpdir()}/visual-diff-*)`).toBeLessThanOrEqual(TOLERANCE);
      }
    }, 60_000);
  }
});
