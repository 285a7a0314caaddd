import type { Account, AccountDraft } from '../../domain/accounts';
import type { ChannelConfiguration, ChannelGroupMembership, ChannelInput } from '../../domain/channels';
import type { Clip, ClipDraft, Tag, TagDraft } from '../../domain/clips';
import type { ContentList, ContentListDraft, ListData, ListDataDraft, ListType, ListTypeDraft } from '../../domain/cms';
import type { DeviceCreate, DeviceRelease, DeviceSave, SavedDeviceReply } from '../../domain/devices';
import type { Group, GroupDraft } from '../../domain/groups';
import type {
  ChangeRouteCommand,
  ChangeSettingCommand,
  InstanceInput,
  ResetDeviceCommand,
} from '../../domain/instances';
import type { RunningOrder, RunningOrderDraft } from '../../domain/running-orders';
import type {
  EventFilter,
  EventSavePayload,
  ScheduledEvent,
  SetBillingStatusPayload,
  Todo,
} from '../../domain/schedule';
import type { Setting, SettingDraft } from '../../domain/settings';
import type { PushSpec } from './push-spec';

// The entity kinds of the wire catalogue, each declared once with its triple of topics: the list it comes on
// (`all`), the editor of a new record (`create`) and the editor of one record (`one`), both taking `save`.
// The wire declares the same kinds with `entityTopics` (src/infrastructure/wire/kit/entity-topics.ts);
// push-contract.check.ts proves the two agree. `…Pushes` are a side's pushes besides save (a `save` there
// replaces the kind's on that side); `all` is absent when the kind's list is a topic shared with other kinds.

/** An acknowledgement without data answers an object with nothing we read. */
type EmptyObject = Readonly<Record<string, unknown>>;
type AckReply = { readonly message?: string };
type EventReply = { readonly data: ScheduledEvent };
type ByUuid = PushSpec<{ readonly uuid: string }, EmptyObject>;
type SaveEvent = PushSpec<EventSavePayload, EventReply>;
type SaveListData = PushSpec<{ readonly list_data: ListDataDraft }, { readonly data: ListData }>;
type PreviewConfiguration = PushSpec<
  { readonly configuration: ChannelConfiguration; readonly channel_groups: readonly ChannelGroupMembership[] },
  { readonly data: Readonly<Record<string, unknown>> }
>;
/** A delete based on the version the console read (issue 32 §2, docs/protocol/one-truth.md). */
type BaseVersion = { readonly version?: number };
type ListActions = {
  readonly delete: PushSpec<{ readonly list: { readonly id: number } } & BaseVersion, EmptyObject>;
  readonly notify: PushSpec<{ readonly list_id: number }, EmptyObject>;
};

/** One record removed, or several at once by id (spec 3 §7). */
export type ListDataRemoval =
  ({ readonly list_data: { readonly id: number } } & BaseVersion) | { readonly list_data_ids: readonly number[] };

/** Where a file goes: the presigned POST of get_aws_presigned_url. */
export interface PresignedForm {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

interface EntityKind {
  readonly all?: string;
  readonly create: string;
  readonly one: string;
  readonly save: PushSpec<unknown, unknown>;
  readonly allPushes?: object;
  readonly createPushes?: object;
  readonly onePushes?: object;
}

export interface EntityKinds {
  readonly account: {
    readonly all: 'accounts:all';
    readonly create: 'accounts:create';
    readonly one: 'accounts:{id}';
    readonly save: PushSpec<{ readonly account: AccountDraft }, { readonly data: Account }>;
  };
  readonly group: {
    readonly all: 'groups:all';
    readonly create: 'groups:create';
    readonly one: 'groups:{id}';
    readonly save: PushSpec<{ readonly group: GroupDraft }, { readonly data: Group }>;
  };
  readonly runningOrder: {
    readonly all: 'running_orders:all';
    readonly create: 'running_orders:create';
    readonly one: 'running_orders:{id}';
    readonly save: PushSpec<{ readonly running_order: RunningOrderDraft }, { readonly data: RunningOrder }>;
  };
  readonly setting: {
    readonly all: 'settings:all';
    readonly create: 'settings:create';
    readonly one: 'settings:{id}';
    readonly save: PushSpec<{ readonly setting: SettingDraft }, { readonly data: Setting }>;
  };
  readonly device: {
    readonly all: 'devices:all';
    readonly create: 'devices:create';
    readonly one: 'devices:{id}';
    readonly save: PushSpec<DeviceCreate, SavedDeviceReply>;
    readonly onePushes: {
      readonly save: PushSpec<DeviceSave, SavedDeviceReply>;
      readonly release: PushSpec<DeviceRelease, AckReply>;
    };
  };
  readonly instance: {
    readonly all: 'instances:all';
    readonly create: 'instances:create';
    readonly one: 'instances:{id}';
    readonly save: PushSpec<{ readonly instance: InstanceInput }, { readonly data: { readonly id: number } }>;
    readonly onePushes: {
      readonly 'change-route': PushSpec<ChangeRouteCommand, AckReply>;
      readonly 'change-setting': PushSpec<ChangeSettingCommand, AckReply>;
      readonly 'reset-device': PushSpec<ResetDeviceCommand, AckReply>;
      readonly delete: PushSpec<{ readonly instance_id: number } & BaseVersion, AckReply>;
    };
  };
  readonly channel: {
    readonly all: 'channels:all';
    readonly create: 'channels:create';
    readonly one: 'channels:{uuid}';
    readonly save: PushSpec<
      { readonly channel: ChannelInput; readonly channel_groups: readonly ChannelGroupMembership[] },
      { readonly data: { readonly uuid: string; readonly id?: number; readonly version?: number } }
    >;
    readonly createPushes: { readonly get_configuration: PreviewConfiguration };
    readonly onePushes: { readonly get_configuration: PreviewConfiguration };
  };
  readonly listType: {
    readonly create: 'cms:list_type:create';
    readonly one: 'cms:list_type:{id}';
    readonly save: PushSpec<{ readonly list_type: ListTypeDraft }, { readonly data: ListType }>;
  };
  readonly list: {
    readonly create: 'cms:list:create';
    readonly one: 'cms:list:{id}';
    readonly save: PushSpec<{ readonly list: ContentListDraft }, { readonly data: ContentList }>;
    readonly onePushes: ListActions;
  };
  readonly record: {
    readonly all: 'cms:list_datas:{list_id}';
    readonly create: 'cms:list_data:create';
    readonly one: 'cms:list_data:{id}';
    readonly save: SaveListData;
    readonly allPushes: {
      readonly delete: PushSpec<ListDataRemoval, EmptyObject>;
      readonly save: SaveListData;
      readonly save_batch: PushSpec<
        { readonly list_data: readonly ListDataDraft[] },
        { readonly data: { readonly ids: readonly number[] } }
      >;
    };
    readonly onePushes: {
      readonly get_aws_presigned_url: PushSpec<
        { readonly data_id: number; readonly remote_path: string },
        PresignedForm
      >;
    };
  };
  readonly clip: {
    readonly all: 'events:clips:{event}';
    readonly create: 'events:clip:create';
    readonly one: 'events:clip:{uuid}';
    readonly save: PushSpec<{ readonly clip: ClipDraft }, { readonly data: readonly Clip[] }>;
    readonly onePushes: { readonly regenerate_clip: ByUuid };
  };
  readonly tag: {
    readonly all: 'events:tags:{event}';
    readonly create: 'events:tag:create';
    readonly one: 'events:tag:{uuid}';
    readonly save: PushSpec<{ readonly tag: TagDraft }, { readonly data: Tag }>;
  };
  readonly event: {
    readonly all: 'events:all';
    readonly create: 'events:create';
    readonly one: 'events:{uuid}';
    readonly save: SaveEvent;
    readonly allPushes: {
      readonly filter: PushSpec<EventFilter, EmptyObject>;
      readonly set_billing_status: PushSpec<SetBillingStatusPayload, EventReply>;
    };
    readonly onePushes: {
      readonly stop: PushSpec<EmptyObject, EmptyObject>;
      readonly toggle_todo: PushSpec<Todo, EventReply>;
    };
  };
}

type Kind = keyof EntityKinds;

/** A side's pushes besides save; none when the kind declares none. */
type SidePushes<K extends Kind, Side extends string> = EntityKinds[K] extends { readonly [S in Side]: infer P }
  ? P
  : unknown;

type WithSave<K extends Kind, Side extends string> = Omit<
  { readonly save: EntityKinds[K]['save'] },
  keyof SidePushes<K, Side>
> &
  SidePushes<K, Side>;

type ListOf<K extends Kind> = EntityKinds[K] extends { readonly all: infer A extends string } ? A : never;

/** The pushes of every kind's editors, and of the lists that take pushes, keyed by pattern. */
export type EntityPushContract = {
  readonly [K in Kind as EntityKinds[K]['create']]: WithSave<K, 'createPushes'>;
} & { readonly [K in Kind as EntityKinds[K]['one']]: WithSave<K, 'onePushes'> } & {
  readonly [K in Kind as EntityKinds[K] extends { readonly allPushes: object } ? ListOf<K> : never]: SidePushes<
    K,
    'allPushes'
  >;
};

/** The kinds' lists the console only listens to. */
export type EntityListPattern = {
  [K in Kind]: EntityKinds[K] extends { readonly allPushes: object } ? never : ListOf<K>;
}[Kind];

type Checked<T extends Readonly<Record<Kind, EntityKind>>> = T;

/** Builds only while every kind has the shape of an `EntityKind`. */
export type CheckedEntityKinds = Checked<EntityKinds>;
