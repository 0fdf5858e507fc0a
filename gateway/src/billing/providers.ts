import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { BillingProvider } from './port';
import { sandboxBilling } from './sandbox';
import { stripeBilling, type StripeBilling } from './stripe';

/** Stripe when a secret key is set, the sandbox otherwise (protocols.md §7). */
export function billingFromConfig(config: Config, redis: Redis): BillingProvider {
  if (!config.STRIPE_SECRET_KEY) return sandboxBilling({ redis });
  return stripeBilling({
    secretKey: config.STRIPE_SECRET_KEY,
    apiBaseUrl: config.STRIPE_API_BASE_URL,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
    publicUrl: config.publicUrl,
    monthlyLookupKey: config.STRIPE_PRICE_MONTHLY_LOOKUP_KEY,
    appointmentLookupKey: config.STRIPE_PRICE_APPOINTMENT_LOOKUP_KEY,
    meterEventName: config.STRIPE_METER_EVENT_NAME,
  });
}

export const isStripe = (b: BillingProvider): b is StripeBilling => b.name === 'stripe';

const fallback = new WeakMap<Config, BillingProvider>();

/** The adapter the composition root passed in as `services.billing`, or the one the config selects. */
export function billingOf({ services, config, redis }: { services: Record<string, unknown>; config: Config; redis: Redis }): BillingProvider {
  const given = services.billing as BillingProvider | undefined;
  if (given) return given;
  let b = fallback.get(config);
  if (!b) fallback.set(config, (b = billingFromConfig(config, redis)));
  return b;
}
