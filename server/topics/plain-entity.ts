import type * as t from 'io-ts';
import type { Actor } from '../auth/actor';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { EntityKind } from '../records/entity-kind';
import type { DocumentKind } from '../storage/document-kinds';
import type { StoredDocument } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';

/** What a save asks for, after the codec passed: the decoded item (payload[payloadKey]) and the row it changes. */
export interface SaveRequest<Item> {
  readonly actor: Actor;
  readonly services: Services;
  readonly item: Item;
  /** Undefined on `X:create`. */
  readonly existing: StoredDocument | undefined;
}

/** What to store: the kind's value (server-owned columns stripped), its state, and work for the same transaction. */
export interface PreparedSave<K extends DocumentKind> {
  readonly body: StoredValue<K>;
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
export interface PlainEntity<K extends DocumentKind, Key extends string, Item> {
  /** The stored kind: its table, who sees an item and as what; carried on `dataListTargets(prefix)`. */
  readonly kind: EntityKind<K>;
  /** Topic prefix, e.g. `accounts`, `running_orders`, `channels:group`. */
  readonly prefix: string;
  /** The name of the `{…}` part of the entity topic: `id` (numeric) or `uuid`. */
  readonly keyParam: 'id' | 'uuid';
  /** Where the item sits in a save payload: `{account: {...}}` → `account`. */
  readonly payloadKey: Key;
  /**
   * Codec of the whole save payload, the wire catalogue's `save.payload`: the dispatcher refuses a payload it does
   * not decode (`invalid` with path errors), and the handler is given the decoded item.
   */
  readonly saveCodec: t.Decoder<unknown, { readonly [P in Key]: Item }>;
  /** Checks the decoded item and shapes what to store; returns a refusal to stop the save. */
  readonly prepareSave: (request: SaveRequest<Item>) => Promise<PreparedSave<K> | Reply>;
  /** Whether `delete` is offered; a function may refuse a particular row, or a row to a particular actor. */
  readonly deletable?: boolean | ((document: StoredDocument, actor: Actor) => Reply | undefined);
  /** Runs after every committed change (e.g. drop cached actors when accounts or groups change). */
  readonly afterChange?: (services: Services) => void;
}

export const isPrepared = <K extends DocumentKind>(value: PreparedSave<K> | Reply): value is PreparedSave<K> =>
  'body' in value;
