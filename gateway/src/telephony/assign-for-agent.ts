import type { Redis } from 'ioredis';
import type { AgentRecord } from '../agents';
import type { Logger } from '../logging';
import { pickAreaCode, stateCode } from './area-codes';
import { assignAgentPhone } from './numbers';
import type { TelephonyProvider } from './port';

export interface AssignForAgentOptions {
  redis: Redis;
  provider: TelephonyProvider;
  log: Logger;
  agent: AgentRecord;
  publicUrl: string;
  /** The caller's hints (assign-agent-phone body), else the business data. */
  state?: string;
  businessName?: string;
  beforePurchase?: () => Promise<void>;
}

/** Gives an agent its local number (idempotent): the one place both the job and the function go through. */
export function assignForAgent({ redis, provider, log, agent, publicUrl, state, businessName, beforePurchase }: AssignForAgentOptions) {
  const b = agent.businessData;
  const stateRaw = state || b.BusinessAddressState;
  return assignAgentPhone({
    redis,
    provider,
    log,
    agentId: agent.id,
    areaCode: pickAreaCode({ businessPhone: b.BusinessPhoneNumber, state: stateRaw }),
    state: stateCode(stateRaw),
    voiceUrl: `${publicUrl}/voice/incoming`,
    friendlyName: `Bookline ${businessName || b.BusinessName}`.trim(),
    ...(beforePurchase ? { beforePurchase } : {}),
  });
}
