// `system.heartbeat`: proves a worker is consuming the queue; its output records when and what it saw.
export const HEARTBEAT_JOB = 'system.heartbeat';

export async function heartbeat(data: unknown, id: string): Promise<object> {
  return { job: id, handled_at: new Date().toISOString(), received: data };
}
