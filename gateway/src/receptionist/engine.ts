// The built-in dialogue engine lives in ./dialogue (per-flow handlers over one DialogueState).
export { createDialogueEngine, initialState, restoreState, serializeState, type DialogueBrain, type DialogueState } from './dialogue';
