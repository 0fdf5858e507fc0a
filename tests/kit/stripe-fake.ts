// Test support: a scripted Stripe API on the recording server, for contract tests of the real
// adapter (the SDK is pointed at it through host/port/protocol).
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './recording-server';
import { stripeBilling, type StripeBilling } from '../../gateway/src/billing/stripe';

export const LOOKUP = { monthlyLookupKey: 'test_monthly', appointmentLookupKey: 'test_appointment', meterEventName: 'test_booked' } as const;
export const WEBHOOK_SECRET = 'whsec_test_secret_for_contract_tests';

export interface FakeStripe {
  server: RecordingServer;
  /** Requests to a path (method + path), in order. */
  calls(method: string, path: string): RecordedRequest[];
  /** Sessions the fake will answer on retrieve. */
  sessions: Map<string, Record<string, unknown>>;
  /** Answer meter events with these statuses first (then 200). */
  failMeterEvents: number[];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, unknown>>();
  const failMeterEvents: number[] = [];
  let n = 0;
  const server = await startRecordingServer((req) => {
    const f = req.form;
    if (req.method === 'GET' && req.path === '/v1/prices') {
      return {
        json: {
          object: 'list',
          has_more: false,
          url: '/v1/prices',
          data: [
            { id: 'price_monthly_1', object: 'price', lookup_key: LOOKUP.monthlyLookupKey, unit_amount: 2900 },
            { id: 'price_appt_1', object: 'price', lookup_key: LOOKUP.appointmentLookupKey, unit_amount: 350 },
          ],
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/customers') return { json: { id: `cus_test_${++n}`, object: 'customer', email: f.get('email') } };
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_${++n}`;
      const s = { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, mode: f.get('mode'), status: 'open', customer: f.get('customer'), subscription: null, client_reference_id: f.get('client_reference_id'), metadata: { agentId: f.get('metadata[agentId]') } };
      sessions.set(id, s);
      return { json: s };
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const s = sessions.get(decodeURIComponent(m[1]!));
      return s ? { json: s } : { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    if (req.method === 'POST' && req.path === '/v1/billing/meter_events') {
      const status = failMeterEvents.shift();
      if (status) return { status, json: { error: { type: 'api_error', message: 'try later' } } };
      return { json: { object: 'billing.meter_event', event_name: f.get('event_name'), identifier: f.get('identifier'), payload: { stripe_customer_id: f.get('payload[stripe_customer_id]'), value: f.get('payload[value]') } } };
    }
    if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') {
      const id = `bps_test_${++n}`;
      return { json: { id, object: 'billing_portal.session', customer: f.get('customer'), return_url: f.get('return_url'), url: `https://billing.stripe.test/p/session/${id}` } };
    }
    if (req.method === 'GET' && req.path === '/v1/invoices') {
      const customer = req.query.get('customer');
      return {
        json: {
          object: 'list', has_more: false, url: '/v1/invoices',
          data: [
            { id: 'in_test_2', object: 'invoice', customer, created: 1_772_000_000, status: 'open', amount_due: 3250, amount_paid: 0, hosted_invoice_url: 'https://invoice.stripe.test/i/2' },
            { id: 'in_test_1', object: 'invoice', customer, created: 1_770_000_000, status: 'paid', amount_due: 2900, amount_paid: 2900, hosted_invoice_url: null },
          ],
        },
      };
    }
    return undefined;
  });
  return {
    server,
    sessions,
    failMeterEvents,
    calls: (method, path) => server.requests.filter((r) => r.method === method && r.path === path),
    close: () => server.close(),
  };
}

export function fakeStripeBilling(fake: FakeStripe, over: { maxNetworkRetries?: number } = {}): StripeBilling {
  return stripeBilling({ secretKey: 'sk_test_contract', apiBaseUrl: fake.server.url, publicUrl: 'https://bookline.test', maxNetworkRetries: over.maxNetworkRetries ?? 0, timeoutMs: 5_000, ...LOOKUP });
}
