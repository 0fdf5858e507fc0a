import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { sandboxTelephony, twilioTelephony, type TelephonyProvider } from '../telephony';
import { elevenLabsVoice, sandboxVoice, type VoiceProvider } from '../voice';
import type { FunctionContext } from './define';

export interface Providers {
  telephony: TelephonyProvider;
  voice: VoiceProvider;
}

/** Real adapters where credentials are set, sandbox adapters otherwise (ARCHITECTURE: providers behind ports). */
export function providersFromConfig(config: Config, redis: Redis): Providers {
  const telephony =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
      ? twilioTelephony({ accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, apiBaseUrl: config.TWILIO_API_BASE_URL, timeoutMs: config.TWILIO_TIMEOUT_MS })
      : sandboxTelephony();
  const voice = config.ELEVENLABS_API_KEY
    ? elevenLabsVoice({ apiKey: config.ELEVENLABS_API_KEY, baseUrl: config.ELEVENLABS_BASE_URL, timeoutMs: config.ELEVENLABS_TIMEOUT_MS })
    : sandboxVoice({ redis });
  return { telephony, voice };
}

/** Which adapter answers for each port; `/sandbox/status` shows it so the UI can label sandbox mode. */
export function providerModes(p: Providers) {
  return {
    telephony: { provider: p.telephony.name, sandbox: p.telephony.mode === 'sandbox' },
    voice: { provider: p.voice.name, sandbox: p.voice.mode === 'sandbox' },
  };
}

const fallback = new WeakMap<Config, Providers>();

/** The providers the composition root passed in, or the ones the config selects. */
export function providersOf({ services, config, redis }: Pick<FunctionContext, 'services' | 'config' | 'redis'>): Providers {
  const s = services as Partial<Providers>;
  if (s.telephony && s.voice) return { telephony: s.telephony, voice: s.voice };
  let p = fallback.get(config);
  if (!p) fallback.set(config, (p = providersFromConfig(config, redis)));
  return { telephony: s.telephony ?? p.telephony, voice: s.voice ?? p.voice };
}
