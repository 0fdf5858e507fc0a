export { ownerRoutes, type OwnerRoutesOptions } from './routes';
export { NO_ACCOUNTS, requireAccount, requireAgentOwner, type OwnerAccess, type OwnerVariables } from './access';
export { accountsAccess } from './accounts-access';
export { deleteAccountData, deleteAgentData } from './delete-agent';
