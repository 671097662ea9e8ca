import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * A queue that keeps the jobs it is sent and runs none: a test or a bench runs them itself, in
 * its own time and as it likes (losing a transaction half way, timing the work alone).
 */
export class HeldQueue<Job = unknown> implements JobQueue {
  readonly sent: Job[] = [];

  async send<Data extends object>(_name: string, data: Data): Promise<string> {
    this.sent.push(data as unknown as Job);
    return 'held';
  }

  async work(): Promise<void> {}

  async idle(): Promise<void> {}

  async stop(): Promise<void> {}

  async depths() {
    return [];
  }
}
