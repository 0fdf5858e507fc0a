export { createDialogueEngine, type DialogueBrain } from './engine';
export { initialState, restoreState, serializeState, type DialogueState, type Phase } from './state';
