// Test helpers shared by adapter contract tests. Not imported by production code.
export { recordingServer, type Recorded, type Reply } from './recording-server';
