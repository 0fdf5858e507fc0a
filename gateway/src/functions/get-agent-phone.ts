import { GetAgentPhoneBody } from '@bookline/contracts';
import { agentExists } from '../agents';
import { ApiError } from '../http/api-error';
import { getAgentPhone as readPhone } from '../telephony';
import { defineFunction } from './define';
import { MESSAGES } from './messages';

/** Spec §7 get-agent-phone → `{success, phoneNumber}`; phoneNumber is null while none is assigned. */
export const getAgentPhone = defineFunction({
  name: 'get-agent-phone',
  body: GetAgentPhoneBody,
  maxBodyBytes: 4 * 1024,
  async run(input, { redis }) {
    if (!(await agentExists(redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
    return { success: true, phoneNumber: await readPhone(redis, input.agentId) };
  },
});
