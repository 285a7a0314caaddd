import { inject, injectable } from 'inversify';
import type { CommandEntry } from '../../domain/commands';
import type { PushAddress } from '../../domain/log';
import { EventLog } from '../log';
import { TopicLeases } from '../topics';
import {
  ClockPort,
  IdPort,
  PushCodecs,
  SocketPort,
  topicName,
  type ActionCommand,
  type ActionSettlement,
  type CommandPort,
  type CommandResult,
  type ContractPush,
  type PushCommand,
  type PushResult,
  type ReplyOf,
} from '../ports';

/** Who is issuing commands: the signed-in account's e-mail, for the journal and the audit view. */
export type CurrentAccount = () => string;
export const CurrentAccount = Symbol('CurrentAccount');

/** The socket push time-out (spec 1 §9: profile pushes 10 s); every command push uses it. */
export const pushTimeoutMs = 10_000;

/** The reason a caller gets when an ok reply is not the shape the catalogue documents. */
export const replyRejectedReason = 'The reply did not have the documented shape';

const reasonOf = (response: unknown): string => {
  if (typeof response === 'object' && response !== null) {
    const { reason, msg, message } = response as Record<string, unknown>;
    for (const candidate of [reason, msg, message]) if (typeof candidate === 'string' && candidate) return candidate;
  }
  return typeof response === 'string' && response ? response : 'error';
};

const asPushResult = (settlement: ActionSettlement): PushResult => {
  switch (settlement.outcome) {
    case 'ok':
      return { status: 'ok', response: undefined };
    case 'error':
      return { status: 'error', response: { reason: settlement.reason ?? 'error' } };
    case 'timeout':
      return { status: 'timeout' };
    case 'not_sent':
      return { status: 'not_sent' };
  }
};

/**
 * The one way a user action leaves the console (ARCHITECTURE.md §3.6): every command gets a correlation
 * id, a `CommandIssued` entry, its push with the 10 s time-out, and a `CommandSettled` entry with the
 * outcome and latency. State changes only when the server's update comes back through the socket.
 */
@injectable()
export class CommandBus implements CommandPort {
  constructor(
    @inject(EventLog) private readonly log: EventLog,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(PushCodecs) private readonly codecs: PushCodecs,
    @inject(IdPort) private readonly ids: IdPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(CurrentAccount) private readonly account: CurrentAccount,
    @inject(TopicLeases) private readonly leases: TopicLeases,
  ) {}

  async push<C extends ContractPush, A>(command: PushCommand<C, A>): Promise<CommandResult<ReplyOf<C>>> {
    const address = { topic: topicName(command), push: command.push };
    const id = this.issue(command.name, command.args ?? command.payload, command.target, undefined, address);
    const started = this.clock.now();
    let result: PushResult;
    try {
      // The push holds its topic while it runs (the feeds that listen there hold their own share). A refused
      // join leaves the push unsent, and its failure is shown like any command's.
      result = await this.leases.during(command, async (joined) => {
        await joined.catch(() => undefined);
        return this.socket.push(
          address.topic,
          command.push,
          this.codecs.encodePayload(command.pattern, command.push, command.payload),
          command.timeoutMs ?? pushTimeoutMs,
        );
      });
    } catch (error) {
      result = { status: 'error', response: { reason: (error as Error)?.message ?? String(error) } };
    }
    const settled = this.settle(id, started, result, address);
    if (settled.outcome !== 'ok') return settled;
    // The journal keeps the reply as it came (the normalizer decodes it for the projections); the caller gets
    // it decoded by the same codec, or an error when it is not the documented shape.
    const response = result.status === 'ok' ? result.response : undefined;
    const decoded = this.codecs.decodeReply(command.pattern, command.push, response);
    if (decoded.ok) return { id, outcome: 'ok', reply: decoded.reply as ReplyOf<C> };
    const details = decoded.errors.map((error) => `${error.path}: expected ${error.expected}`).join('; ');
    return { id, outcome: 'error', reason: `${replyRejectedReason}: ${details}`, response };
  }

  /**
   * A user action that goes over HTTP or stays in the page (login, logout, reload), journaled like a push;
   * its answer still reaches state only through the HTTP exchange the action logs.
   */
  async run<A>(action: ActionCommand<A>, perform: () => Promise<ActionSettlement>): Promise<CommandResult> {
    const id = this.issue(action.name, action.args, action.target, action.account);
    const started = this.clock.now();
    let settlement: ActionSettlement;
    try {
      settlement = await perform();
    } catch (error) {
      settlement = { outcome: 'error', reason: error instanceof Error ? error.message : String(error) };
    }
    return this.settle(id, started, asPushResult(settlement));
  }

  /** A command that changes only console-side state (remove a process, restore the process list). */
  local<A>(command: CommandEntry<A, 'decoded'>, args: A, target?: string): CommandResult {
    const id = this.issue(command, args, target);
    return this.settle(id, this.clock.now(), { status: 'ok', response: undefined });
  }

  private issue(
    command: CommandEntry,
    args: unknown,
    target?: string,
    account?: string,
    address?: PushAddress,
  ): string {
    const id = this.ids.newId();
    this.log.append({
      kind: 'CommandIssued',
      at: this.clock.now(),
      id,
      account: account ?? this.account(),
      name: command.name,
      args,
      ...(target ? { target } : {}),
      ...address,
    });
    return id;
  }

  private settle(id: string, started: number, result: PushResult, address?: PushAddress): CommandResult<undefined> {
    const at = this.clock.now();
    const latencyMs = at - started;
    switch (result.status) {
      case 'ok':
        this.log.append({
          kind: 'CommandSettled',
          at,
          id,
          outcome: 'ok',
          reply: result.response,
          latencyMs,
          ...address,
        });
        return { id, outcome: 'ok', reply: undefined };
      case 'error': {
        const reason = reasonOf(result.response);
        this.log.append({
          kind: 'CommandSettled',
          at,
          id,
          outcome: 'error',
          reply: result.response,
          reason,
          latencyMs,
          ...address,
        });
        const stale = this.codecs.decodeStale(result.response);
        return { id, outcome: 'error', response: result.response, reason, ...(stale ? { stale } : {}) };
      }
      case 'timeout':
        this.log.append({
          kind: 'CommandSettled',
          at,
          id,
          outcome: 'timeout',
          reason: 'no reply within the time-out',
          latencyMs,
          ...address,
        });
        return { id, outcome: 'timeout', reason: 'no reply within the time-out' };
      case 'not_sent':
        this.log.append({
          kind: 'CommandSettled',
          at,
          id,
          outcome: 'not_sent',
          reason: 'not sent: no connection',
          latencyMs,
          ...address,
        });
        return { id, outcome: 'not_sent', reason: 'not sent: no connection' };
    }
  }
}
