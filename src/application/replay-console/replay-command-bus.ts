import { BehaviorSubject, type Observable } from 'rxjs';
import type { CommandEntry } from '../../domain/commands';
import type { Notice, NoticeSource } from '../notifications';
import type {
  ActionCommand,
  ActionSettlement,
  CommandPort,
  CommandResult,
  ContractPush,
  PushCommand,
  ReplyOf,
} from '../ports';

/** The notice and reason of every command tried in a replay console. */
export const commandsDisabledText = 'Replay: commands are disabled';

// The toaster shows each once; a handful is plenty to keep.
const refusalsKept = 20;

/** The refusals, as a notice source the toaster merges with the recorded commands' results. */
export class RefusedCommands implements NoticeSource {
  private readonly list = new BehaviorSubject<readonly Notice[]>([]);
  private count = 0;

  readonly notices$: Observable<readonly Notice[]> = this.list.asObservable();

  /** Shows one refusal and answers it; the command never ran. */
  refuse(name: string): CommandResult<never> {
    const refused = this.answer();
    const notice: Notice = {
      id: refused.id,
      kind: 'result',
      title: commandsDisabledText,
      body: name,
      intent: 'warning',
    };
    this.list.next([...this.list.value, notice].slice(-refusalsKept));
    return refused;
  }

  /** Answers a refusal nobody asked to see (a feed's own push): refused all the same, so its caller settles. */
  refuseQuietly(): CommandResult<never> {
    return this.answer();
  }

  private answer(): CommandResult<never> {
    this.count += 1;
    return { id: `replay-refused-${this.count}`, outcome: 'not_sent', reason: commandsDisabledText };
  }
}

/**
 * The command bus of a replay console: every command is refused before it does anything — no push, no HTTP
 * call, no page action — and shown as "Replay: commands are disabled". A feed's own push (`feed`, e.g. the
 * dashboard's events.filter when it opens) is refused without the notice: nobody asked for it, and the
 * recording already holds what it brought back. Refusals are not journaled: the replayed log is the
 * recording, and an entry added to it would change the replayed state and its numbering.
 *
 * It implements the port rather than extending the live bus, so nothing the live bus learns (a new method, a
 * new journal entry) can reach a replay without being written here.
 */
export class ReplayCommandBus implements CommandPort {
  constructor(private readonly refusals: RefusedCommands) {}

  push<C extends ContractPush, A>(command: PushCommand<C, A>): Promise<CommandResult<ReplyOf<C>>> {
    return Promise.resolve(
      command.feed === true ? this.refusals.refuseQuietly() : this.refusals.refuse(command.name.name),
    );
  }

  run<A>(action: ActionCommand<A>, _perform: () => Promise<ActionSettlement>): Promise<CommandResult> {
    return Promise.resolve(this.refusals.refuse(action.name.name));
  }

  local<A>(command: CommandEntry<A, 'decoded'>, _args: A, _target?: string): CommandResult {
    return this.refusals.refuse(command.name);
  }
}
