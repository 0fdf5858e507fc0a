/**
 * The owner's operations in the portal: bookings (list, cancel, move, add, time off), agent
 * settings and billing, under `/api/owner/agents/:agentId/…` (contracts/src/owner-ops.ts).
 */
export { ownerOpsRoutes, sameOriginChanges, type OwnerOpsRoutesOptions } from './routes';
export { ownerContext, PORTAL_SOURCE, type OwnerOpsDeps } from './context';
export { ownerBillingState } from './billing';
