import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { isAdministrator } from '../../domain/accounts';
import { channelSearchMinimum, type Channel, type DestinationConnection } from '../../domain/channels';
import { developerChannelUuids, type Instance } from '../../domain/instances';
import {
  monitorCardMessage,
  monitorCardState,
  monitorChoices,
  monitorStateLabel,
  savedMonitorFilter,
  searchMonitorChoices,
  shownWallLayout,
  wallLayoutOf,
  wallNameOf,
  type MonitorChoice,
  type MonitorScope,
  type WallLayout,
  type WallLayouts,
} from '../../domain/monitoring';
import type { RootState } from '../../domain/state';
import { StateReader } from '../store';
import { sameFields, sameItems } from '../shared';
import { WallLayoutQueries } from './wall-layout.queries';

/** One card of a wall: a channel's live preview with its state (spec 2 §2 'Monitor view card'). */
export interface MonitorCard {
  readonly uuid: string;
  readonly title: string;
  /** The preview playlist, while the channel is connected and has one (spec 2 §4). */
  readonly url?: string;
  /** Why the card shows no video ('No preview', 'Channel is idle', …). */
  readonly message?: string;
  /** 'idle' for listening, else the connection state (spec 2 §2). */
  readonly stateLabel: string;
  /** Where the open-preview link goes: the channel's play url, else its monitor url. */
  readonly openUrl?: string;
  /** The channel's streamer instance, for administrators (the card links to /dashboard/instance/{id}). */
  readonly instanceId?: number;
}

export interface MonitorWall {
  /** The channels have arrived (channels:all init): before that the wall says it is loading. */
  readonly loaded: boolean;
  readonly choices: readonly MonitorChoice[];
  readonly cards: readonly MonitorCard[];
  /** The grid and the soloed card (one of `cards`; a solo whose channel is not shown falls back to the grid). */
  readonly layout: WallLayout;
}

interface WallInputs {
  readonly channels: RootState['channels']['byUuid'];
  readonly connections: RootState['channels']['connections'];
  readonly instances: RootState['instances']['byId'];
  readonly filter: unknown;
  readonly layouts: WallLayouts;
  readonly admin: boolean;
  readonly loaded: boolean;
}

// The streamer serving the channel: a non-transcoder instance bound to it, the lowest id first.
const streamerOf = (instances: readonly Instance[], channel: string): number | undefined =>
  instances
    .filter((instance) => instance.meta.channel === channel && instance.type !== 'transcoder')
    .map((instance) => instance.id)
    .sort((a, b) => a - b)[0];

const cardOf = (
  channel: Channel,
  connection: DestinationConnection | undefined,
  instances: readonly Instance[],
  admin: boolean,
): MonitorCard => {
  const openUrl = channel.meta.play_url || channel.meta.monitor_url;
  const instanceId = admin ? streamerOf(instances, channel.uuid) : undefined;
  const state = monitorCardState(channel.meta.monitor_url, connection?.state);
  return {
    uuid: channel.uuid,
    title: channel.title,
    ...(state.kind === 'live' ? { url: state.url } : { message: monitorCardMessage(state) }),
    stateLabel: monitorStateLabel(connection?.state),
    ...(openUrl ? { openUrl } : {}),
    ...(instanceId !== undefined ? { instanceId } : {}),
  };
};

const sameWall = (a: MonitorWall, b: MonitorWall): boolean =>
  a.loaded === b.loaded &&
  sameFields(a.layout, b.layout) &&
  sameItems(
    a.choices,
    b.choices,
    (choice, other) => other.uuid === choice.uuid && other.shown === choice.shown && other.title === choice.title,
  ) &&
  sameItems(a.cards, b.cards, sameFields);

/**
 * The monitor and system-monitor walls (spec 2 §2): the side bar's channels with their eyes and the cards of
 * the shown ones, from channels:all, the control topic's connection states and the account's saved filter.
 * The control topic reports every second; a wall is emitted only when something a card shows has changed, so
 * a card's player is not re-rendered by every tick.
 */
@injectable()
export class MonitorQueries {
  private readonly walls = new Map<MonitorScope, Observable<MonitorWall>>();
  /** Side-bar search applies from this many characters (spec 2 §5). */
  readonly searchMinimum = channelSearchMinimum;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(WallLayoutQueries) private readonly layouts: WallLayoutQueries,
  ) {}

  wall$(scope: MonitorScope): Observable<MonitorWall> {
    let wall = this.walls.get(scope);
    if (!wall) {
      wall = this.store
        .select(
          (state): WallInputs => ({
            channels: state.channels.byUuid,
            connections: state.channels.connections,
            instances: state.instances.byId,
            // A toggle in flight shows at once; the saved list otherwise (domain/monitoring/monitor-filter-pending).
            filter: state.monitorFilterPending.latest?.filter ?? state.session.profile?.meta?.monitor_channel_filter,
            layouts: this.layouts.read(state),
            admin: isAdministrator(state.session.profile?.type),
            loaded: state.frames.lastByTopic['channels:all'] !== undefined,
          }),
          sameFields,
        )
        .pipe(
          map((inputs) => wallOf(inputs, scope)),
          distinctUntilChanged(sameWall),
        );
      this.walls.set(scope, wall);
    }
    return wall;
  }

  /** The side bar's list for a search text (from 3 characters, spec 2 §5). */
  search(choices: readonly MonitorChoice[], text: string): readonly MonitorChoice[] {
    return searchMonitorChoices(choices, text);
  }
}

const wallOf = (inputs: WallInputs, scope: MonitorScope): MonitorWall => {
  const instances = Object.values(inputs.instances);
  const developers = developerChannelUuids(instances);
  const choices = monitorChoices(Object.values(inputs.channels), developers, savedMonitorFilter(inputs.filter), scope);
  const cards = choices.flatMap((choice) => {
    const channel = inputs.channels[choice.uuid];
    return choice.shown && channel ? [cardOf(channel, inputs.connections[choice.uuid], instances, inputs.admin)] : [];
  });
  const shown = cards.map((card) => card.uuid);
  return {
    loaded: inputs.loaded,
    choices,
    cards,
    layout: shownWallLayout(wallLayoutOf(inputs.layouts, wallNameOf(scope)), shown),
  };
};
