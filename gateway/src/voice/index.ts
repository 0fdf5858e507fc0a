export { VoiceCloneError, type CloneRequest, type VoiceProvider } from './port';
export { sandboxVoice, type SandboxVoiceOptions } from './sandbox';
export { elevenLabsVoice, type ElevenLabsVoiceOptions } from './elevenlabs';
export { decodeAudio, saveVoice, sniffAudioType, voiceExists, type VoiceRecord } from './voices';
