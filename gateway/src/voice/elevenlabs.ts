import { VoiceCloneError, type CloneRequest, type VoiceProvider } from './port';

export interface ElevenLabsVoiceOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const EXT: Record<string, string> = { 'audio/mp4': 'm4a', 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/mpeg': 'mp3' };

/**
 * ElevenLabs Instant Voice Cloning: `POST /v1/voices/add` (multipart: name, files,
 * description, labels), authenticated with the `xi-api-key` header; answers `{voice_id}`.
 */
export function elevenLabsVoice({ apiKey, baseUrl = 'https://api.elevenlabs.io', timeoutMs = 60_000, fetch: f = fetch }: ElevenLabsVoiceOptions): VoiceProvider {
  const url = `${baseUrl.replace(/\/$/, '')}/v1/voices/add`;
  return {
    mode: 'live',
    name: 'elevenlabs',
    async cloneVoice({ name, audio, mimeType, description, labels }: CloneRequest) {
      const base = mimeType.split(';')[0]!.trim();
      const form = new FormData();
      form.append('name', name);
      form.append('files', new Blob([new Uint8Array(audio)], { type: base }), `sample.${EXT[base] ?? 'webm'}`);
      if (description) form.append('description', description);
      if (labels) form.append('labels', JSON.stringify(labels));
      let res: Response;
      try {
        res = await f(url, { method: 'POST', headers: { 'xi-api-key': apiKey, accept: 'application/json' }, body: form, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        const e = err as Error;
        if (e?.name === 'TimeoutError' || e?.name === 'AbortError') throw new VoiceCloneError('timeout', 'ElevenLabs voice clone timed out');
        throw new VoiceCloneError('unavailable', `ElevenLabs unreachable: ${e?.message ?? String(err)}`);
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) {
        throw new VoiceCloneError(res.status >= 500 ? 'unavailable' : 'rejected', `ElevenLabs answered HTTP ${res.status}: ${text.slice(0, 300)}`, res.status);
      }
      let json: { voice_id?: unknown };
      try {
        json = JSON.parse(text) as { voice_id?: unknown };
      } catch {
        throw new VoiceCloneError('unavailable', 'ElevenLabs answered something that is not JSON');
      }
      if (typeof json.voice_id !== 'string' || !json.voice_id) throw new VoiceCloneError('unavailable', 'ElevenLabs answered no voice_id');
      return { voiceId: json.voice_id };
    },
  };
}
