import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../../tests/kit/recording-server';
import { PLAN } from './plan';
import { ensurePlanCatalog, PRODUCT_ID } from './setup';
import { stripeClient } from './stripe';

const KEYS = { monthlyLookupKey: 'setup_monthly', appointmentLookupKey: 'setup_appt', meterEventName: 'setup_booked' };

/** A tiny stateful Stripe catalogue: what was created is found by the next run. */
let server: RecordingServer;
const products = new Set<string>();
const meters: Array<{ id: string; event_name: string }> = [];
const prices: Array<{ id: string; lookup_key: string }> = [];

beforeAll(async () => {
  server = await startRecordingServer((req) => {
    const f = req.form;
    if (req.method === 'GET' && req.path.startsWith('/v1/products/')) {
      const id = req.path.split('/').pop()!;
      return products.has(id) ? { json: { id, object: 'product' } } : { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such product' } } };
    }
    if (req.method === 'POST' && req.path === '/v1/products') {
      products.add(f.get('id')!);
      return { json: { id: f.get('id'), object: 'product' } };
    }
    if (req.method === 'GET' && req.path === '/v1/billing/meters') return { json: { object: 'list', has_more: false, data: meters } };
    if (req.method === 'POST' && req.path === '/v1/billing/meters') {
      const m = { id: `mtr_${meters.length + 1}`, object: 'billing.meter', event_name: f.get('event_name')! };
      meters.push(m);
      return { json: m };
    }
    if (req.method === 'GET' && req.path === '/v1/prices') {
      const wanted = [...req.query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      return { json: { object: 'list', has_more: false, data: prices.filter((p) => wanted.includes(p.lookup_key)) } };
    }
    if (req.method === 'POST' && req.path === '/v1/prices') {
      const p = { id: `price_${prices.length + 1}`, object: 'price', lookup_key: f.get('lookup_key')! };
      prices.push(p);
      return { json: p };
    }
    return undefined;
  });
});
afterAll(() => server.close());

const client = () => stripeClient({ secretKey: 'sk_test_setup', apiBaseUrl: server.url, maxNetworkRetries: 0 });
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('npm run billing:setup (ensurePlanCatalog)', () => {
  it('creates the product, the meter and both prices by lookup key on a fresh account', async () => {
    const r = await ensurePlanCatalog(client(), KEYS);
    expect(r.created).toHaveLength(4);
    expect(posts('/v1/products')[0]!.form.get('id')).toBe(PRODUCT_ID);
    const meter = posts('/v1/billing/meters')[0]!.form;
    expect(meter.get('event_name')).toBe(KEYS.meterEventName);
    expect(meter.get('default_aggregation[formula]')).toBe('sum');
    expect(meter.get('customer_mapping[event_payload_key]')).toBe('stripe_customer_id');
    const [monthly, appt] = posts('/v1/prices').map((p) => p.form);
    expect(monthly!.get('lookup_key')).toBe(KEYS.monthlyLookupKey);
    expect(monthly!.get('unit_amount')).toBe(String(PLAN.monthlyCents));
    expect(monthly!.get('recurring[interval]')).toBe('month');
    expect(monthly!.get('currency')).toBe('usd');
    expect(appt!.get('lookup_key')).toBe(KEYS.appointmentLookupKey);
    expect(appt!.get('unit_amount')).toBe('350');
    expect(appt!.get('recurring[usage_type]')).toBe('metered');
    expect(appt!.get('recurring[meter]')).toBe(r.meterId);
  });

  it('creates nothing when run again', async () => {
    const before = server.requests.filter((q) => q.method === 'POST').length;
    const r = await ensurePlanCatalog(client(), KEYS);
    expect(r.created).toStrictEqual([]);
    expect(server.requests.filter((q) => q.method === 'POST').length).toBe(before);
    expect(r.monthlyPriceId).toBe('price_1');
    expect(r.appointmentPriceId).toBe('price_2');
  });
});
