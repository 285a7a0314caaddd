import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, skip, Subscription } from 'rxjs';
import { isProcess, isProcessExpired, processCommands, type ProcessesState } from '../../domain/processes';
import { ClockPort, CommandPort, KeyValueStorage } from '../ports';
import { StateReader } from '../store';
import { LeaseSet, TopicLeases } from '../topics';

/** Where the process list is kept between page loads (spec 1 §2.6 'processes kept in local storage'). */
export const processesStorageKey = 'processes';

const eventUuidsOf = (processes: ProcessesState): string =>
  [
    ...new Set(
      processes.order
        .map((uuid) => processes.byId[uuid]?.meta.event_uuid)
        .filter((uuid): uuid is string => uuid !== undefined),
    ),
  ]
    .sort()
    .join('\n');

/**
 * Keeps the process list across page loads and its statuses live:
 * - at start, the stored list comes back through the `processes.restore` command (the projection drops what
 *   is older than 7 days, spec 1 §4);
 * - whenever the processes projection changes, the list is written back (so removals and expiries stick);
 * - the clips topic of every event with a process is held, since a process shows the least advanced status of
 *   its clips (spec 1 §4); an event whose processes are gone is released.
 */
@injectable()
export class ProcessKeeper {
  private subscription: Subscription | undefined;
  private readonly clipTopics: LeaseSet;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(TopicLeases) leases: TopicLeases,
  ) {
    this.clipTopics = new LeaseSet(leases);
  }

  start(): void {
    if (this.subscription) return;
    this.restore();
    this.subscription = new Subscription();
    // The state at start is the one before the restore is folded in: writing it would lose the stored list.
    this.subscription.add(
      this.store
        .select((state) => state.processes)
        .pipe(skip(1))
        .subscribe((processes) => this.persist(processes)),
    );
    const events$ = this.store.select((state) => state.processes).pipe(map(eventUuidsOf), distinctUntilChanged());
    this.subscription.add(
      events$.subscribe((events) =>
        this.clipTopics.follow(
          events === ''
            ? []
            : events.split('\n').map((event) => ({ pattern: 'events:clips:{event}', params: { event } }) as const),
        ),
      ),
    );
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.clipTopics.releaseAll();
  }

  private restore(): void {
    const stored = this.storage.get(processesStorageKey);
    const now = this.clock.now();
    const live = Array.isArray(stored)
      ? stored.filter((process) => isProcess(process) && !isProcessExpired(process, now))
      : [];
    if (live.length === 0) {
      // Nothing worth restoring (empty, all older than 7 days, or not a list at all): clear it.
      if (stored !== undefined) this.storage.remove(processesStorageKey);
      return;
    }
    this.commands.local(processCommands.restore, { processes: live, now });
  }

  private persist(processes: ProcessesState): void {
    if (processes.order.length === 0) this.storage.remove(processesStorageKey);
    else
      this.storage.set(
        processesStorageKey,
        processes.order.map((uuid) => processes.byId[uuid]),
      );
  }
}
