export { forwardingSeen, getChecklist, getCustomerInfo, noteForwardingSeen, saveCustomerInfo, setChecklistItem, saveIcs, getIcs, maskUrl, type SavedIcs } from './checklist';
export { checkIcsAddress, ICS_MESSAGES, type IcsCheck, type IcsCheckOptions } from './ics-check';
export { guardedIcsFetch, IcsFetchError, type GuardedIcsFetchOptions } from './ics-fetch';
