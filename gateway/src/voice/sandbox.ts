import type { Redis } from 'ioredis';
import { randomAlnum } from '../agents';
import { keys } from '../store';
import type { CloneRequest, VoiceProvider } from './port';

export interface SandboxVoiceOptions {
  redis: Redis;
  /** How long a sandbox sample is kept. */
  ttlS?: number;
}

/** Offline voice cloning: keeps the sample in Redis and answers a `sandbox_voice_…` id. */
export function sandboxVoice({ redis, ttlS = 60 * 60 * 24 * 30 }: SandboxVoiceOptions): VoiceProvider {
  return {
    mode: 'sandbox',
    name: 'sandbox',
    async cloneVoice({ audio, mimeType, name }: CloneRequest) {
      const voiceId = `sandbox_voice_${randomAlnum(16)}`;
      await redis.set(keys.sandboxVoiceSample(voiceId), JSON.stringify({ name, mimeType, audio: audio.toString('base64') }), 'EX', ttlS);
      return { voiceId };
    },
  };
}
