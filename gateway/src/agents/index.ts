export { agentExists, buildAgent, calendarFeedUrl, consentRecord, getAgent, newAgentId, randomAlnum, saveNewAgent, setAgentVoice, type AgentRecord, type NewAgent } from './agents';
export { checkTransferNumber, getOwnerContacts, noteForwardedToUs, ownerContactsOf, safeTransferTarget, setOwnerContacts, toUsE164, TRANSFER_MESSAGES, TransferNumberError, type OwnerContacts } from './owner-contacts';
