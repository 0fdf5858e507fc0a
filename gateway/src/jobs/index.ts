export type { BookingFacts, CallFacts, FollowUpEvent, FollowUps, MessageFacts } from './events';
export { createFollowUpQueue, startFollowUpWorker, QUEUE, QUEUE_PREFIX, type WorkerDeps } from './follow-ups';
export { sandboxUsage, sandboxUsageUnits, teeUsage, type UsageReporter } from './usage';
export { createPhoneQueue, phoneAssignmentStatus, PHONE_FAILED_EMAIL, PHONE_QUEUE, startPhoneWorker, type PhoneAssignmentStatus, type PhoneJobs } from './phone-assignment';
