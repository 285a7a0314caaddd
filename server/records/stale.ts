import { displayName } from '../../src/domain/accounts';
import { VersionCodec } from '../../src/infrastructure/wire/kit';
import type { Actor } from '../auth/actor';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { presentOne, viewFor, type EntityKind } from './entity-kind';
import type { DocumentKind } from '../storage/document-kinds';
import { StaleWrite, writeItemIn, type ItemWrite, type WrittenItem } from './write-item';

// A save or delete says which version of the item it was based on (top-level `version`); one based on an older
// version is refused `stale` with the item as it is now and who changed it (docs/protocol/one-truth.md).

/** Who made a version no account made: the simulation, the seed, a row stored before versions were kept. */
export const studioServerName = 'the studio server';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The version a save or delete payload was based on: undefined when it sends none (the vendor's clients: last
 * write wins), a refusal when it is not a positive integer. The catalogue's codecs check it first; this keeps the
 * pushes without a catalogue codec (filters, running orders) to the same rule.
 */
export const baseVersionOf = (payload: unknown): number | undefined | Reply => {
  const version = isObject(payload) ? payload.version : undefined;
  if (version === undefined || version === null) return undefined;
  if (VersionCodec.is(version)) return version;
  return refuse(reasons.invalid, {
    errors: [{ path: 'version', expected: 'an integer from 1 to 2147483647', actual: JSON.stringify(version) }],
  });
};

/** An account's display name (name and surname, or the e-mail when it has none); the studio server for none. */
export const accountName = async (services: Services, accountId: number | undefined): Promise<string> => {
  if (accountId === undefined) return studioServerName;
  const account = await services.store.documents.accounts.get(accountId);
  if (!account) return `account ${accountId}`;
  const text = (key: string): string | undefined => {
    const value = account.body[key];
    return typeof value === 'string' ? value : undefined;
  };
  return displayName({ name: text('name'), surname: text('surname'), email: text('email') ?? '' });
};

/** `stale` with the item as `actor` sees it now (the shape of a save reply's `data`) and who changed it. */
export const staleRefusal = async (
  kind: EntityKind,
  services: Services,
  actor: Actor,
  current: StoredDocument,
): Promise<Reply> => {
  const presented = await presentOne(kind, services, services.store.db.read, current);
  return refuse(reasons.stale, {
    current: viewFor(kind, actor, presented),
    changed_by: await accountName(services, current.changedBy),
  });
};

/** Whether `baseVersionOf` refused the version. */
export const isVersionRefusal = (value: number | undefined | Reply): value is Reply =>
  typeof value === 'object' && 'status' in value;

/** Whether a save based on `base` must be refused before anything is written (undefined base: never). */
export const isStale = (base: number | undefined, existing: StoredDocument | undefined): boolean =>
  base !== undefined && existing !== undefined && existing.version !== base;

/**
 * Runs a write transaction; when it threw `StaleWrite` (another process wrote the row between the check and the
 * write, and the conditional update touched nothing), answers `stale` with the row as it is now. The transaction
 * rolled back, so nothing of the save is stored. Other errors are thrown on.
 */
export const writeOrStale = async <T extends object>(
  kind: EntityKind,
  services: Services,
  actor: Actor,
  write: () => Promise<T>,
): Promise<T | Reply> => {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    return notRemoved(kind, services, actor, error.id);
  }
};

/** One item written alone in its own transaction, or `stale` (writeOrStale): a save that writes nothing else. */
export const writeItemOrStale = <K extends DocumentKind>(
  kind: EntityKind<K>,
  services: Services,
  actor: Actor,
  write: ItemWrite<K>,
): Promise<WrittenItem | Reply> =>
  writeOrStale(kind, services, actor, () => services.store.db.write((tx) => writeItemIn(kind, services, tx, write)));

/** After a delete conditional on `base` touched nothing: `stale` when the row is still there, else `not_found`. */
export const notRemoved = async (kind: EntityKind, services: Services, actor: Actor, id: number): Promise<Reply> => {
  const current = await services.store.documents[kind.kind].get(id);
  return current ? staleRefusal(kind, services, actor, current) : refuse(reasons.notFound);
};
