/** How long a process's report of what it watches counts without being repeated (it repeats every few seconds). */
const reportLifetimeMs = 25_000;

/**
 * Instance status topics joined on the other processes of a cluster, as each last reported them: the process
 * running the simulation steps those instances too. A process that died stops reporting and is forgotten.
 */
export class WatchedElsewhere {
  private readonly reports = new Map<string, { readonly ids: readonly number[]; readonly at: number }>();

  constructor(private readonly clock: () => number) {}

  report(process: string, ids: readonly number[]): void {
    this.reports.set(process, { ids, at: this.clock() });
  }

  forget(process: string): void {
    this.reports.delete(process);
  }

  ids(): number[] {
    const now = this.clock();
    const ids = new Set<number>();
    for (const [process, report] of this.reports) {
      if (now - report.at > reportLifetimeMs) this.reports.delete(process);
      else for (const id of report.ids) ids.add(id);
    }
    return [...ids];
  }
}
