import type { AuditRow } from '../../domain/audit';
import type { AddressOf, ListenPattern } from './topic-contract';
import type {
  ChannelConfiguration,
  ChannelGroupInput,
  ChannelGroupMembership,
  ChannelInput,
  MediaconnectCommand,
  RouterCommand,
  TranscoderCommand,
} from '../../domain/channels';
import type { Clip, ClipDraft, ClipExport, ClipExportDraft, Tag, TagDraft } from '../../domain/clips';
import type { Account, AccountDraft, PasswordChange, ProfileUpdate } from '../../domain/accounts';
import type { ContentList, ContentListDraft, ListData, ListDataDraft, ListType, ListTypeDraft } from '../../domain/cms';
import type { DeviceCreate, DeviceRelease, DeviceSave, SavedDeviceReply } from '../../domain/devices';
import type { Group, GroupDraft } from '../../domain/groups';
import type { Setting, SettingDraft } from '../../domain/settings';
import type {
  ChangeRouteCommand,
  ChangeSettingCommand,
  InstanceCommand,
  InstanceInput,
  InstanceControl,
  ResetDeviceCommand,
} from '../../domain/instances';
import type { MaintenanceControl } from '../../domain/maintenance';
import type { RunningOrder, RunningOrderDraft } from '../../domain/running-orders';
import type {
  EventFilter,
  EventSavePayload,
  EventSearchPayload,
  EventSearchResult,
  ScheduledEvent,
  SetBillingStatusPayload,
  Todo,
} from '../../domain/schedule';

// The pushes the console issues, in the application's terms: for each topic pattern of the wire catalogue
// (src/infrastructure/wire/catalogue.ts), each push the console sends on it, with the payload it sends and the
// `response` of its ok reply.
//
// Why a declared map and not the catalogue itself: the application may not import the wire codecs (lint's
// layer matrix), yet a command must not compile with a wrong topic, push, payload or reply. So the types live
// here, in domain types, and infrastructure proves at compile time that every entry is the catalogue's own
// (push-contract.check.ts: same pattern, same push, payload and reply types assignable both ways). A new
// command adds its push to the catalogue (the codec) and to this map (the type); a mismatch does not build.
// Pushes no screen issues yet need no entry here.

/** One push: what it sends and what an ok reply carries. */
export interface PushSpec<Payload, Reply> {
  readonly payload: Payload;
  readonly reply: Reply;
}

/** A push without arguments sends `{}`; an acknowledgement without data answers an object with nothing we read. */
export type EmptyObject = Readonly<Record<string, unknown>>;

/** The ok reply of a control command: nothing but an optional note. */
export interface AckReply {
  readonly message?: string;
}

/** The saved event, the reply of every event save, stop-free change and to-do toggle. */
export interface EventReply {
  readonly data: ScheduledEvent;
}

type SaveEvent = PushSpec<EventSavePayload, EventReply>;
type SaveClip = PushSpec<{ readonly clip: ClipDraft }, { readonly data: readonly Clip[] }>;
type SaveTag = PushSpec<{ readonly tag: TagDraft }, { readonly data: Tag }>;
type SaveSetting = PushSpec<{ readonly setting: SettingDraft }, { readonly data: Setting }>;
type SaveAccount = PushSpec<{ readonly account: AccountDraft }, { readonly data: Account }>;
type SaveGroup = PushSpec<{ readonly group: GroupDraft }, { readonly data: Group }>;
type SaveListType = PushSpec<{ readonly list_type: ListTypeDraft }, { readonly data: ListType }>;
type SaveList = PushSpec<{ readonly list: ContentListDraft }, { readonly data: ContentList }>;
type SaveListData = PushSpec<{ readonly list_data: ListDataDraft }, { readonly data: ListData }>;
type SaveInstance = PushSpec<{ readonly instance: InstanceInput }, { readonly data: { readonly id: number } }>;
type SaveRunningOrder = PushSpec<{ readonly running_order: RunningOrderDraft }, { readonly data: RunningOrder }>;
type SaveChannel = PushSpec<
  { readonly channel: ChannelInput; readonly channel_groups: readonly ChannelGroupMembership[] },
  { readonly data: { readonly uuid: string; readonly id?: number } }
>;
type PreviewConfiguration = PushSpec<
  { readonly configuration: ChannelConfiguration; readonly channel_groups: readonly ChannelGroupMembership[] },
  { readonly data: Readonly<Record<string, unknown>> }
>;
type SaveChannelGroup = PushSpec<
  { readonly channel_group: ChannelGroupInput },
  { readonly data: { readonly id: number; readonly uuid: string } }
>;
type ByUuid = PushSpec<{ readonly uuid: string }, EmptyObject>;

/** Where a file goes: the presigned POST of get_aws_presigned_url. */
export interface PresignedForm {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** One record removed, or several at once by id (spec 3 §7). */
export type ListDataRemoval =
  { readonly list_data: { readonly id: number } } | { readonly list_data_ids: readonly number[] };

export interface PushContract {
  readonly control: {
    readonly transcoder: PushSpec<TranscoderCommand, AckReply>;
    readonly mediaconnect: PushSpec<MediaconnectCommand, AckReply>;
    readonly router: PushSpec<RouterCommand, AckReply>;
    readonly instance: PushSpec<InstanceCommand, AckReply>;
    readonly maintenance: PushSpec<MaintenanceControl, AckReply>;
  };
  readonly 'instances:{id}': {
    readonly 'change-route': PushSpec<ChangeRouteCommand, AckReply>;
    readonly 'change-setting': PushSpec<ChangeSettingCommand, AckReply>;
    readonly 'reset-device': PushSpec<ResetDeviceCommand, AckReply>;
    readonly save: SaveInstance;
    readonly delete: PushSpec<{ readonly instance_id: number }, AckReply>;
  };
  readonly 'instances:create': { readonly save: SaveInstance };
  readonly 'system:instance_to_instance:{name}': {
    readonly message: PushSpec<{ readonly type: 'state_request' }, AckReply>;
    readonly update: PushSpec<{ readonly control: InstanceControl }, AckReply>;
  };
  readonly 'events:all': {
    readonly filter: PushSpec<EventFilter, EmptyObject>;
    readonly set_billing_status: PushSpec<SetBillingStatusPayload, EventReply>;
  };
  readonly 'events:search': {
    readonly search: PushSpec<EventSearchPayload, { readonly results: readonly EventSearchResult[] }>;
  };
  readonly 'events:create': { readonly save: SaveEvent };
  readonly 'events:create_with_group:{group}': { readonly save: SaveEvent };
  readonly 'events:clone:{id}': { readonly save: SaveEvent };
  readonly 'events:{uuid}': {
    readonly save: SaveEvent;
    readonly stop: PushSpec<EmptyObject, EmptyObject>;
    readonly toggle_todo: PushSpec<Todo, EventReply>;
  };
  readonly 'events:clip:create': { readonly save: SaveClip };
  readonly 'events:clip:{uuid}': { readonly save: SaveClip; readonly regenerate_clip: ByUuid };
  readonly 'events:clip_export:create': {
    readonly save: PushSpec<{ readonly clip_export: ClipExportDraft }, { readonly data: ClipExport }>;
  };
  readonly 'events:clip_exports:{event}': { readonly re_export_clip: ByUuid };
  readonly 'events:tag:create': { readonly save: SaveTag };
  readonly 'events:tag:{uuid}': { readonly save: SaveTag };
  readonly 'profile:{token}': {
    readonly ping: PushSpec<EmptyObject, EmptyObject>;
    readonly get: PushSpec<EmptyObject, { readonly data: Account }>;
    readonly update: PushSpec<ProfileUpdate, { readonly data: Account }>;
    readonly change_password: PushSpec<PasswordChange, EmptyObject>;
  };
  readonly 'cms:list_data:create': { readonly save: SaveListData };
  readonly 'cms:list_datas:{list_id}': {
    readonly delete: PushSpec<ListDataRemoval, EmptyObject>;
    readonly save: SaveListData;
    readonly save_batch: PushSpec<
      { readonly list_data: readonly ListDataDraft[] },
      { readonly data: { readonly ids: readonly number[] } }
    >;
  };
  readonly 'cms:list_data:{id}': {
    readonly save: SaveListData;
    readonly get_aws_presigned_url: PushSpec<{ readonly data_id: number; readonly remote_path: string }, PresignedForm>;
  };
  readonly 'running_orders:create': { readonly save: SaveRunningOrder };
  readonly 'running_orders:{id}': { readonly save: SaveRunningOrder };
  readonly 'settings:create': { readonly save: SaveSetting };
  readonly 'settings:{id}': { readonly save: SaveSetting };
  readonly 'accounts:create': { readonly save: SaveAccount };
  readonly 'accounts:{id}': { readonly save: SaveAccount };
  readonly 'groups:create': { readonly save: SaveGroup };
  readonly 'groups:{id}': { readonly save: SaveGroup };
  readonly 'cms:list_type:create': { readonly save: SaveListType };
  readonly 'cms:list_type:{id}': { readonly save: SaveListType };
  readonly 'channels:create': { readonly save: SaveChannel; readonly get_configuration: PreviewConfiguration };
  readonly 'channels:{uuid}': { readonly save: SaveChannel; readonly get_configuration: PreviewConfiguration };
  readonly 'channels:group:{id}': { readonly save: SaveChannelGroup };
  readonly 'channels:group:create:template': { readonly save: SaveChannelGroup };
  readonly 'channels:group:create:access': { readonly save: SaveChannelGroup };
  readonly 'cms:list:create': { readonly save: SaveList };
  readonly 'cms:list:{id}': {
    readonly save: SaveList;
    readonly delete: PushSpec<{ readonly list: { readonly id: number } }, EmptyObject>;
    readonly notify: PushSpec<{ readonly list_id: number }, EmptyObject>;
  };
  readonly 'devices:create': { readonly save: PushSpec<DeviceCreate, SavedDeviceReply> };
  readonly 'devices:{id}': {
    readonly save: PushSpec<DeviceSave, SavedDeviceReply>;
    readonly release: PushSpec<DeviceRelease, AckReply>;
  };
  readonly 'audit:all': {
    readonly older: PushSpec<
      { readonly before_id: number; readonly limit?: number },
      { readonly data: readonly AuditRow[] }
    >;
  };
}

/** A topic pattern the console pushes to. */
export type PushPattern = keyof PushContract;

/** The pushes the console sends on a pattern. */
export type PushName<P extends PushPattern> = Extract<keyof PushContract[P], string>;

type SpecOf<P extends PushPattern, N extends PushName<P>> =
  PushContract[P][N] extends PushSpec<infer A, infer R> ? PushSpec<A, R> : never;

export type PushPayload<P extends PushPattern, N extends PushName<P>> = SpecOf<P, N>['payload'];
export type PushReply<P extends PushPattern, N extends PushName<P>> = SpecOf<P, N>['reply'];

/** Every topic of the catalogue: the ones the console pushes on and the ones it only listens to. */
export type TopicPattern = PushPattern | ListenPattern;

/** A catalogue topic with its parameters. */
export type TopicAddress<P extends TopicPattern = TopicPattern> = AddressOf<P>;

/** A push addressed by the contract: topic, push name and payload agree, or the call does not compile. */
export type ContractPush = {
  readonly [P in PushPattern]: {
    readonly [N in PushName<P>]: TopicAddress<P> & { readonly push: N; readonly payload: PushPayload<P, N> };
  }[PushName<P>];
}[PushPattern];

/** The reply type of one addressed push. */
export type ReplyOf<C extends ContractPush> = C extends { readonly pattern: infer P; readonly push: infer N }
  ? P extends PushPattern
    ? N extends PushName<P>
      ? PushReply<P, N>
      : never
    : never
  : never;
