import type { Redis } from 'ioredis';
import { keys } from '../store';

export interface VoiceRecord {
  voiceId: string;
  provider: string;
  name: string;
  agentId: string;
  createdAt: string;
}

/** Remembers a voice created through us, so agents may only use voices we made. */
export async function saveVoice(redis: Redis, v: VoiceRecord): Promise<void> {
  await redis.set(keys.voice(v.voiceId), JSON.stringify(v));
}

export async function voiceExists(redis: Redis, voiceId: string): Promise<boolean> {
  return (await redis.exists(keys.voice(voiceId))) === 1;
}

/** What the recorder sends: plain base64 or a data: URL. Returns the bytes and the type. */
export function decodeAudio(data: string): { audio: Buffer; mimeType: string } | null {
  const m = /^data:([\w/+.-]+(?:;[\w=-]+)*);base64,(.*)$/s.exec(data);
  const b64 = (m ? m[2]! : data).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 === 1) return null;
  const audio = Buffer.from(b64, 'base64');
  return { audio, mimeType: (m?.[1] ?? sniffAudioType(audio)).split(';')[0]! };
}

/** Container type from the first bytes: WebM/Matroska, MP4, Ogg, WAV, MP3. */
export function sniffAudioType(b: Buffer): string {
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (b.length >= 8 && b.toString('latin1', 4, 8) === 'ftyp') return 'audio/mp4';
  if (b.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
  if (b.toString('latin1', 0, 4) === 'RIFF') return 'audio/wav';
  if (b.toString('latin1', 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  return 'application/octet-stream';
}
