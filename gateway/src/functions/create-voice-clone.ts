import { CreateVoiceCloneBody } from '@bookline/contracts';
import { requireAgentAccess } from '../accounts';
import { agentExists, setAgentVoice } from '../agents';
import { ApiError } from '../http/api-error';
import { decodeAudio, saveVoice, VoiceCloneError } from '../voice';
import { defineFunction } from './define';
import { MESSAGES } from './messages';
import { providersOf } from './providers';
import { takeProviderQuota } from './provider-quota';

/** Smallest sample worth sending (10 s of opus at low bitrate is well above this). */
export const MIN_AUDIO_BYTES = 4 * 1024;
export const MAX_AUDIO_BYTES = 6 * 1024 * 1024;

/** Spec §7 create-voice-clone: `{audioData (base64), voiceName, businessName, agentId}` → `{success, voiceId}`. */
export const createVoiceClone = defineFunction({
  name: 'create-voice-clone',
  body: CreateVoiceCloneBody,
  maxBodyBytes: Math.ceil((MAX_AUDIO_BYTES * 4) / 3) + 64 * 1024,
  async run(input, ctx) {
    const { redis, log } = ctx;
    const decoded = decodeAudio(input.audioData);
    if (!decoded) throw new ApiError(400, 'Invalid request: audioData must be base64-encoded audio.');
    if (decoded.audio.length < MIN_AUDIO_BYTES) throw new ApiError(400, 'Invalid request: audioData is too short to clone a voice (record at least 10 seconds).');
    if (decoded.audio.length > MAX_AUDIO_BYTES) throw new ApiError(413, 'audioData is too large (record at most about 30 seconds).');
    if (input.agentId !== 'pending') {
      if (!(await agentExists(redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
      // A clone replaces the agent's voice: only its owner (or its creator before it is claimed).
      await requireAgentAccess(ctx, input.agentId);
    }

    const { voice } = providersOf(ctx);
    await takeProviderQuota(ctx);
    let voiceId: string;
    try {
      ({ voiceId } = await voice.cloneVoice({
        name: input.voiceName,
        audio: decoded.audio,
        mimeType: decoded.mimeType,
        description: `Receptionist voice for ${input.businessName}`,
        labels: { use_case: 'receptionist' },
      }));
    } catch (err) {
      if (err instanceof VoiceCloneError) {
        log.warn({ provider: voice.name, kind: err.kind, status: err.providerStatus, detail: err.message }, 'voice clone failed');
        throw new ApiError(err.kind === 'timeout' ? 504 : 502, MESSAGES.voiceFailed);
      }
      throw err;
    }
    await saveVoice(redis, { voiceId, provider: voice.name, name: input.voiceName, agentId: input.agentId, createdAt: new Date().toISOString() });
    if (input.agentId !== 'pending') await setAgentVoice(redis, input.agentId, voiceId);
    log.info({ provider: voice.name, bytes: decoded.audio.length, mimeType: decoded.mimeType }, 'voice cloned');
    return { success: true, voiceId };
  },
});
