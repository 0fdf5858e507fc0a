export { agentExists, buildAgent, calendarFeedUrl, consentRecord, getAgent, newAgentId, randomAlnum, saveNewAgent, setAgentVoice, type AgentRecord, type NewAgent } from './agents';
