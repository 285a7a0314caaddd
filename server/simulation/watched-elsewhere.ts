/** How long a process's report of what it watches counts without being repeated (it repeats every few seconds). */
const reportLifetimeMs = 25_000;

/**
 * What the consoles on the other processes of a cluster watch (instance ids of joined status topics, event
 * uuids of joined clip settings topics), as each process last reported it: the process running the simulation
 * steps those too. A process that died stops reporting and is forgotten.
 */
export class WatchedElsewhere<K> {
  private readonly reports = new Map<string, { readonly ids: readonly K[]; readonly at: number }>();

  constructor(private readonly clock: () => number) {}

  report(process: string, ids: readonly K[]): void {
    this.reports.set(process, { ids, at: this.clock() });
  }

  forget(process: string): void {
    this.reports.delete(process);
  }

  ids(): K[] {
    const now = this.clock();
    const ids = new Set<K>();
    for (const [process, report] of this.reports) {
      if (now - report.at > reportLifetimeMs) this.reports.delete(process);
      else for (const id of report.ids) ids.add(id);
    }
    return [...ids];
  }
}
