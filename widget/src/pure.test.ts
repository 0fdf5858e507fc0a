import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { failureOf, wsUrl } from './relay';
import { salesRep } from './sales-rep';
import { lastSentenceEnd, Speaker } from './speech';

describe('salesRep (spec §2)', () => {
  it('prefers the stored originalSalesRep', () => {
    expect(salesRep('Jordan', 'https://bookline.example/alex')).toBe('Jordan');
  });
  it("uses the referrer's last path segment, capitalised", () => {
    expect(salesRep(null, 'https://bookline.example/partners/alex/')).toBe('Alex');
  });
  it('defaults to SalesRep without either', () => {
    expect(salesRep(null, '')).toBe('SalesRep');
    expect(salesRep('  ', 'https://bookline.example/')).toBe('SalesRep');
  });
});

describe('relay helpers', () => {
  it('maps refused sessions to what the caller is told', () => {
    expect(failureOf(402, null)).toBe('trialEnded');
    expect(failureOf(403, { code: 'trial_ended' })).toBe('trialEnded');
    expect(failureOf(402, { code: 'subscription_ended', error: 'no longer taking conversations' })).toBe('subscriptionEnded');
    expect(failureOf(404, { error: 'Agent not found' })).toBe('unavailable');
    expect(failureOf(429, null)).toBe('network');
    expect(failureOf(503, null)).toBe('network');
  });
  it('makes relay URLs absolute websocket URLs', () => {
    expect(wsUrl('/relay?token=t', 'https://gw.example')).toBe('wss://gw.example/relay?token=t');
    expect(wsUrl('ws://127.0.0.1:9/relay?token=t', 'http://127.0.0.1:9')).toBe('ws://127.0.0.1:9/relay?token=t');
  });
});

describe('speaking a streamed reply', () => {
  it('finds the end of the last complete sentence', () => {
    expect(lastSentenceEnd('Sure. We have 3')).toBe(6);
    expect(lastSentenceEnd('Is that "ok?" Yes')).toBe(14);
    expect(lastSentenceEnd('No end yet')).toBe(0);
  });

  it('speaks whole sentences as they complete and reports only what was heard on interrupt', () => {
    const said: Array<{ text: string; onstart?: () => void; onboundary?: (e: { charIndex: number }) => void }> = [];
    const g = globalThis as Record<string, unknown>;
    g.speechSynthesis = { speak: (u: (typeof said)[number]) => said.push(u), cancel: () => {}, getVoices: () => [] };
    g.SpeechSynthesisUtterance = class {
      constructor(public text: string) {}
    };
    try {
      const s = new Speaker('en-US', () => {});
      s.push('Sure. We ', false);
      s.push('have three slots', false);
      expect(said.map((u) => u.text)).toStrictEqual(['Sure. ']);
      s.push(' today.', true);
      expect(said.map((u) => u.text)).toStrictEqual(['Sure. ', 'We have three slots today.']);
      said[0]!.onstart?.();
      said[0]!.onboundary?.({ charIndex: 0 });
      (said[0] as unknown as { onend: () => void }).onend();
      said[1]!.onstart?.();
      said[1]!.onboundary?.({ charIndex: 8 });
      expect(s.interrupt().utteranceUntilInterrupt).toBe('Sure. We have');
      expect(s.speaking).toBe(false);
    } finally {
      delete g.speechSynthesis;
      delete g.SpeechSynthesisUtterance;
    }
  });
});

describe('widget build', () => {
  /** A production build of the widget into a temporary folder (not dist/), removed afterwards. */
  function build<T>(env: Record<string, string>, check: (r: SpawnSyncReturns<string>, out: string) => T): T {
    const out = mkdtempSync(join(tmpdir(), 'widget-budget-'));
    try {
      const root = join(__dirname, '../..');
      const r = spawnSync(process.execPath, [join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--output-path', out], {
        cwd: join(root, 'widget'),
        env: { ...process.env, NODE_ENV: 'production', ...env },
        encoding: 'utf8',
      });
      return check(r, out);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }

  it('fails when widget.js is over its gzip budget', () => {
    build({ WIDGET_GZIP_LIMIT: '4000' }, (r, out) => {
      expect(r.status).not.toBe(0);
      expect(`${r.stdout}${r.stderr}`).toMatch(/widget\.js is \d+ bytes gzipped, over the 4000-byte budget/);
      expect(existsSync(join(out, 'widget.js'))).toBe(false);
    });
  }, 60_000);

  it('keeps widget.js within 12 KB gzipped (issue 6 target: 12,288 bytes, gzip level 9 as served)', () => {
    build({}, (r, out) => {
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
      const gzipBytes = gzipSync(readFileSync(join(out, 'widget.js')), { level: 9 }).length;
      expect(JSON.parse(readFileSync(join(out, 'widget-manifest.json'), 'utf8')).gzipBytes).toBe(gzipBytes);
      expect(gzipBytes).toBeLessThanOrEqual(12 * 1024);
    });
  }, 60_000);
});

describe('the widget’s colours (issue 19: one design system)', () => {
  it('defaults to the brand colour of ui/src/tokens.css, with white text that reads on it (≥ 4.5:1)', async () => {
    const { CSS } = await import('./styles');
    const brand = /--bl-brand:\s*(#[0-9a-f]{6})/i.exec(readFileSync(new URL('../../ui/src/tokens.css', import.meta.url), 'utf8'))?.[1];
    expect(brand).toBeTruthy();
    expect(/--a:(#[0-9a-f]{6})/i.exec(CSS)?.[1]?.toLowerCase()).toBe(brand!.toLowerCase());
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    expect((1 + 0.05) / (lum(brand!) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
