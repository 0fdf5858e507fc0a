// A signed-in owner for the portal benchmarks, made the way a new owner gets one: the wizard's
// create-full-agent call from a browser, the "your receptionist is live" email in the sandbox
// outbox, its link followed in that browser. The agent then gets some history (calls with
// transcripts, a message, bookings) so every portal page has something to show.
import type { Browser } from 'playwright-core';
import { createRedis } from '../../gateway/src/store';
import { seedBooking, writeCall } from '../kit/owner';

export interface SignedInOwner {
  agentId: string;
  /** The `Cookie` header of the signed-in browser. */
  cookie: string;
  /** A call of the agent's, for the call detail page. */
  callSid: string;
}

export async function signedInOwner(browser: Browser, base: string, redisUrl: string): Promise<SignedInOwner> {
  const email = `bench-${Date.now()}@owner.example`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/create-agent`);
    const created = await page.evaluate(async (email) => {
      const res = await fetch('/functions/v1/create-full-agent', {
        method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
        body: JSON.stringify({
          email, smsConsent: false,
          businessData: { BusinessName: 'Bench Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: 25, BusinessAddressZipcode: '78701', BusinessHours: '8:00 AM - 5:00 PM', DaysOpen: 'Monday-Friday' },
          services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }, { name: 'Water heater repair', durationMinutes: 120, priceFromCents: 25000 }],
        }),
      });
      return { status: res.status, body: (await res.json()) as { agentId?: string; error?: string } };
    }, email);
    if (created.status !== 200 || !created.body.agentId) throw new Error(`create-full-agent answered ${created.status}: ${created.body.error ?? ''}`);
    const agentId = created.body.agentId;
    const live = await page.evaluate(async (email) => {
      const r = (await (await fetch('/sandbox/outbox?limit=200')).json()) as { messages: Array<{ to: string; subject?: string; text: string }> };
      return r.messages.find((m) => m.to === email && /live/i.test(m.subject ?? ''))?.text ?? '';
    }, email);
    const link = /(https?:\/\/\S+\/sign-in\/verify\?token=\S+)/.exec(live)?.[1];
    if (!link) throw new Error('no "your receptionist is live" email with a sign-in link in the sandbox outbox');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
    await page.waitForURL(`${base}/dashboard/${agentId}`);
    const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    const callSid = await seedHistory(redisUrl, agentId);
    return { agentId, cookie, callSid };
  } finally {
    await context.close();
  }
}

async function seedHistory(redisUrl: string, agentId: string): Promise<string> {
  const redis = createRedis(redisUrl);
  try {
    const now = Date.now();
    let first = '';
    const outcomes = [['booked'], ['message'], ['info'], ['transfer'], ['hangup']] as const;
    for (let i = 0; i < 12; i++) {
      const sid = await writeCall(redis, {
        agentId, startedAt: now - (i + 1) * 3_600_000, from: `+1737555${String(1000 + i).padStart(4, '0')}`,
        outcomes: [...outcomes[i % outcomes.length]!],
        transcript: [{ role: 'caller', text: 'Hi, my kitchen sink is draining slowly.' }, { role: 'assistant', text: 'I can help with that. What is the address?' }],
        ...(i % outcomes.length === 1 ? { message: { callerName: 'Dana', text: 'Please call me back about a quote.' } } : {}),
      });
      first ||= sid;
    }
    const day = 86_400_000;
    for (let d = 1; d <= 3; d++) {
      const start = Math.ceil((now + d * day) / day) * day + 15 * 3_600_000; // 15:00 UTC = morning in Austin
      await seedBooking(redis, {
        id: `bk_bench_${d}`, agentId, start, end: start + 3_600_000,
        serviceName: 'Drain cleaning', customer: { name: `Customer ${d}`, phone: `+1737555020${d}`, address: `${100 + d} Congress Ave, Austin, TX 78701` },
      });
    }
    return first;
  } finally {
    redis.disconnect();
  }
}
