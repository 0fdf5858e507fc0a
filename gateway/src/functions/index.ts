export { defineFunction, type BackendFunction, type FunctionContext, type Services } from './define';
export { FUNCTIONS } from './registry';
export { functionRoutes } from './routes';
export { providerModes, providersFromConfig, providersOf, type Providers } from './providers';
export { MESSAGES } from './messages';
