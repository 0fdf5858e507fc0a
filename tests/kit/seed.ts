// Test fixtures written straight into Redis, in the gateway's own key layout
// (gateway/src/store/keys.ts: `bl:agent:<id>` hash, field `record`).
import { Redis } from 'ioredis';

/** The agent id the shell test visits on /demo/agent/:agentId. */
export const E2E_AGENT_ID = 'agent_e2eTest123';

/** Makes an agent exist, so its demo page fetches and assigns a number like a real one. */
export async function seedAgent(redisUrl: string, id = E2E_AGENT_ID): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const record = {
      id,
      createdAt: new Date().toISOString(),
      email: 'e2e@bookline.example',
      businessData: { BusinessName: 'E2E Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessAddressState: 'TX' },
      services: [],
      smsConsent: { consent: false, date: null, source: 'website sign up form' },
      calendarSecret: 'e2eSecret',
    };
    await redis.hsetnx(`bl:agent:{${id}}`, 'record', JSON.stringify(record));
  } finally {
    redis.disconnect();
  }
}
