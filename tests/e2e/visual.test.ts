// Visual regression (issue 19): every page in Chromium at 390 and 1366 px, compared with the
// committed baseline of the same platform and Chromium version (pixelmatch, a small tolerance).
// `npm run test:visual:update` re-records them after a deliberate change.
//
// Pages without parameters (and a sales rep's landing page) are shot on the run's shared
// gateway, as the first screen. Pages with an agent id — its demo and booking pages, the
// onboarding pages given `?agentId=` — and every page of the signed-in owner portal (a call's
// page included) are shot whole on a gateway in this process whose clock is pinned to the
// browser's, with data made the same way each run: a travel plumber made through
// create-full-agent, an owner who signed in through the "live" email's link, and calls,
// bookings and a question written at fixed times.
//
// Stable by construction: reduced motion, animations off, a fixed clock, time zone and locale
// (America/Chicago, en-US, whatever the machine's), and masks over what varies by nature — the
// live widget (its connection state), the phone number the agent was given from the sandbox
// pool, and the generated agent id wherever a page prints it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ROUTES } from '@bookline/contracts';
import { SESSION_COOKIE } from '../../gateway/src/http';
import { createLogger } from '../../gateway/src/logging';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { createRedis, type Redis } from '../../gateway/src/store';
import { testConfig } from '../kit/app';
import { pinClock } from '../kit/clock';
import { seedWeek, WEEK_NOW, WEEK_TZ } from '../kit/owner-week';
import { createTravelPlumber, signedInOwner, type OwnerBusiness, type SignedInOwner } from './agents';
import { useBrowser, watchedPage } from './browser';

const browser = useBrowser();
const UPDATE = process.env.UPDATE_VISUAL === '1';
/** Pixels may differ by this share of the screenshot (anti-aliasing, sub-pixel text). */
const TOLERANCE = 0.01;
/** Redirects and pages that leave by themselves after a delay are not pictures of a page. */
const SKIP = new Set(['/about-us', '/payment-setup', '/demo/agent']);
const PATHS = ROUTES.map((r) => r.path).filter((p) => !p.includes(':') && !SKIP.has(p));
/** A sales rep's landing page (`/:rep`, from the gateway's SALES_REPS; the shared gateway has alex and jordan). */
const REP_PATH = '/alex';
/** Onboarding pages that read the agent from `?agentId=` (its name, its number, its state). */
const AGENT_QUERY_PAGES = ['/trial-signup', '/calendar-setup', '/voice-recording', '/testforwarding'];
const WIDTHS = [390, 1366] as const;
/** Monday 16 November 2026, 9:00 AM in Austin: the browser's clock, and the in-process gateway's. */
const NOW = WEEK_NOW;
const TZ = WEEK_TZ;

interface Shot {
  base: string;
  path: string;
  width: number;
  /** A signed-in owner's browser state. */
  owner?: SignedInOwner['state'];
  /** The session cookie of the browser that created the agent (the onboarding pages answer only to it). */
  creator?: string;
  /** Texts that differ from run to run (a generated id, a number from the pool): whatever shows them is masked. */
  varying?: readonly RegExp[];
  /** The whole page rather than the first screen (pages whose data runs below it). */
  fullPage?: boolean;
}

async function baselineDir(): Promise<string> {
  const version = browser().version().split('.')[0];
  const dir = join(import.meta.dirname, 'visual', `${process.platform}-chromium${version}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** `/` → home, `/dashboard/:agentId/calls` → dashboard-agentId-calls; `suffix` tells a signed-in page from its signed-out twin. */
const fileName = (path: string, width: number, suffix = '') => `${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')}${suffix}-${width}.png`;

/** The page has replaced any prerendered copy and finished its first requests (no spinner, nothing busy). */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('#root:not([data-prerendered]) h1', { timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .bl-spinner'), undefined, { timeout: 10_000 });
}

async function shoot({ base, path, width, owner, creator, varying = [], fullPage = false }: Shot): Promise<Buffer> {
  const ctx = await browser().newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1, timezoneId: TZ, locale: 'en-US', ...(owner ? { storageState: owner } : {}) });
  try {
    if (creator) await ctx.addCookies([{ name: SESSION_COOKIE, value: creator, url: base }]);
    const { page } = await watchedPage(ctx);
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (owner || varying.length) await settled(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    // Fields whose value is one of the varying texts (a number to forward calls to) get a mark to mask them by.
    await page.evaluate((sources) => {
      const res = sources.map((src) => new RegExp(src));
      for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
        if (res.some((re) => re.test(el.value))) el.setAttribute('data-visual-mask', '');
      }
    }, varying.map((re) => re.source));
    const mask: Locator[] = [page.locator('#bookline-widget, [data-bookline-widget], [data-bookline-float], [data-visual-mask]'), ...varying.map((text) => page.getByText(text))];
    return await page.screenshot({ animations: 'disabled', caret: 'hide', mask, maskColor: '#8899aa', fullPage });
  } finally {
    await ctx.close();
  }
}

/** Compares a screenshot with its baseline (or records it: a first run on this platform, or `npm run test:visual:update`). */
async function expectAsRecorded(name: string, label: string, shot: Buffer): Promise<void> {
  const file = join(await baselineDir(), name);
  if (UPDATE || !existsSync(file)) {
    // A platform or Chromium version seen for the first time records its baseline.
    writeFileSync(file, shot);
    return;
  }
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(shot);
  const actual = join(tmpdir(), `visual-diff-${name}`).replace(/\.png$/, '.actual.png');
  // A whole-page shot of another height: keep it to look at.
  if (got.width !== want.width || got.height !== want.height) writeFileSync(actual, shot);
  expect(`${got.width}×${got.height}`, `${label}: size (this run's shot in ${actual})`).toBe(`${want.width}×${want.height}`);
  const diff = new PNG({ width: want.width, height: want.height });
  const changed = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1 });
  const share = changed / (want.width * want.height);
  if (share > TOLERANCE) {
    const out = join(tmpdir(), `visual-diff-${name}`);
    writeFileSync(out, PNG.sync.write(diff));
    writeFileSync(actual, shot);
  }
  expect(share, `${label}: ${(share * 100).toFixed(2)} % of pixels changed (diff in ${tmpdir()}/visual-diff-*)`).toBeLessThanOrEqual(TOLERANCE);
}

describe('visual regression: every page without parameters at 390 and 1366 px', () => {
  const base = inject('baseUrl');
  for (const path of [...PATHS, REP_PATH]) {
    it(`${path} looks as recorded`, async () => {
      for (const width of WIDTHS) {
        await expectAsRecorded(fileName(path, width), `${path} at ${width} px`, await shoot({ base, path, width }));
      }
    }, 60_000);
  }
});

/** The portal's owner runs a plumbing business that drives to its customers, so the dispatch pages (crew, plan) have a day to show. */
const TRAVEL_PLUMBER: OwnerBusiness = {
  businessData: { TimeZone: TZ, ServiceType: 'Travel to Customer', ServiceRangeMiles: 25, BusinessAddressStreet: '500 Congress Ave', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701' },
  services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }],
};

describe('visual regression: pages with an agent id and the signed-in owner portal at 390 and 1366 px', () => {
  pinClock(NOW);
  // Back to the pinned instant before each page, so what the server stamps "now" (a session's
  // last use) never drifts into the next minute however slow the run.
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });
  let gw: RunningGateway;
  let redis: Redis;
  let owner: SignedInOwner;
  /** Each parameterised route's path for this run's agent (and call). */
  const paths = new Map<string, string>();
  let varying: RegExp[] = [];
  let creator: string;

  beforeAll(async () => {
    const config = testConfig({ PORT: '0', HOST: '127.0.0.1', PRERENDER_PAGES: 'false' });
    redis = createRedis(config.REDIS_URL);
    gw = await startGateway({ config, log: createLogger({ level: 'silent' }) });
    const { agentId, sessionId } = await createTravelPlumber({ name: 'Visual Demo Plumbing', email: 'visual-demo@example.com', base: gw.url });
    owner = await signedInOwner(browser(), { email: 'visual-owner@example.com', name: 'Visual Check Plumbing', business: TRAVEL_PLUMBER, base: gw.url });
    const { callId } = await seedWeek(redis, owner.agentId);
    for (const r of ROUTES) {
      if (!r.path.includes(':')) continue;
      const id = r.path.startsWith('/dashboard/') ? owner.agentId : agentId;
      paths.set(r.path, r.path.replace(':agentId', id).replace(':callId', callId));
    }
    expect(sessionId, 'create-full-agent opens a session for the creating browser').toBeTruthy();
    creator = sessionId!;
    for (const p of AGENT_QUERY_PAGES) paths.set(`${p}?agentId`, `${p}?agentId=${agentId}`);
    // The demo page shows the number the agent is given from the pool (a job on the server): wait for it.
    const phones: string[] = [];
    for (const id of [agentId, owner.agentId]) phones.push(await assignedNumber(gw.url, id));
    varying = [...[agentId, owner.agentId].map((id) => new RegExp(id.replace(/[^\w]/g, '\\$&'))), ...phones.map(numberPattern)];
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    redis?.disconnect();
  });

  const patterns = [...ROUTES.map((r) => r.path).filter((p) => p.includes(':')), ...AGENT_QUERY_PAGES.map((p) => `${p}?agentId`)];
  for (const pattern of patterns) {
    it(`${pattern} looks as recorded`, async () => {
      const path = paths.get(pattern)!;
      // Who looks: the owner at the portal, a customer at the public booking page, the creating browser elsewhere.
      const who = pattern.startsWith('/dashboard/') ? { owner: owner.state } : pattern.startsWith('/book/') ? {} : { creator };
      for (const width of WIDTHS) {
        const shot = await shoot({ base: gw.url, path, width, varying, fullPage: true, ...who });
        await expectAsRecorded(fileName(pattern, width), `${pattern} at ${width} px`, shot);
      }
    }, 60_000);
  }
  it('/dashboard/account (signed in) looks as recorded', async () => {
    for (const width of WIDTHS) {
      const shot = await shoot({ base: gw.url, path: '/dashboard/account', width, varying, fullPage: true, owner: owner.state });
      await expectAsRecorded(fileName('/dashboard/account', width, '-signed-in'), `/dashboard/account (signed in) at ${width} px`, shot);
    }
  }, 60_000);
});

/** The agent's phone number once the server's job has given it one (E.164). */
async function assignedNumber(base: string, agentId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${base}/functions/v1/get-agent-phone`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId }) });
    const body = (await res.json()) as { phoneNumber?: string; assignment?: string };
    if (body.phoneNumber) return body.phoneNumber;
    if (Date.now() > deadline || body.assignment === 'failed' || body.assignment === 'none') throw new Error(`no phone number for ${agentId}: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** +15125550123 → a pattern for that number however a page writes it ("(512) 555-0123", "512-555-0123", "+1 512 555 0123"). */
function numberPattern(e164: string): RegExp {
  const d = e164.replace(/\D/g, '').slice(-10);
  return new RegExp(`${d.slice(0, 3)}\\D{0,2}${d.slice(3, 6)}\\D?${d.slice(6)}`);
}
