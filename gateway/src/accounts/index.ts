/**
 * Owner accounts: an account is a verified email; agents belong to accounts. See README.md.
 */
export { accountIdFor, emailHash, ensureAccount, getAccount, isVerifiedEmail, normalizeEmail, EmailSchema, type Account } from './accounts';
export {
  addPendingClaim, agentsOf, attachAgent, canAccessAgent, claimPendingAgents, creatorAgents, NO_AGENT, ownerOf, rememberCreator,
  requireAgentAccess, requireAgentOwner, sessionAccount, type AccessContext, type RequireAgentOwnerOptions,
} from './ownership';
export { listSessions, revokeSessions, sessionHandle, type SessionInfo } from './account-sessions';
export { deviceOf } from './device';
export { attachNewAgent, LIVE_SUBJECT, type AttachNewAgentDeps, type NewAgentInfo } from './claims';
export { browserAttempt, completeSignIn, existingAttempt, sendSignInLink, type AuthDeps, type BrowserSession } from './signin';
export { accountRoutes, type AccountRoutesOptions } from './routes';
export { attemptOf, consumeLink, issueLink } from './links';
