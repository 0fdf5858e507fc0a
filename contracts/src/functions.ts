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
