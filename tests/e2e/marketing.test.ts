import { Redis } from 'ioredis';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAQ_ITEMS } from '../../mfe-marketing/src/content/faq';
import { EXTRA_FEATURES } from '../../mfe-marketing/src/content/features';
import { HEADLINE_INDUSTRIES } from '../../mfe-marketing/src/content/headlines';
import { SETUP_STEPS, TEXTS } from '../../mfe-marketing/src/texts';
import { launchBrowser, watchedPage } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let redis: Redis;
let ctx: BrowserContext;
let errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  redis = new Redis(inject('redisUrl'));
});
afterAll(async () => {
  await browser?.close();
  redis?.disconnect();
});

/** Lets go of a held /widget.js (see `open`). */
let releaseWidget: () => void = () => {};

/**
 * A fresh page (own context) at `path`, waited until the page's h1 is there. With `holdWidget`
 * the /widget.js request waits until `releaseWidget()`, so the loading state can be seen.
 */
async function open(path: string, viewport = { width: 1280, height: 900 }, { holdWidget = false } = {}): Promise<Page> {
  releaseWidget();
  await ctx?.close();
  ctx = await browser.newContext({ viewport });
  const w = await watchedPage(ctx);
  errors = w.errors;
  if (holdWidget) {
    const held = new Promise<void>((r) => (releaseWidget = r));
    await w.page.route('**/widget.js', async (route) => {
      await held;
      await route.continue();
    });
  }
  await w.page.goto(base + path);
  // Prerendered pages show a static copy first; wait for the live page.
  await w.page.waitForSelector('#root:not([data-prerendered]) main h1', { timeout: 20_000 });
  // Sections below the fold render just after the first paint (Deferred); wait for them.
  await w.page.waitForFunction(() => !document.querySelector('[data-deferred="pending"]'), undefined, { timeout: 20_000 });
  return w.page;
}

const text = async (page: Page) => (await page.textContent('main')) ?? '';
const hrefOf = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first().getAttribute('href');

describe('main landing page, first reading (/)', () => {
  it('shows the fixed texts of the spec', async () => {
    const page = await open('/', undefined, { holdWidget: true });
    const body = await text(page);
    for (const t of [TEXTS.tagline, TEXTS.trialNote, TEXTS.theResult, TEXTS.widgetLoading, TEXTS.getStarted10, TEXTS.whatsIncluded, TEXTS.planPrice, TEXTS.planPerAppointment, TEXTS.noFees, TEXTS.roiHeading, TEXTS.factsHeading, TEXTS.termsNote]) {
      expect(body, t).toContain(t);
    }
    // Issue 19: the only plan carries no "Most Popular" badge, and no invented people are shown.
    expect(body).not.toContain(TEXTS.mostPopular);
    expect(body).not.toMatch(/sample (content|testimonials)/i);
    expect(await page.locator('.mk-feature__icon').first().evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
    for (const s of SETUP_STEPS) expect(body).toContain(`${s.minutes} min`);
    expect(await page.locator('section:has(#included) li').count()).toBe(6);
    expect(await page.locator('.bl-audio').count()).toBe(2);
    expect(await page.locator('audio').first().textContent()).toBe(TEXTS.audioFallback);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.getByRole('img', { name: /week calendar/ }).getAttribute('width')).toBe('880');
    expect(errors).toStrictEqual([]);
  });

  it('links where the spec says: Try Now and Get Started Today to /create-agent, footer links, support phone', async () => {
    const page = await open('/');
    expect(await hrefOf(page, TEXTS.tryNow)).toBe('/create-agent');
    expect(await hrefOf(page, TEXTS.getStartedToday)).toBe('/create-agent');
    expect(await hrefOf(page, 'FAQ')).toBe('/faq');
    expect(await hrefOf(page, 'About Us')).toBe('/about');
    const footer = page.locator('footer.bl-footer');
    expect(await footer.getByRole('link', { name: /Privacy/ }).getAttribute('href')).toBe('/privacy');
    expect(await footer.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    const attribution = footer.getByRole('link', { name: TEXTS.logoAttribution });
    expect(await attribution.getAttribute('target')).toBe('_blank');
    expect(await footer.textContent()).toContain('(512) 555-0142');
    await page.getByRole('link', { name: TEXTS.tryNow, exact: true }).click();
    await page.waitForURL(/\/create-agent$/);
  });

  it('rotates the headline through the industry variants every 3 s', async () => {
    const page = await open('/');
    const rotator = page.locator('.mk-rotator');
    expect(await rotator.textContent()).toBe(HEADLINE_INDUSTRIES[0]);
    await expect.poll(() => rotator.textContent(), { timeout: 5000, interval: 200 }).toBe(HEADLINE_INDUSTRIES[1]);
    await page.getByRole('button', { name: 'Pause headline' }).click();
    const paused = await rotator.textContent();
    await page.waitForTimeout(3500);
    expect(await rotator.textContent()).toBe(paused);
    expect(await page.getByRole('button', { name: 'Resume headline' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the headline still for users who prefer reduced motion', async () => {
    await ctx?.close();
    ctx = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await page.goto(base + '/');
    await page.waitForSelector('#root:not([data-prerendered]) main h1');
    await page.waitForTimeout(3600);
    expect(await page.locator('.mk-rotator').textContent()).toBe(HEADLINE_INDUSTRIES[0]);
  });

  it('Pricing in the header scrolls to the pricing section', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('pricing')!.getBoundingClientRect().top)), { timeout: 3000 }).toBeLessThan(5);
    expect(page.url()).toMatch(/#pricing$/);
  });

  it('recomputes the ROI live when a slider moves', async () => {
    const page = await open('/');
    const calc = page.locator('[data-calculator="main"]');
    const cost = calc.locator('dt', { hasText: 'Monthly cost' }).locator('xpath=following-sibling::dd');
    expect(await cost.textContent()).toBe('$99');
    const slider = calc.getByLabel(/Bookings per month/);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await cost.textContent()).toBe('$102.50'); // 29 + 21 × 3.5
    await slider.fill('40');
    expect(await cost.textContent()).toBe('$169'); // 29 + 40 × 3.5
    expect(await calc.getByLabel(/Bookings per month/).getAttribute('max')).toBe('100');
    expect(await calc.getByLabel(/Calls you miss/).getAttribute('max')).toBe('50');
  });

  it('plays a sample call: pause icon and m:ss while playing, back to play at the end', async () => {
    const page = await open('/');
    const player = page.locator('.bl-audio').first();
    expect(await player.locator('.bl-audio__time').textContent()).toBe('0:00 / 0:37');
    await player.getByRole('button', { name: /^Play / }).click();
    await player.getByRole('button', { name: /^Pause / }).waitFor();
    expect(await player.getAttribute('data-playing')).toBe('true');
    await expect.poll(() => player.locator('.bl-audio__elapsed').textContent(), { timeout: 5000 }).toMatch(/^0:0[1-9]$/);
    // The gateway serves no byte ranges yet, so the file cannot be seeked: play it fast instead.
    await player.locator('audio').evaluate((a: HTMLAudioElement) => {
      a.playbackRate = 16;
    });
    await player.getByRole('button', { name: /^Play / }).waitFor({ timeout: 15_000 });
    expect(await player.getAttribute('data-playing')).toBe('false');
    expect(await player.locator('.bl-audio__time').textContent()).toMatch(/^0:00 \/ 0:3\d$/);
  });

  it('loads /widget.js for the demo agent as its section nears the viewport and switches when the widget signals ready, without moving the page', async () => {
    const page = await open('/', { width: 360, height: 740 }, { holdWidget: true });
    const widget = page.locator('.mk-widget');
    expect(await widget.textContent()).toContain(TEXTS.widgetLoading);
    // Below the fold: the script is not part of the first load.
    expect(await page.locator('script[src="/widget.js"]').count()).toBe(0);
    await widget.scrollIntoViewIfNeeded();
    await page.locator('script[src="/widget.js"]').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await page.locator('script[src="/widget.js"]').getAttribute('data-agent-id')).toMatch(/^agent_[A-Za-z0-9]+$/);
    expect(await page.locator('#bookline-widget').getAttribute('data-agent-id')).toBe('agent_booklineDemo');
    const before = await widget.boundingBox();
    // The real widget mounts and signals readiness once its script arrives.
    releaseWidget();
    await expect.poll(() => widget.getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    expect(await page.locator('#bookline-widget').getAttribute('data-bookline-ready')).toBe('true');
    expect(await widget.textContent()).not.toContain(TEXTS.widgetLoading);
    expect((await widget.boundingBox())?.height).toBe(before?.height);
  });

  it('has no layout shift and no horizontal scroll at 360 px', async () => {
    const page = await open('/', { width: 360, height: 740 });
    // `open` waits for the deferred sections, so a scripted scroll can't land while they arrive.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(cls).toBeLessThan(0.05);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('sales-rep landing, second reading (/alex, /jordan)', () => {
  it('shows the word-by-word headline, one sample call and the two plans with checkout in a new tab', async () => {
    const page = await open('/jordan');
    expect(await page.locator('[data-landing-variant]').getAttribute('data-landing-variant')).toBe('second');
    expect(await page.locator('main h1').getAttribute('aria-label')).toBe(TEXTS.repHeadline);
    expect(await page.locator('.mk-words span').count()).toBe(TEXTS.repHeadline.split(' ').length);
    expect(await page.locator('.bl-audio').count()).toBe(1);
    const body = await text(page);
    for (const t of [TEXTS.tagline, TEXTS.plan2Price, TEXTS.plan2Minutes, TEXTS.plan2Extra, TEXTS.enterprise, TEXTS.enterpriseMinutes]) expect(body).toContain(t);
    const trial = page.locator('#pricing').getByRole('link', { name: TEXTS.startFreeTrial });
    expect(await trial.getAttribute('target')).toBe('_blank');
    expect(await trial.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.getByRole('link', { name: TEXTS.contactSales }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.locator('#trial-cta').locator('xpath=..').getByRole('link', { name: TEXTS.startFreeTrial }).getAttribute('target')).toBe('_blank');
    const step1 = page.locator('#get-started').locator('xpath=..').getByRole('link', { name: 'Start Now' });
    expect(await step1.getAttribute('target')).toBe('_blank');
    expect(await step1.getAttribute('href')).toBe('/create-agent');
    expect(await page.locator('#get-started').locator('xpath=..').locator('li a').count()).toBe(1);
    expect(errors).toStrictEqual([]);
  });

  it('Add Feature reveals the five extra cards one per click, then disappears', async () => {
    const page = await open('/alex');
    const cards = page.locator('#included').locator('xpath=..').locator('li');
    expect(await cards.count()).toBe(6);
    for (let n = 1; n <= 5; n++) {
      await page.getByRole('button', { name: TEXTS.addFeature }).click();
      expect(await cards.count()).toBe(6 + n);
      expect(await cards.nth(5 + n).textContent()).toContain(EXTRA_FEATURES[n - 1]!.title);
    }
    expect(await page.getByRole('button', { name: TEXTS.addFeature }).count()).toBe(0);
  });

  it('uses the $67-plan ROI reading: missed calls move in steps of 5 up to 80%', async () => {
    const page = await open('/alex');
    const calc = page.locator('[data-calculator="plan"]');
    const gain = calc.locator('dt', { hasText: 'Net monthly gain' }).locator('xpath=following-sibling::dd');
    expect(await gain.textContent()).toBe('$1,733');
    const missed = calc.getByLabel(/Calls you miss/);
    expect(await missed.getAttribute('step')).toBe('5');
    expect(await missed.getAttribute('max')).toBe('80');
    await missed.focus();
    await page.keyboard.press('ArrowRight');
    expect(await gain.textContent()).toBe('$1,883'); // 35% of 3000 = 1050; 1050 + 900 − 67
    expect(await calc.getByLabel(/Bookings per month/).getAttribute('max')).toBe('120');
  });
});

describe('the sample week on a phone (issue 19)', () => {
  it('is shown at a readable size in a sideways-scrolling region, and the page itself does not overflow', async () => {
    const page = await open('/', { width: 390, height: 844 });
    const img = page.locator('.mk-result');
    await img.scrollIntoViewIfNeeded();
    expect((await img.boundingBox())!.width).toBeGreaterThanOrEqual(700);
    const region = page.getByRole('region', { name: /sample week/ });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

describe('card lists line up with their section', () => {
  // A list of cards kept the browser's 40 px list indent: on a phone the facts cards sat off
  // centre, narrower than every other card on the page.
  for (const width of [390, 1366]) {
    it(`the first card of every card list on / and /plumbing starts where its heading starts, at ${width} px`, async () => {
      for (const path of ['/', '/plumbing']) {
        const page = await open(path, { width, height: 900 });
        const offsets = await page.evaluate(() =>
          [...document.querySelectorAll('main ul.mk-grid, main ol.mk-grid')].map((list) => {
            const heading = list.closest('section')!.querySelector('h2')!;
            return { list: heading.textContent, dx: Math.round(list.firstElementChild!.getBoundingClientRect().left - heading.getBoundingClientRect().left) };
          }),
        );
        expect(offsets.length).toBeGreaterThanOrEqual(3);
        expect(offsets.filter((o) => o.dx !== 0), path).toStrictEqual([]);
      }
    });
  }
});

describe('/plumbing', () => {
  it('shows the plumbing page with our audio player (as on the landing page), the plan and the plumbing calculator', async () => {
    const page = await open('/plumbing');
    const body = await text(page);
    for (const t of [TEXTS.plumbingTrialNote, TEXTS.planPrice, TEXTS.getStarted10, TEXTS.factsHeading, 'Create Your Plumbing Agent']) expect(body).toContain(t);
    expect(body).not.toContain(TEXTS.mostPopular);
    expect(await hrefOf(page, TEXTS.tryNow)).toBe('/create-agent');
    // Issue 19: the same player as the landing page, not the browser's bare controls.
    expect(await page.locator('audio[controls]').count()).toBe(0);
    expect(await page.locator('.bl-audio').count()).toBe(1);
    expect(await page.locator('audio').first().textContent()).toBe(TEXTS.audioFallback);
    expect(await page.locator('[data-calculator="plumbing"] dd').first().textContent()).toBe('$4,590');
    expect(await page.locator('#facts').locator('xpath=..').locator('li').count()).toBe(6);
    expect(await page.locator('#included').locator('xpath=..').locator('li').count()).toBe(6);
    expect(errors).toStrictEqual([]);
  });

  it('clamps the hours to 1..12 and resets an emptied hour to 8 (open) or 5 (close)', async () => {
    const page = await open('/plumbing');
    const calc = page.locator('[data-calculator="plumbing"]');
    const openHour = calc.getByLabel('Open hour');
    const closeHour = calc.getByLabel('Close hour');
    await openHour.fill('15');
    expect(await openHour.inputValue()).toBe('12');
    await openHour.fill('');
    expect(await openHour.inputValue()).toBe('8');
    await closeHour.fill('0');
    expect(await closeHour.inputValue()).toBe('1');
    await closeHour.fill('');
    expect(await closeHour.inputValue()).toBe('5');
  });

  it('recomputes when the jobs slider moves', async () => {
    const page = await open('/plumbing');
    const calc = page.locator('[data-calculator="plumbing"]');
    const cost = calc.locator('dt', { hasText: 'Monthly cost' }).locator('xpath=following-sibling::dd');
    expect(await cost.textContent()).toBe('$92');
    await calc.getByLabel(/Jobs per month/).fill('30');
    expect(await cost.textContent()).toBe('$134'); // 29 + 30 × 3.5
  });
});

describe('/faq', () => {
  it('has 15 questions, one open at a time, and works from the keyboard', async () => {
    const page = await open('/faq');
    const buttons = page.locator('.bl-accordion__button');
    expect(await buttons.count()).toBe(15);
    expect(await page.locator('.bl-accordion__panel:visible').count()).toBe(0);
    await buttons.nth(0).click();
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.bl-accordion__panel:visible').textContent()).toContain(FAQ_ITEMS[0]!.answer.slice(0, 30));
    await buttons.nth(3).click();
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await buttons.nth(3).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.bl-accordion__panel:visible').count()).toBe(1);
    await buttons.nth(3).click();
    expect(await page.locator('.bl-accordion__panel:visible').count()).toBe(0);
    await buttons.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    expect(await buttons.nth(14).getAttribute('aria-expanded')).toBe('true');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('false');
  });

  it('Try Now - Free 14 Days reports a conversion and goes to /create-agent; Contact Support is a mailto', async () => {
    const page = await open('/faq');
    expect(await page.getByRole('link', { name: TEXTS.contactSupport }).getAttribute('href')).toBe('mailto:support@bookline.example');
    const before = await redis.xlen('bl:log:conversions');
    await page.getByRole('button', { name: TEXTS.faqTryNow }).click();
    await page.waitForURL(/\/create-agent$/);
    await expect.poll(() => redis.xlen('bl:log:conversions'), { timeout: 5000 }).toBe(before + 1);
    const [[, fields]] = (await redis.xrevrange('bl:log:conversions', '+', '-', 'COUNT', 1)) as [[string, string[]]];
    expect(fields.slice(0, 2)).toStrictEqual(['event', 'faq-try-now']);
    expect(fields).toContain('/faq');
  });
});

describe('the other public pages', () => {
  it('/privacy shows the terms, the update date, the SMS consent terms and contact numbers', async () => {
    const page = await open('/privacy');
    const body = await text(page);
    for (const t of [TEXTS.privacyHeading, TEXTS.privacyUpdated, 'autodialer', 'not a condition of any purchase', 'Message frequency varies', 'STOP', 'HELP', '(512) 555-0142']) expect(body).toContain(t);
  });

  it('/about shows the mission and how it is built (no invented founders), with Back to Home, and /about-us leads there', async () => {
    for (const path of ['/about', '/about-us']) {
      const page = await open(path);
      await page.waitForURL(/\/about$/);
      expect(await page.textContent('main h1')).toBe(TEXTS.aboutHeading);
      expect(await hrefOf(page, TEXTS.backToHome)).toBe('/');
      expect(await text(page)).toContain(TEXTS.builtHeading);
      expect(await page.locator('#built').locator('xpath=..').locator('li').count()).toBeGreaterThanOrEqual(4);
      expect(await text(page)).not.toMatch(/founder|sample content/i);
    }
  });

  it('/try-now shows what the demo agent can do, the widget and Create Your Own', async () => {
    const page = await open('/try-now', undefined, { holdWidget: true });
    expect(await page.textContent('main h1')).toBe(TEXTS.tryNowHeading);
    const body = await text(page);
    for (const t of [TEXTS.whatThisAgentCanDo, 'Smart Scheduling', 'Natural Conversation', 'Emergency Recognition', 'Service Knowledge', TEXTS.readyToAdd, TEXTS.widgetLoading]) expect(body).toContain(t);
    expect(await hrefOf(page, TEXTS.createYourOwn)).toBe('/create-agent');
    expect(await hrefOf(page, TEXTS.backToHome)).toBe('/');
    expect(await hrefOf(page, 'Pricing')).toBe('/#pricing');
    expect(await hrefOf(page, 'About Us')).toBe('/about');
    expect((await page.locator('.mk-spacer').boundingBox())?.height).toBe(1000);
    // Issue 19: the spec's 1000 px are put to use (things to try saying), not left blank.
    expect(await page.locator('.mk-spacer').getByRole('heading', { name: TEXTS.trySaying }).count()).toBe(1);
    expect(await page.locator('.mk-spacer li').count()).toBeGreaterThanOrEqual(4);
    await page.getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL(/\/#pricing$/);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('pricing')?.getBoundingClientRect().top ?? -1)), { timeout: 5000 }).toBe(0);
  });

  it('/pricing explains the per-appointment model', async () => {
    const page = await open('/pricing');
    const body = await text(page);
    for (const t of [TEXTS.planPrice, TEXTS.noFees, '$29 + 20 × $3.50 = $99']) expect(body).toContain(t);
    expect(body).not.toContain(TEXTS.mostPopular);
  });

  it('/ai-receptionist and /videocreationwhiteboard render their content', async () => {
    let page = await open('/ai-receptionist');
    for (const t of ['Every call answered', 'Booked with drive time', 'Alerts the moment it books', 'Your own voice']) expect(await text(page)).toContain(t);
    page = await open('/videocreationwhiteboard');
    expect(await page.locator('.wb-scene svg[role="img"]').count()).toBe(4);
    expect(errors).toStrictEqual([]);
  });
});
