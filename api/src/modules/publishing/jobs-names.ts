// Queue names of the engine (kept apart from jobs.ts so the scheduler can import them without a cycle).
export const PUBLISH_JOB = 'publishing.publish';
export const SWEEP_JOB = 'publishing.sweep';

export interface PublishJobData {
  targetId: number;
}

export function isPublishJobData(data: unknown): data is PublishJobData {
  return typeof data === 'object' && data !== null && Number.isSafeInteger((data as { targetId?: unknown }).targetId);
}
