// `npm run billing:setup`: creates the Stripe product, meter and prices the checkout looks up.
import { loadConfig } from '../config';
import { ensurePlanCatalog } from './setup';
import { stripeClient } from './stripe';

async function main() {
  const config = loadConfig();
  if (!config.STRIPE_SECRET_KEY) {
    console.log('STRIPE_SECRET_KEY is not set: billing runs in sandbox mode and needs no setup.');
    return;
  }
  const client = stripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBaseUrl: config.STRIPE_API_BASE_URL, timeoutMs: config.STRIPE_TIMEOUT_MS });
  const r = await ensurePlanCatalog(client, {
    monthlyLookupKey: config.STRIPE_PRICE_MONTHLY_LOOKUP_KEY,
    appointmentLookupKey: config.STRIPE_PRICE_APPOINTMENT_LOOKUP_KEY,
    meterEventName: config.STRIPE_METER_EVENT_NAME,
  });
  console.log(r.created.length ? `created: ${r.created.join(', ')}` : 'nothing to create: the catalogue is already set up');
  console.log(`monthly price ${r.monthlyPriceId}, per-appointment price ${r.appointmentPriceId}, meter ${r.meterId}`);
}

main().catch((err: Error & { statusCode?: number; type?: string }) => {
  // The type and status only: provider messages may echo request details.
  console.error(`billing setup failed: ${err.type ?? err.name}${err.statusCode ? ` (HTTP ${err.statusCode})` : ''}`);
  process.exit(1);
});
