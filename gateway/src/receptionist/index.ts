export { receptionistRoutes, type ReceptionistRoutesOptions } from './routes';
export { startReceptionist, bullConnection, type ReceptionistRuntime } from './start';
export { createDialogueEngine } from './engine';
export { createLlmBrain, toolSpecs } from './llm';
export { createRelaySession, type RelayDeps, type RelayAuth } from './session';
export { callRecords, type CallRecord } from './calls';
export { TOOLS, type Tool, type ToolContext } from './tools';
export { issueRelayToken, SETUP_ASSISTANT_AGENT_ID } from './tokens';
export { profileFromAgent, type BusinessProfile } from './profile';
