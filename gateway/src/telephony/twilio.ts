import twilio from 'twilio';
import { TelephonyError, type NumberQuery, type PurchaseRequest, type TelephonyProvider } from './port';

export interface TwilioTelephonyOptions {
  accountSid: string;
  authToken: string;
  /** REST API origin; https://api.twilio.com unless a test points it at a local server. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

type TwilioHttpClient = InstanceType<typeof twilio.RequestClient>;

/**
 * The SDK's own request client, with every request's origin swapped for `apiBaseUrl`
 * (path and query unchanged). The SDK takes a custom `httpClient` option for exactly this.
 */
export function rebasedHttpClient(apiBaseUrl: string, timeoutMs: number): TwilioHttpClient {
  const inner = new twilio.RequestClient({ timeout: timeoutMs });
  const base = new URL(apiBaseUrl);
  const rebased = Object.create(inner) as TwilioHttpClient;
  rebased.request = (opts) => {
    const u = new URL(opts.uri);
    if (base.origin !== 'https://api.twilio.com') {
      u.protocol = base.protocol;
      u.host = base.host;
    }
    return inner.request({ ...opts, uri: u.href });
  };
  return rebased;
}

function toTelephonyError(err: unknown, what: string): TelephonyError {
  if (err instanceof TelephonyError) return err;
  const e = err as { status?: number; code?: string | number; message?: string };
  if (typeof e?.status === 'number') {
    return new TelephonyError(e.status >= 500 ? 'unavailable' : 'rejected', `Twilio ${what} failed with HTTP ${e.status}: ${e.message ?? ''}`.trim(), e.status);
  }
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT' || /timeout/i.test(String(e?.message))) {
    return new TelephonyError('timeout', `Twilio ${what} timed out`);
  }
  return new TelephonyError('unavailable', `Twilio ${what} failed: ${String(e?.message ?? err)}`);
}

/** Real numbers through the official twilio SDK (Programmable Voice, US local numbers). */
export function twilioTelephony({ accountSid, authToken, apiBaseUrl = 'https://api.twilio.com', timeoutMs = 15_000 }: TwilioTelephonyOptions): TelephonyProvider {
  const client = twilio(accountSid, authToken, { httpClient: rebasedHttpClient(apiBaseUrl, timeoutMs), autoRetry: false, timeout: timeoutMs });
  return {
    mode: 'live',
    name: 'twilio',
    async searchLocalNumbers({ areaCode, state, limit }: NumberQuery) {
      try {
        const list = await client.availablePhoneNumbers('US').local.list({
          ...(areaCode ? { areaCode: Number(areaCode) } : {}),
          ...(state && !areaCode ? { inRegion: state } : {}),
          voiceEnabled: true,
          limit,
        });
        return list.map((n) => n.phoneNumber);
      } catch (err) {
        throw toTelephonyError(err, 'number search');
      }
    },
    async purchaseNumber({ phoneNumber, voiceUrl, friendlyName }: PurchaseRequest) {
      try {
        const n = await client.incomingPhoneNumbers.create({ phoneNumber, voiceUrl, voiceMethod: 'POST', friendlyName: friendlyName.slice(0, 64) });
        return { phoneNumber: n.phoneNumber, providerId: n.sid };
      } catch (err) {
        throw toTelephonyError(err, 'number purchase');
      }
    },
  };
}
