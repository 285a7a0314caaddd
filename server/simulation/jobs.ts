/** Something the simulation does later: a status step of a clip, a transcoder coming up, a flow turning ACTIVE. */
export interface Job {
  /** When it is due, ms on the server clock. */
  readonly due: number;
  /** A job with the key of a pending one replaces it (a restart after a stop, a second regenerate). */
  readonly key?: string;
  readonly run: (now: number) => Promise<void> | void;
}

/**
 * Timed work driven by the simulation's clock, not by timers of its own: a test that pauses the loop and
 * calls `tick(now)` with a later time runs exactly the jobs that are due by then, in due order.
 */
export class JobQueue {
  private jobs: Job[] = [];

  get size(): number {
    return this.jobs.length;
  }

  schedule(job: Job): void {
    if (job.key !== undefined) this.jobs = this.jobs.filter((pending) => pending.key !== job.key);
    const index = this.jobs.findIndex((pending) => pending.due > job.due);
    if (index < 0) this.jobs.push(job);
    else this.jobs.splice(index, 0, job);
  }

  /** Whether a job with the key is waiting. */
  has(key: string): boolean {
    return this.jobs.some((job) => job.key === key);
  }

  cancel(key: string): void {
    this.jobs = this.jobs.filter((job) => job.key !== key);
  }

  /** Removes and returns the jobs due by `now`, earliest first. */
  takeDue(now: number): readonly Job[] {
    const index = this.jobs.findIndex((job) => job.due > now);
    const due = index < 0 ? this.jobs : this.jobs.slice(0, index);
    this.jobs = index < 0 ? [] : this.jobs.slice(index);
    return due;
  }
}
