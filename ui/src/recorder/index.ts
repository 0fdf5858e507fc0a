export { VoiceRecorder, type VoiceRecorderProps } from './VoiceRecorder';
export { useVoiceRecorder, type Recording, type RecorderStatus, type UseVoiceRecorderOptions, type VoiceRecorderState } from './useVoiceRecorder';
export { AUDIO_CONSTRAINTS, averageLevel, blobToBase64, formatElapsed, isLongEnough, MIME_PREFERENCE, pickMimeType, RECORDER_TEXTS, RECORDING_RULES, silenceCheck } from './recorder';
