import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,ui,shell,mfe-marketing,mfe-creator,mfe-onboarding,mfe-owner,widget,gateway}/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/setup/redis.ts'],
          testTimeout: 20_000,
          // Starting a test gateway (Redis, BullMQ, the relay) can take well over 10 s on a loaded 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/redis.ts', 'tests/setup/e2e.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
