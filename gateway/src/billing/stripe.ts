import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { PLAN, type PlanKeys } from './plan';
import { BillingError, type BillingProvider, type CheckoutRequest, type CheckoutSessionInfo, type CustomerInfo, type InvoiceInfo, type PortalRequest, type UsageReport } from './port';

export interface StripeBillingOptions extends PlanKeys {
  secretKey: string;
  /** e.g. https://api.stripe.com, or a local recording server in tests. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  /** The SDK's own retries (with the same idempotency key). */
  maxNetworkRetries?: number;
  /** Absolute base for success/cancel URLs. */
  publicUrl: string;
}

export interface StripeBilling extends BillingProvider {
  readonly name: 'stripe';
  /** The SDK client, for webhook verification (`client.webhooks.constructEvent`). */
  readonly client: Stripe;
}

/** The SDK pointed at `apiBaseUrl` through its documented host/port/protocol options. */
export function stripeClient({ secretKey, apiBaseUrl = 'https://api.stripe.com', timeoutMs = 20_000, maxNetworkRetries = 2 }: Pick<StripeBillingOptions, 'secretKey' | 'apiBaseUrl' | 'timeoutMs' | 'maxNetworkRetries'>): Stripe {
  const u = new URL(apiBaseUrl);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: u.hostname,
    port: u.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: timeoutMs,
    maxNetworkRetries,
    telemetry: false,
    appInfo: { name: 'Bookline' },
  });
}

/** Network errors, 5xx and 429 may work later; other 4xx will not. */
export function toBillingError(err: unknown): BillingError {
  const e = err as { statusCode?: number; type?: string; message?: string };
  const status = e.statusCode;
  const retryable = status === undefined || status >= 500 || status === 429 || e.type === 'StripeConnectionError';
  return new BillingError(`stripe: ${e.type ?? 'error'} ${status ?? ''}`.trim(), retryable, status);
}

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

/** Real adapter: the official `stripe` SDK. */
export function stripeBilling(opts: StripeBillingOptions): StripeBilling {
  const client = stripeClient(opts);
  let prices: Promise<{ monthly: string; appointment: string }> | undefined;

  /** Prices by lookup key, created by `npm run billing:setup`; looked up once per process. */
  const lookupPrices = () =>
    (prices ??= (async () => {
      const list = await client.prices.list({ lookup_keys: [opts.monthlyLookupKey, opts.appointmentLookupKey], active: true, limit: 10 });
      const byKey = new Map(list.data.map((p) => [p.lookup_key, p.id]));
      const monthly = byKey.get(opts.monthlyLookupKey);
      const appointment = byKey.get(opts.appointmentLookupKey);
      if (!monthly || !appointment) throw new BillingError('stripe: plan prices missing (run npm run billing:setup)', false);
      return { monthly, appointment };
    })().catch((err) => {
      prices = undefined;
      throw err instanceof BillingError ? err : toBillingError(err);
    }));

  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw err instanceof BillingError ? err : toBillingError(err);
    }
  };

  return {
    name: 'stripe',
    mode: 'live',
    client,
    createCustomer: (info: CustomerInfo, agentId: string) =>
      wrap(async () => {
        // The same signup sent twice (double click, retry) makes one customer.
        const digest = createHash('sha256').update(JSON.stringify([agentId, info])).digest('hex').slice(0, 32);
        const c = await client.customers.create(
          {
            name: info.name,
            email: info.email,
            address: { line1: info.address, city: info.city, state: info.state, postal_code: info.zipCode, country: 'US' },
            metadata: { agentId },
          },
          { idempotencyKey: `customer-${digest}` },
        );
        return c.id;
      }),
    createCheckout: (req: CheckoutRequest) =>
      wrap(async () => {
        const { monthly, appointment } = await lookupPrices();
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          customer: req.customerId,
          client_reference_id: req.agentId,
          metadata: { agentId: req.agentId },
          line_items: [{ price: monthly, quantity: 1 }, { price: appointment }],
          subscription_data: { trial_period_days: PLAN.trialDays, metadata: { agentId: req.agentId } },
          // {CHECKOUT_SESSION_ID} is Stripe's template: it must reach Stripe unencoded.
          success_url: `${opts.publicUrl}${req.successPath}`,
          cancel_url: `${opts.publicUrl}${req.cancelPath}`,
        });
        if (!session.url) throw new BillingError('stripe: checkout session without url', false);
        return { id: session.id, url: session.url };
      }),
    getCheckout: (sessionId: string) =>
      wrap(async (): Promise<CheckoutSessionInfo | null> => {
        let s;
        try {
          s = await client.checkout.sessions.retrieve(sessionId);
        } catch (err) {
          if ((err as { statusCode?: number }).statusCode === 404) return null;
          throw err;
        }
        return {
          id: s.id,
          agentId: s.metadata?.agentId ?? s.client_reference_id ?? null,
          status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
          customerId: idOf(s.customer),
          subscriptionId: idOf(s.subscription),
        };
      }),
    reportUsage: ({ customerId, usageKey, at }: UsageReport) =>
      wrap(async () => {
        await client.billing.meterEvents.create(
          {
            event_name: opts.meterEventName,
            payload: { stripe_customer_id: customerId, value: '1' },
            identifier: usageKey,
            // Stripe takes meter events up to 35 days old and at most minutes ahead: a booking for
            // next week counts now, not at its start time.
            timestamp: Math.floor(Math.min(at, Date.now()) / 1000),
          },
          { idempotencyKey: `usage-${usageKey}` },
        );
      }),
    createPortal: ({ customerId, returnPath }: PortalRequest) =>
      wrap(async () => {
        const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: `${opts.publicUrl}${returnPath}` });
        return { url: session.url };
      }),
    listInvoices: (customerId: string, limit: number) =>
      wrap(async (): Promise<InvoiceInfo[]> => {
        const list = await client.invoices.list({ customer: customerId, limit });
        return list.data.map((i) => ({
          id: i.id ?? '', created: i.created, amountCents: i.status === 'paid' ? i.amount_paid : i.amount_due, status: i.status ?? 'draft',
          ...(i.hosted_invoice_url ? { url: i.hosted_invoice_url } : {}),
        }));
      }),
  };
}
