import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import {
  channelEditorRights,
  channelGroupsListSpec,
  channelsListSpec,
  channelsToolbar,
  lookUpChannelGroup,
  pickableChannels,
  transcoderSizeOptions,
  type Channel,
  type ChannelEditorRights,
  type ChannelGroup,
  type ChannelGroupLookup,
  type ChannelGroupType,
  type ChannelsToolbarEntry,
  type ChannelType,
  type TranscoderSizeOption,
} from '../../domain/channels';
import type { Instance } from '../../domain/instances';
import { eventFormFields, type FormField } from '../../domain/forms';
import type { RootState } from '../../domain/state';
import { AdminList, type AdminRows } from '../admin-kit';
import { ClockPort } from '../ports';
import { DisplayZone, sameItems, serverNow, serverNow$ } from '../shared';
import { StateReader } from '../store';
import type { StoredChannel } from './channel-form';

/** One choice of a picker. */
export interface PickChoice<Key> {
  readonly key: Key;
  readonly label: string;
}

/** An external_notifier setting and the fields of its form (the setting's value holds module and form). */
export interface NotifierChoice extends PickChoice<number> {
  readonly fields: readonly FormField[];
}

/** What the channel and group editors offer to pick (spec 2 §3, spec 3 §3). */
export interface ChannelChoices {
  /** Settings of type event_form, by name (meta.event_form holds the name). */
  readonly eventForms: readonly PickChoice<string>[];
  /** Settings of type transcoder_configuration, by name. */
  readonly transcoderConfigs: readonly PickChoice<string>[];
  /** Settings of type external_notifier. */
  readonly notifiers: readonly NotifierChoice[];
  readonly accessGroups: readonly PickChoice<number>[];
  readonly presets: readonly PickChoice<number>[];
  readonly transcoderSizes: readonly TranscoderSizeOption[];
  /** Head-end instances, for the channel's headend_instance. */
  readonly headends: readonly PickChoice<number>[];
  /** Active channels by id (archived channels are excluded from pick lists, spec 2 §4). */
  readonly channels: readonly PickChoice<number>[];
}

const sorted = <Choice extends PickChoice<unknown>>(choices: Choice[]): readonly Choice[] =>
  choices.sort((a, b) => a.label.localeCompare(b.label));

const settingChoices = (state: RootState, type: string): PickChoice<string>[] =>
  Object.values(state.settings.byId)
    .filter((setting) => setting.type === type)
    .map((setting) => ({ key: setting.name, label: setting.title ?? setting.name }));

const activeGroups = (groups: Readonly<Record<number, ChannelGroup>>): PickChoice<number>[] =>
  Object.values(groups)
    .filter((group) => group.state !== 'archived')
    .map((group) => ({ key: group.id, label: group.title || group.name }));

const loadedFrom = (state: RootState, topic: string): boolean => state.frames.lastByTopic[topic] !== undefined;

/**
 * The /channels area (spec 3 §2.3): the toolbar for the viewer, the input and output channel tables, the
 * access-group and configuration-preset tables, and what the editors read.
 */
@injectable()
export class ChannelsAdminQueries {
  readonly toolbar$: Observable<readonly ChannelsToolbarEntry[]>;
  /** Undefined until the profile is known. */
  readonly rights$: Observable<ChannelEditorRights | undefined>;
  readonly inputs: AdminList<Channel>;
  readonly outputs: AdminList<Channel>;
  readonly accessGroups: AdminList<ChannelGroup>;
  readonly presets: AdminList<ChannelGroup>;
  readonly choices$: Observable<ChannelChoices>;
  /** Server time in unix seconds, once a second. */
  readonly now$: Observable<number>;
  /** The zone membership expiries are typed and shown in. */
  readonly zone: string;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    const viewerType$ = store.select((state) => state.session.profile?.type);
    this.toolbar$ = viewerType$.pipe(map(channelsToolbar));
    this.rights$ = viewerType$.pipe(map((type) => (type === undefined ? undefined : channelEditorRights(type))));
    this.inputs = this.channelList('input');
    this.outputs = this.channelList('output');
    this.accessGroups = this.groupList('access');
    this.presets = this.groupList('template');
    this.now$ = serverNow$(store, clock);
    this.choices$ = store
      .select(
        (state) => [state.settings.byId, state.channels.groups, state.channels.byUuid, state.instances.byId] as const,
        sameItems,
      )
      .pipe(
        map(() => {
          const state = store.state;
          return {
            eventForms: sorted(settingChoices(state, 'event_form')),
            transcoderConfigs: sorted(settingChoices(state, 'transcoder_configuration')),
            notifiers: sorted(
              Object.values(state.settings.byId)
                .filter((setting) => setting.type === 'external_notifier')
                .map((setting) => ({
                  key: setting.id,
                  label: setting.title ?? setting.name,
                  fields: eventFormFields(setting.value),
                })),
            ),
            accessGroups: sorted(activeGroups(state.channels.groups.access)),
            presets: sorted(activeGroups(state.channels.groups.template)),
            transcoderSizes: transcoderSizeOptions,
            headends: sorted(
              Object.values(state.instances.byId)
                .filter((instance) => instance.type === 'headend' && instance.state !== 'archived')
                .map((instance) => ({ key: instance.id, label: instance.title })),
            ),
            channels: sorted(
              [
                ...pickableChannels(Object.values(state.channels.byUuid), 'input'),
                ...pickableChannels(Object.values(state.channels.byUuid), 'output'),
              ].map((channel) => ({ key: channel.id, label: `${channel.title || channel.name} (${channel.type})` })),
            ),
          };
        }),
      );
  }

  /** Server time now, for the form's expired-override drop and new overrides. */
  nowSeconds(): number {
    return serverNow(this.store.state.clock, this.clock);
  }

  /** The channel and its memberships, once both arrived (channels:{uuid}, channels:channel_groups:{id}). */
  storedChannel$(uuid: string): Observable<StoredChannel | undefined> {
    return this.store
      .select(
        (state) => {
          const channel = state.channels.byUuid[uuid];
          return [channel, channel && state.channels.membershipsByChannel[String(channel.id)]] as const;
        },
        (a, b) => a[0] === b[0] && a[1] === b[1],
      )
      .pipe(
        map(([channel, memberships]) =>
          channel && memberships
            ? { channel, memberships, ...(channel.version === undefined ? {} : { version: channel.version }) }
            : undefined,
        ),
      );
  }

  channel$(uuid: string): Observable<Channel | undefined> {
    return this.store.select((state) => state.channels.byUuid[uuid]);
  }

  /**
   * The group of `type` the route names, with its channels from channels:channel_group_channels:{id} when that
   * has arrived; only that kind's table is read, so a preset's id under access_groups is missing (spec 3 §2.3).
   */
  group$(type: ChannelGroupType, routeId: string): Observable<ChannelGroupLookup> {
    return this.store
      .select(
        (state) => {
          const lookup = lookUpChannelGroup(
            state.channels.groups[type],
            type,
            routeId,
            loadedFrom(state, `channels:group:all:${type}`),
          );
          return [
            lookup,
            lookup.status === 'found' ? state.channels.channelsByGroup[lookup.group.id] : undefined,
          ] as const;
        },
        (a, b) =>
          a[0].status === b[0].status &&
          (a[0].status !== 'found' || b[0].status !== 'found' || a[0].group === b[0].group) &&
          a[1] === b[1],
      )
      .pipe(
        map(([lookup, channels]) =>
          lookup.status === 'found' && channels ? { status: 'found', group: { ...lookup.group, channels } } : lookup,
        ),
      );
  }

  /** The instances serving the channel (meta.channel), for the editor's Instance tab. */
  instancesOf$(uuid: string): Observable<readonly Instance[]> {
    return this.store
      .select((state) => state.instances.byId)
      .pipe(map((byId) => Object.values(byId).filter((instance) => instance.meta.channel === uuid)));
  }

  private channelList(type: ChannelType): AdminList<Channel> {
    return new AdminList(
      this.store
        .select(
          (state) => ({ items: state.channels.byUuid, loaded: loadedFrom(state, 'channels:all') }),
          (a, b) => a.items === b.items && a.loaded === b.loaded,
        )
        .pipe(
          map(({ items, loaded }): AdminRows<Channel> => ({
            rows: Object.values(items).filter((channel) => channel.type === type),
            loaded,
          })),
        ),
      channelsListSpec,
      { sort: { column: 'title', direction: 'ascending' } },
    );
  }

  private groupList(type: ChannelGroupType): AdminList<ChannelGroup> {
    const topic = `channels:group:all:${type}`;
    return new AdminList(
      this.store
        .select(
          (state) => ({ items: state.channels.groups[type], loaded: loadedFrom(state, topic) }),
          (a, b) => a.items === b.items && a.loaded === b.loaded,
        )
        .pipe(map(({ items, loaded }) => ({ rows: Object.values(items), loaded }))),
      channelGroupsListSpec,
      { sort: { column: 'title', direction: 'ascending' } },
    );
  }
}
