export * from './routes';
export * from './ids';
export * from './phone';
export * from './functions';
export * from './business';
export * from './agent';
export * from './industry-services';
