import { z } from 'zod';

/** Spec §3: the string agent_ followed by letters or digits. */
export const AGENT_ID_RE = /^agent_[A-Za-z0-9]+$/;
export const AgentId = z.string().regex(AGENT_ID_RE, 'must be agent_ followed by letters or digits');
export const isAgentId = (s: unknown): s is string => typeof s === 'string' && AGENT_ID_RE.test(s);
