import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import { can } from '../../domain/rights';
import {
  defaultInstanceTypeToggles,
  instanceRow,
  instancesListSpec,
  instanceTypes,
  isTranscoderInstance,
  rowsOfTypes,
  streamerFacts,
  streamingAppLink,
  transcoderServes,
  type Instance,
  type InstanceRow,
  type InstanceType,
} from '../../domain/instances';
import type { RootState } from '../../domain/state';
import { AdminList, type AdminRows } from '../admin-kit';
import { RuntimeConfig } from '../ports';
import { StateReader } from '../store';
import { sameItems } from '../shared';

export interface ChannelChoice {
  readonly uuid: string;
  readonly label: string;
}

const rowsOf = (state: RootState): InstanceRow[] => {
  const { instances, channels } = state;
  return Object.values(instances.byId).map((instance) => {
    const channel = instance.meta.channel ? channels.byUuid[instance.meta.channel] : undefined;
    return instanceRow(
      instance,
      channel ? channel.title || channel.name : instance.meta.channel,
      streamerFacts(instances, instance.id).version,
      instances.latestVersion,
      instances.statusById[instance.id]?.status.host,
    );
  });
};

/**
 * /instances (spec 3 §2.3): the table with its type toggles (input, output and headend on by default) and the
 * editor's record and choices.
 */
@injectable()
export class InstancesAdminQueries {
  readonly types: readonly InstanceType[] = instanceTypes;
  private readonly toggles = new BehaviorSubject<Readonly<Record<InstanceType, boolean>>>(defaultInstanceTypeToggles);
  readonly toggles$: Observable<Readonly<Record<InstanceType, boolean>>> = this.toggles.asObservable();
  readonly list: AdminList<InstanceRow>;
  readonly channelChoices$: Observable<readonly ChannelChoice[]>;
  /** Root or developer may Remove an instance (spec 2 §6). */
  readonly canRemove$: Observable<boolean>;
  readonly isAdmin$: Observable<boolean>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
  ) {
    const rows$: Observable<AdminRows<InstanceRow>> = combineLatest([
      store.select(
        (state) =>
          [
            state.instances.byId,
            state.channels.byUuid,
            state.instances.live,
            state.instances.latestVersion,
            state.frames.lastByTopic['instances:all'] !== undefined,
          ] as const,
        sameItems,
      ),
      this.toggles,
    ]).pipe(map(([[, , , , loaded], toggles]) => ({ rows: rowsOfTypes(rowsOf(store.state), toggles), loaded })));
    this.list = new AdminList(rows$, instancesListSpec, { sort: { column: 'title', direction: 'ascending' } });
    // Archived channels are left out of pick lists (issue 13); a stored channel the instance still names stays.
    this.channelChoices$ = store
      .select((state) => state.channels.byUuid)
      .pipe(
        map((byUuid) =>
          Object.values(byUuid)
            .filter((channel) => channel.state !== 'archived')
            .map((channel) => ({ uuid: channel.uuid, label: `${channel.title || channel.name} (${channel.type})` }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ),
      );
    this.canRemove$ = store.select((state) => can('system', { type: state.session.profile?.type }));
    this.isAdmin$ = store.select((state) => canSeeFeature('instance_tabs', state.session.profile?.type));
  }

  toggleType(type: InstanceType): void {
    this.toggles.next({ ...this.toggles.value, [type]: !this.toggles.value[type] });
  }

  instance$(id: number): Observable<Instance | undefined> {
    return this.store.select((state) => state.instances.byId[id]);
  }

  channelTitle(uuid: string | undefined): string | undefined {
    if (!uuid) return undefined;
    const channel = this.store.state.channels.byUuid[uuid];
    return channel ? channel.title || channel.name : uuid;
  }

  /**
   * What the editor's Stop transcoder says it stops (spec 3 §7, §8), or undefined for an instance that is no
   * transcoder: the channel it transcodes and how many events, or that it serves nothing now.
   */
  transcoderStop(instance: Instance | undefined): { readonly serving: string } | undefined {
    if (!instance || !isTranscoderInstance(instance)) return undefined;
    if (!transcoderServes(instance)) return { serving: 'it serves no channel now, so there may be nothing to stop.' };
    const channel = this.channelTitle(instance.meta.channel) ?? 'its channel';
    const events = (instance.meta.events ?? []).length;
    const forEvents = events === 0 ? '' : events === 1 ? ' for an event' : ` for ${events} events`;
    return { serving: `it stops transcoding ${channel}${forEvents}, which goes off air.` };
  }

  /** The streaming-app link with the instance's token (docs/protocol/instances.md). */
  streamingAppLink(token: string): string {
    return streamingAppLink(this.config.apiBase, token);
  }
}
