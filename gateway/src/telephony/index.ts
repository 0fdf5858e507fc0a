export { TelephonyError, type NumberQuery, type PurchaseRequest, type TelephonyProvider } from './port';
export { sandboxNumbers, sandboxTelephony, type SandboxTelephonyOptions } from './sandbox';
export { twilioTelephony, type TwilioTelephonyOptions } from './twilio';
export { assignAgentPhone, getAgentPhone, type AssignPhoneOptions } from './numbers';
export { assignForAgent, type AssignForAgentOptions } from './assign-for-agent';
export { areaCodeOfPhone, pickAreaCode, stateCode, STATE_AREA_CODES } from './area-codes';
