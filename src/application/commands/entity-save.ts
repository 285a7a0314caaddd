import type { CommandEntry } from '../../domain/commands';
import type {
  CommandMeta,
  CommandPort,
  CommandResult,
  ContractPush,
  EntityKinds,
  PushCommand,
  PushContract,
  PushSpec,
} from '../ports';

// The one way to save an entity (spec 3 §7): a new record (no key) is saved on its kind's `…:create`, a stored
// one on `…:{id}` (or `…:{uuid}`), with `args.mode` create or update for the save toasts (saveNoticeRule) and
// the audit. The push holds its topic itself; state changes when the kind's list sends the record back. A stored
// record's save carries the `version` its form was based on (issue 32 §2, docs/protocol/one-truth.md): the server
// refuses it as stale when someone saved since, and the result says who (`stale`).

type Kind = keyof EntityKinds;
type Create<K extends Kind> = EntityKinds[K]['create'];
type One<K extends Kind> = EntityKinds[K]['one'];
type ParamOf<P extends string> = P extends `${string}{${infer Name}}` ? Name : never;

/** The editor topics of each kind as the console addresses them; EntityKinds (the ports) types them. */
const editors: { readonly [K in Kind]: readonly [Create<K>, One<K>, ParamOf<One<K>>] } = {
  account: ['accounts:create', 'accounts:{id}', 'id'],
  group: ['groups:create', 'groups:{id}', 'id'],
  runningOrder: ['running_orders:create', 'running_orders:{id}', 'id'],
  setting: ['settings:create', 'settings:{id}', 'id'],
  device: ['devices:create', 'devices:{id}', 'id'],
  instance: ['instances:create', 'instances:{id}', 'id'],
  channel: ['channels:create', 'channels:{uuid}', 'uuid'],
  listType: ['cms:list_type:create', 'cms:list_type:{id}', 'id'],
  list: ['cms:list:create', 'cms:list:{id}', 'id'],
  record: ['cms:list_data:create', 'cms:list_data:{id}', 'id'],
  clip: ['events:clip:create', 'events:clip:{uuid}', 'uuid'],
  tag: ['events:tag:create', 'events:tag:{uuid}', 'uuid'],
  event: ['events:create', 'events:{uuid}', 'uuid'],
};

type Key = string | number | undefined;

/** The payload or reply of the save on a pattern. */
type Save<P extends keyof PushContract, Part extends 'payload' | 'reply'> = PushContract[P] extends {
  readonly save: infer S extends PushSpec<unknown, unknown>;
}
  ? S[Part]
  : never;

/** What a save sends: the create payload without a key, the stored record's with one, both when either may be. */
type SavePayload<K extends Kind, Id extends Key> = undefined extends Id
  ? Id extends undefined
    ? Save<Create<K>, 'payload'>
    : Save<Create<K>, 'payload'> & Save<One<K>, 'payload'>
  : Save<One<K>, 'payload'>;

type SaveReply<K extends Kind, Id extends Key> = undefined extends Id
  ? Id extends undefined
    ? Save<Create<K>, 'reply'>
    : Save<Create<K>, 'reply'> | Save<One<K>, 'reply'>
  : Save<One<K>, 'reply'>;

export interface EntitySave<K extends Kind, Id extends Key, A> extends CommandMeta {
  readonly kind: K;
  /** The stored record's id or uuid; undefined for a new record. */
  readonly key: Id;
  readonly payload: SavePayload<K, Id>;
  /** The save's registry entry; its arguments are what is journaled, with the mode this helper adds. */
  readonly name: CommandEntry<A>;
  /** What to journal besides the mode when it is not the payload (secrets left out). */
  readonly args?: Omit<A, 'mode'>;
  /**
   * The stored record's version the form was based on (the record as the editor opened it, not as it is now), sent
   * as the payload's top-level `version`; ignored for a new record.
   */
  readonly version?: number | undefined;
}

/** Pushes a kind's `save` on the editor topic its key names and resolves with the command's result. */
export const pushEntitySave = <K extends Kind, Id extends Key, A>(
  commands: CommandPort,
  save: EntitySave<K, Id, A>,
): Promise<CommandResult<SaveReply<K, Id>>> => {
  const { kind, key, args, version, ...command } = save;
  const journaled = (args ?? command.payload) as Readonly<Record<string, unknown>>;
  const [create, one, param] = editors[kind];
  const address = key === undefined ? { pattern: create } : { pattern: one, params: { [param]: String(key) } };
  // The address is built from the kind's table, which the types above tie to the contract; the bus cannot see
  // that through the generic kind, so the command and its reply are named here once.
  const payload =
    key !== undefined && version !== undefined ? { ...(command.payload as object), version } : command.payload;
  const push = {
    ...command,
    payload,
    ...address,
    push: 'save',
    args: { ...journaled, mode: key === undefined ? 'create' : 'update' },
  } as unknown as PushCommand<ContractPush>;
  return commands.push(push) as Promise<CommandResult<SaveReply<K, Id>>>;
};
