export { applySettings, DEFAULT_WIDGET, extrasOf, saveSettings, settingsOf, settingsProblem, settingsVersion, type OwnerExtras } from './settings';
export { agentExists, buildAgent, calendarFeedUrl, consentRecord, getAgent, newAgentId, randomAlnum, saveNewAgent, setAgentVoice, type AgentRecord, type NewAgent } from './agents';
export { crewOf, crewProblem, crewVersion, defaultTechnician, DEFAULT_TECHNICIAN_ID, normaliseCrew, saveCrew, schedulingTechnicians, upcomingByTechnician } from './crew';
export { checkTransferNumber, getOwnerContacts, noteForwardedToUs, ownerContactsOf, safeTransferTarget, setOwnerContacts, toUsE164, TRANSFER_MESSAGES, TransferNumberError, type OwnerContacts } from './owner-contacts';
