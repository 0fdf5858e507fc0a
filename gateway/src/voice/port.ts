/** The voice-cloning port: one recorded sample in, a voice id out. */
export interface CloneRequest {
  name: string;
  audio: Buffer;
  mimeType: string;
  description?: string;
  labels?: Record<string, string>;
}

export interface VoiceProvider {
  readonly mode: 'sandbox' | 'live';
  readonly name: string;
  cloneVoice(req: CloneRequest): Promise<{ voiceId: string }>;
}

export class VoiceCloneError extends Error {
  override name = 'VoiceCloneError';
  constructor(
    readonly kind: 'rejected' | 'unavailable' | 'timeout',
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
  }
}
