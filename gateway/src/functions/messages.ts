/** User-facing error texts of the creator functions (spec §8 wording where the spec has one). */
export const MESSAGES = {
  noAgent: 'No agent with this id.',
  voiceFailed: 'Failed to create voice clone. You can proceed without custom voice.',
  phoneFailed: 'Phone number assignment failed. Please refresh the page in a moment.',
  noNumbers: 'Phone number assignment in progress. Please contact support if this persists.',
  agentFailed: 'Failed to create your AI agent. Please try again.',
} as const;
