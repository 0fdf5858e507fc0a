import { z } from 'zod';
import type { BusinessData } from './business';

/** Bodies of the backend functions of spec section 7 (protocols.md §1). */
export const LogAgentCreatorStepBody = z.object({
  step: z.number().int().min(0).max(999),
  agentId: z.string().max(64).default('unknown'),
  userEmail: z.string().max(320).optional().default(''),
  stepData: z.record(z.string(), z.unknown()).default({}),
  origin: z.string().max(40).default('WebForm'),
});
export type LogAgentCreatorStepBody = z.infer<typeof LogAgentCreatorStepBody>;

/** Our own addition: the shell reports unknown paths (spec §2: "the path is logged"). */
export const LogNotFoundBody = z.object({
  path: z.string().min(1).max(2048),
  referrer: z.string().max(2048).optional(),
});
export type LogNotFoundBody = z.infer<typeof LogNotFoundBody>;

/** Spec §7: the wizard sends the owner's email (or info@{site}) and the website address. */
export const ScrapeAndExtractBusinessDataBody = z.object({
  email: z.string().trim().max(320).optional().default(''),
  websiteAddress: z.string().trim().min(1, 'websiteAddress is required').max(2048),
});
export type ScrapeAndExtractBusinessDataBody = z.infer<typeof ScrapeAndExtractBusinessDataBody>;

/**
 * The answer. A site problem (unreachable, timeout, robots.txt, needs JavaScript, nothing
 * found…) is a 200 with success:false, a message and a machine-readable reason; the wizard
 * then falls through to manual entry (spec §4, §8).
 */
export type ScrapeAndExtractBusinessDataResponse =
  | { success: true; businessData: BusinessData; foundFields: string[]; cached: boolean }
  | { success: false; error: string; reason: string };

export const SuccessResponse = z.object({ success: z.boolean(), error: z.string().optional() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export interface ErrorResponse {
  success: false;
  error: string;
}

/** Our own addition: the shell reports remotes that failed to load and router errors. */
export const LogClientErrorBody = z.object({
  kind: z.enum(['remote-load', 'remote-render', 'router', 'widget']),
  remote: z.string().max(40).optional(),
  lifecycle: z.string().max(40).optional(),
  message: z.string().max(500).optional(),
  path: z.string().max(2048).optional(),
});
export type LogClientErrorBody = z.infer<typeof LogClientErrorBody>;

/** Optional free text fields from a form: trimmed, bounded, empty when absent. */
const opt = (max: number) => z.string().trim().max(max).optional().default('');

/** Spec §7 create-voice-clone. agentId is an agent id or the literal "pending" (wizard). */
export const CreateVoiceCloneBody = z.object({
  audioData: z.string().min(1, 'audioData is required (base64 audio)'),
  voiceName: z.string().trim().min(1, 'voiceName is required').max(120),
  businessName: z.string().trim().min(1, 'businessName is required').max(200),
  agentId: z.union([z.literal('pending'), z.string().regex(/^agent_[A-Za-z0-9]+$/, 'must be "pending" or agent_ followed by letters or digits')]).default('pending'),
});
export type CreateVoiceCloneBody = z.infer<typeof CreateVoiceCloneBody>;
export interface CreateVoiceCloneResponse {
  success: boolean;
  voiceId?: string;
  error?: string;
}

/** Spec §7 assign-agent-phone. Only agentId is needed; the rest helps pick a local number. */
export const AssignAgentPhoneBody = z.object({
  agentId: z.string().regex(/^agent_[A-Za-z0-9]+$/, 'must be agent_ followed by letters or digits'),
  businessName: opt(200),
  userEmail: opt(320),
  userAddress: opt(200),
  userCity: opt(100),
  userState: opt(40),
  userZipcode: opt(10),
  /** One-time grant the voice setup assistant hands the browser with the agent it created (RedirectUser). */
  creatorGrant: z.string().max(100).optional(),
});
export type AssignAgentPhoneBody = z.infer<typeof AssignAgentPhoneBody>;
export interface AssignAgentPhoneResponse {
  success: boolean;
  assignedPhoneNumber?: string;
  error?: string;
}

export const GetAgentPhoneBody = z.object({
  agentId: z.string().regex(/^agent_[A-Za-z0-9]+$/, 'must be agent_ followed by letters or digits'),
});
export type GetAgentPhoneBody = z.infer<typeof GetAgentPhoneBody>;
export interface GetAgentPhoneResponse {
  success: boolean;
  /** E.164, or null while none is assigned. */
  phoneNumber?: string | null;
  /** Our addition: the server-side assignment job (issue 14). */
  assignment?: 'pending' | 'done' | 'failed' | 'none';
  error?: string;
}

export interface CreateFullAgentResponse {
  success: boolean;
  agentId?: string;
  calendarFeedUrl?: string;
  error?: string;
}

/** Our own addition: marketing conversion events (FAQ "Try Now - Free 14 Days", trial buttons). */
export const LogConversionBody = z.object({
  event: z.string().min(1).max(60).regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  label: z.string().max(120).optional(),
  path: z.string().max(2048).optional(),
  salesRep: z.string().max(80).optional(),
});
export type LogConversionBody = z.infer<typeof LogConversionBody>;
