import { inject, injectable } from 'inversify';
import type { CommandOutcome } from '../../domain/log';
import { CurrentAccount } from '../commands';
import { EventLog } from '../log';
import { ClockPort, IdPort } from '../ports';

/** How an action that is not a socket push ended. */
export interface ActionSettlement {
  readonly outcome: CommandOutcome;
  readonly reason?: string;
}

export interface JournaledAction {
  /** Dotted command name (`session.logout`). */
  readonly name: string;
  readonly args: unknown;
  /** Who issues it when the session does not know yet (a login names the e-mail typed). */
  readonly account?: string;
}

/**
 * User actions that go over HTTP or stay in the page (login, logout, reload) are journaled like socket
 * commands: a `CommandIssued` entry, then a `CommandSettled` with outcome and latency. The command bus only
 * wraps socket pushes, so this does the same for the rest; its answer still reaches state only through the
 * HTTP exchange the action logs.
 */
@injectable()
export class JournaledActions {
  constructor(
    @inject(EventLog) private readonly log: EventLog,
    @inject(IdPort) private readonly ids: IdPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(CurrentAccount) private readonly account: CurrentAccount,
  ) {}

  async run(action: JournaledAction, perform: () => Promise<ActionSettlement>): Promise<ActionSettlement> {
    const id = this.ids.newId();
    const started = this.clock.now();
    this.log.append({ kind: 'CommandIssued', at: started, id, account: action.account ?? this.account(), name: action.name, args: action.args });
    let settlement: ActionSettlement;
    try {
      settlement = await perform();
    } catch (error) {
      settlement = { outcome: 'error', reason: error instanceof Error ? error.message : String(error) };
    }
    const at = this.clock.now();
    this.log.append({
      kind: 'CommandSettled', at, id, outcome: settlement.outcome, latencyMs: at - started,
      ...(settlement.reason !== undefined ? { reason: settlement.reason } : {}),
    });
    return settlement;
  }
}
