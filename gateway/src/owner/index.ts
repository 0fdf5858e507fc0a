export { ownerRoutes, type OwnerRoutesOptions } from './routes';
export { NO_ACCOUNTS, requireAccount, requireAgentOwner, type OwnerAccess, type OwnerVariables } from './access';
