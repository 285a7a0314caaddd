import type { AuditRow } from '../../domain/audit';
import type { Account, PasswordChange, ProfileUpdate } from '../../domain/accounts';
import type { ChannelGroupInput, MediaconnectCommand, RouterCommand, TranscoderCommand } from '../../domain/channels';
import type { ClipExport, ClipExportDraft } from '../../domain/clips';
import type { Drill, DrillStart } from '../../domain/drills';
import type { UndoTarget } from '../../domain/undo';
import type { InstanceCommand, InstanceControl } from '../../domain/instances';
import type { MaintenanceControl } from '../../domain/maintenance';
import type { EventSearchPayload, EventSearchResult, ScheduledEvent } from '../../domain/schedule';
import type { EntityKinds, EntityListPattern, EntityPushContract } from './entity-contract';
import type { PushSpec } from './push-spec';
import type { AddressOf, ListenPattern } from './topic-contract';

export type { PushSpec } from './push-spec';
export type { ListDataRemoval, PresignedForm } from './entity-contract';

// The pushes the console issues, in the application's terms: for each topic pattern of the wire catalogue
// (src/infrastructure/wire/catalogue.ts), each push the console sends on it, with the payload it sends and the
// `response` of its ok reply.
//
// Why a declared map and not the catalogue itself: the application may not import the wire codecs (lint's
// layer matrix), yet a command must not compile with a wrong topic, push, payload or reply. So the types live
// here, in domain types, and infrastructure proves at compile time that every entry is the catalogue's own
// (push-contract.check.ts: same pattern, same push, payload and reply types assignable both ways). A new
// command adds its push to the catalogue (the codec) and to this map (the type); a mismatch does not build.
// Pushes no screen issues yet need no entry here. The pushes of the entity kinds (their `…:create` and
// `…:{id}` editors) are declared once per kind in entity-contract.ts; this map holds the others.

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

type SaveEvent = EntityKinds['event']['save'];
type SaveChannelGroup = PushSpec<
  /** `version`: the group's as the editor read it; a group changed since is refused stale (issue 32 §2). */
  { readonly channel_group: ChannelGroupInput; readonly version?: number },
  { readonly data: { readonly id: number; readonly uuid: string; readonly version?: number } }
>;
type ByUuid = PushSpec<{ readonly uuid: string }, EmptyObject>;

export interface PushContract extends EntityPushContract {
  readonly control: {
    readonly transcoder: PushSpec<TranscoderCommand, AckReply>;
    readonly mediaconnect: PushSpec<MediaconnectCommand, AckReply>;
    readonly router: PushSpec<RouterCommand, AckReply>;
    readonly instance: PushSpec<InstanceCommand, AckReply>;
    readonly maintenance: PushSpec<MaintenanceControl, AckReply>;
  };
  readonly 'system:instance_to_instance:{name}': {
    readonly message: PushSpec<{ readonly type: 'state_request' }, AckReply>;
    readonly update: PushSpec<{ readonly control: InstanceControl }, AckReply>;
  };
  readonly 'events:search': {
    readonly search: PushSpec<EventSearchPayload, { readonly results: readonly EventSearchResult[] }>;
  };
  readonly 'events:create_with_group:{group}': { readonly save: SaveEvent };
  readonly 'events:clone:{id}': { readonly save: SaveEvent };
  readonly 'events:clip_export:create': {
    readonly save: PushSpec<{ readonly clip_export: ClipExportDraft }, { readonly data: ClipExport }>;
  };
  readonly 'events:clip_exports:{event}': { readonly re_export_clip: ByUuid };
  readonly 'profile:{token}': {
    readonly ping: PushSpec<EmptyObject, EmptyObject>;
    readonly get: PushSpec<EmptyObject, { readonly data: Account }>;
    readonly update: PushSpec<ProfileUpdate, { readonly data: Account }>;
    readonly change_password: PushSpec<PasswordChange, EmptyObject>;
  };
  readonly 'channels:group:{id}': { readonly save: SaveChannelGroup };
  readonly 'channels:group:create:template': { readonly save: SaveChannelGroup };
  readonly 'channels:group:create:access': { readonly save: SaveChannelGroup };
  readonly 'system:drill': {
    readonly start: PushSpec<DrillStart, { readonly drill: Drill }>;
    readonly stop: PushSpec<{ readonly channel_uuid: string }, { readonly drill: Drill }>;
  };
  readonly 'undo:{account_id}': {
    readonly undo: PushSpec<UndoTarget, { readonly data: Readonly<Record<string, unknown>>; readonly undone: number }>;
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
export type TopicPattern = PushPattern | ListenPattern | EntityListPattern;

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
