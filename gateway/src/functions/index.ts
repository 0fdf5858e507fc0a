export { defineFunction, type BackendFunction, type FunctionContext, type Services } from './define';
export { FUNCTIONS } from './registry';
export { functionRoutes } from './routes';
