import { z } from 'zod';

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

/** Our own addition: marketing conversion events (FAQ "Try Now - Free 14 Days", trial buttons). */
export const LogConversionBody = z.object({
  event: z.string().min(1).max(60).regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  label: z.string().max(120).optional(),
  path: z.string().max(2048).optional(),
  salesRep: z.string().max(80).optional(),
});
export type LogConversionBody = z.infer<typeof LogConversionBody>;
