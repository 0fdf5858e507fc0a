import { GetAgentPhoneBody } from '@bookline/contracts';
import { agentExists } from '../agents';
import { ApiError } from '../http/api-error';
import { phoneAssignmentStatus, type PhoneJobs } from '../jobs';
import { defineFunction } from './define';
import { MESSAGES } from './messages';
import { keys } from '../store';

/**
 * Spec §7 get-agent-phone → `{success, phoneNumber, assignment}`; phoneNumber is null while none is
 * assigned. `assignment` (our addition) says where the server-side job stands: pending, done,
 * failed (for good; the owner was told) or none (an agent from before the job existed).
 */
export const getAgentPhone = defineFunction({
  name: 'get-agent-phone',
  body: GetAgentPhoneBody,
  maxBodyBytes: 4 * 1024,
  async run(input, { redis, services }) {
    if (!(await agentExists(redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
    let status = await phoneAssignmentStatus(redis, input.agentId);
    // An agent from before numbers were bought at creation: start its job now (idempotent).
    const jobs = services.phoneJobs as PhoneJobs | undefined;
    if (status.state === 'none' && jobs) {
      await jobs.request(input.agentId);
      status = await phoneAssignmentStatus(redis, input.agentId);
    }
    return { success: true, phoneNumber: await redis.get(keys.agentPhone(input.agentId)), assignment: status.state };
  },
});
