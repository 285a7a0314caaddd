import type { CommandEntry, PayloadArgs } from '../../domain/commands';
import type { CommandOutcome } from '../../domain/log';
import type { StaleRefusal } from '../../domain/editing';
import type { PathError } from '../../domain/frames';
import type { ContractPush, ReplyOf } from './push-contract';

/** What a push command says about itself besides its address, payload, registry entry and arguments. */
export interface CommandMeta {
  /** What the command acts on, e.g. `event:{uuid}`, `channel:{uuid}`, `instance:{id}`. */
  readonly target?: string;
  readonly timeoutMs?: number;
  /**
   * A screen's feed asking for what it shows (`events.filter` and its pages, pushed when the screen opens,
   * its range moves or the socket rejoins), not an action on anything: a replay console refuses it without a
   * notice, since the recording already holds what came back (docs/replay-mode.md).
   */
  readonly feed?: boolean;
}

/**
 * What a push journals: its registry entry (the dotted name the notices and the audit view key on) and its
 * arguments, of the entry's type. An entry declared `pushed` journals the payload and takes no arguments; one whose
 * type the payload already is may leave them out.
 */
export type PushJournal<Payload, A> = { readonly name: CommandEntry<A> } & ([A] extends [PayloadArgs]
  ? { readonly args?: undefined }
  : [Payload] extends [A]
    ? { readonly args?: A }
    : { readonly args: A });

/**
 * A push command: a contract push (pattern, params, push name, payload, all checked against
 * push-contract.ts) plus its journal details.
 */
export type PushCommand<C extends ContractPush = ContractPush, A = unknown> = C &
  CommandMeta &
  PushJournal<C['payload'], A>;

/** A user action that is not a socket push (an HTTP call, a page reload), and who issues it if not the session's account. */
export interface ActionCommand<A = unknown> {
  readonly name: CommandEntry<A>;
  readonly args: A;
  readonly target?: string;
  /** A login names the e-mail typed: the session does not know the account yet. */
  readonly account?: string;
}

/** How such an action ended. */
export interface ActionSettlement {
  readonly outcome: CommandOutcome;
  readonly reason?: string;
}

/**
 * How a command ended. An ok push carries its reply decoded by the catalogue's codec; a reply of another shape
 * is no reply the console can use, so it ends as an error whose reason says so (and the raw reply is kept).
 */
export type CommandResult<Reply = undefined> =
  | { readonly id: string; readonly outcome: 'ok'; readonly reply: Reply }
  | {
      readonly id: string;
      readonly outcome: Exclude<CommandOutcome, 'ok'>;
      readonly reason: string;
      /** The server's error reply, or an ok reply that failed its codec, as it came. */
      readonly response?: unknown;
      /** A save or delete refused as stale: who changed the item meanwhile and its current version. */
      readonly stale?: StaleRefusal;
    };

/**
 * The one way a user action leaves the console (ARCHITECTURE.md §3.6). The live bus journals and sends; a
 * replay console implements it by refusing everything, so no live behaviour can leak into a replay.
 */
export interface CommandPort {
  /** A socket push typed by the contract: a wrong topic, push, payload or reply use does not compile. */
  push<C extends ContractPush, A>(command: PushCommand<C, A>): Promise<CommandResult<ReplyOf<C>>>;
  /**
   * A user action that goes over HTTP or stays in the page (login, logout, reload), journaled like a push;
   * its answer still reaches state only through the HTTP exchange the action logs.
   */
  run<A>(action: ActionCommand<A>, perform: () => Promise<ActionSettlement>): Promise<CommandResult>;
  /**
   * A command that changes only console-side state (remove a process, restore the process list): no push, only
   * its journal entry, whose arguments the normalizer decodes into the domain events the projections fold.
   */
  local<A>(command: CommandEntry<A, 'decoded'>, args: A, target?: string): CommandResult;
}

export const CommandPort = Symbol('CommandPort');

/** The decoded reply of a push, or the codec's path errors. */
export type DecodedReply =
  { readonly ok: true; readonly reply: unknown } | { readonly ok: false; readonly errors: readonly PathError[] };

/**
 * The wire codecs of the contract's pushes, for the live bus (implemented by infrastructure from the catalogue):
 * the payload as the wire carries it, and the ok reply checked and decoded.
 */
export interface PushCodecs {
  encodePayload(pattern: string, push: string, payload: unknown): unknown;
  decodeReply(pattern: string, push: string, reply: unknown): DecodedReply;
  /** The `stale` refusal in an error reply (docs/protocol/one-truth.md), or undefined for any other. */
  decodeStale(response: unknown): StaleRefusal | undefined;
}

export const PushCodecs = Symbol('PushCodecs');
