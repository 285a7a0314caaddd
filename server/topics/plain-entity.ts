import type * as t from 'io-ts';
import type { Actor } from '../auth/actor';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { EntityKind } from '../records/entity-kind';
import type { Body, StoredDocument } from '../storage/document-repository';

/** What a save asks for, after the codec passed: the item (payload[payloadKey]) and the row it changes. */
export interface SaveRequest {
  readonly actor: Actor;
  readonly services: Services;
  readonly item: Readonly<Record<string, unknown>>;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Undefined on `X:create`. */
  readonly existing: StoredDocument | undefined;
}

/** What to store: the body (server-owned columns stripped), its state, and work for the same transaction. */
export interface PreparedSave {
  readonly body: Body;
  readonly state: string;
  readonly afterWrite?: (tx: Sql, document: StoredDocument) => Promise<void>;
  /** Runs once the transaction committed (work outside the database: closing sockets). */
  readonly afterCommit?: () => void;
}

/**
 * One entity kind served by the generic list machinery: `{prefix}:all` (init + update/delete),
 * `{prefix}:{key}` and `{prefix}:create` (save, optionally delete). A feature supplies this and nothing else
 * unless it has pushes of its own.
 */
export interface PlainEntity {
  /** The stored kind: its table, who sees an item and as what; carried on `dataListTargets(prefix)`. */
  readonly kind: EntityKind;
  /** Topic prefix, e.g. `accounts`, `running_orders`, `channels:group`. */
  readonly prefix: string;
  /** The name of the `{…}` part of the entity topic: `id` (numeric) or `uuid`. */
  readonly keyParam: 'id' | 'uuid';
  /** Where the item sits in a save payload: `{account: {...}}` → `account`. */
  readonly payloadKey: string;
  /** Codec of the whole save payload; the wire catalogue's `save.payload` where it exists. */
  readonly saveCodec?: t.Decoder<unknown, unknown>;
  /** Checks and shapes a save; returns a refusal to stop it. Default: store the item as sent. */
  readonly prepareSave?: (request: SaveRequest) => Promise<PreparedSave | Reply>;
  /** Whether `delete` is offered; a function may refuse a particular row, or a row to a particular actor. */
  readonly deletable?: boolean | ((document: StoredDocument, actor: Actor) => Reply | undefined);
  /** Runs after every committed change (e.g. drop cached actors when accounts or groups change). */
  readonly afterChange?: (services: Services) => void;
}

export const isPrepared = (value: PreparedSave | Reply): value is PreparedSave => 'body' in value;
