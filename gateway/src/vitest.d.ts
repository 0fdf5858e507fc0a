// Values the test setup provides to every test file (see tests/setup/*.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}
export {};
