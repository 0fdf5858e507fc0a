import type Stripe from 'stripe';
import { PLAN, type PlanKeys } from './plan';

export const PRODUCT_ID = 'bookline_ai_receptionist';

export interface CatalogResult {
  productId: string;
  meterId: string;
  monthlyPriceId: string;
  appointmentPriceId: string;
  created: string[];
}

/**
 * Creates what checkout needs, once: the product, the billing meter the metered price counts,
 * and the two prices by lookup key. Running it again finds them and creates nothing.
 */
export async function ensurePlanCatalog(client: Stripe, keys: PlanKeys): Promise<CatalogResult> {
  const created: string[] = [];

  let productId = PRODUCT_ID;
  try {
    await client.products.retrieve(PRODUCT_ID);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
    productId = (await client.products.create({ id: PRODUCT_ID, name: PLAN.productName }, { idempotencyKey: `setup-product-${PRODUCT_ID}` })).id;
    created.push(`product ${productId}`);
  }

  const meters = await client.billing.meters.list({ status: 'active', limit: 100 });
  let meterId = meters.data.find((m) => m.event_name === keys.meterEventName)?.id;
  if (!meterId) {
    const m = await client.billing.meters.create(
      {
        display_name: 'Booked appointments',
        event_name: keys.meterEventName,
        default_aggregation: { formula: 'sum' },
        customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
        value_settings: { event_payload_key: 'value' },
      },
      { idempotencyKey: `setup-meter-${keys.meterEventName}` },
    );
    meterId = m.id;
    created.push(`meter ${meterId}`);
  }

  const existing = await client.prices.list({ lookup_keys: [keys.monthlyLookupKey, keys.appointmentLookupKey], active: true, limit: 10 });
  const byKey = new Map(existing.data.map((p) => [p.lookup_key, p.id]));
  let monthlyPriceId = byKey.get(keys.monthlyLookupKey);
  if (!monthlyPriceId) {
    monthlyPriceId = (
      await client.prices.create(
        { product: productId, currency: PLAN.currency, unit_amount: PLAN.monthlyCents, recurring: { interval: 'month' }, lookup_key: keys.monthlyLookupKey, nickname: 'AI Receptionist monthly' },
        { idempotencyKey: `setup-price-${keys.monthlyLookupKey}` },
      )
    ).id;
    created.push(`price ${monthlyPriceId}`);
  }
  let appointmentPriceId = byKey.get(keys.appointmentLookupKey);
  if (!appointmentPriceId) {
    appointmentPriceId = (
      await client.prices.create(
        {
          product: productId,
          currency: PLAN.currency,
          unit_amount: PLAN.appointmentCents,
          recurring: { interval: 'month', usage_type: 'metered', meter: meterId },
          lookup_key: keys.appointmentLookupKey,
          nickname: 'Per booked appointment',
        },
        { idempotencyKey: `setup-price-${keys.appointmentLookupKey}` },
      )
    ).id;
    created.push(`price ${appointmentPriceId}`);
  }
  return { productId, meterId, monthlyPriceId, appointmentPriceId, created };
}
