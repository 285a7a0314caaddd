import { inject, injectable } from 'inversify';
import { sessionsCommands } from '../../domain/accounts';
import { HttpGateway } from '../http';
import { CommandPort, httpContract, type CommandResult } from '../ports';
import { SessionEndWatch } from './session-end-watch';
import { StateReader } from '../store';

/**
 * Own sessions (spec 3 §7 POST session/delete/{id}). The server closes the deleted session's sockets and
 * refuses its token, which signs that browser out; deleting this browser's own session signs it out here too.
 */
@injectable()
export class SessionsCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(StateReader) private readonly store: StateReader,
    @inject(SessionEndWatch) private readonly sessionEnd: SessionEndWatch,
  ) {}

  async delete(id: number): Promise<CommandResult> {
    const current = this.store.state.session.sessions[id]?.current === true;
    const result = await this.commands.run(
      { name: sessionsCommands.delete, args: { id }, target: `session:${id}` },
      async () => {
        const answer = await this.http.call(httpContract.session_delete, { params: { id } });
        const ok = answer.answer?.status === 'ok';
        return ok ? { outcome: 'ok' } : { outcome: 'error', reason: answer.status === 0 ? 'unreachable' : 'refused' };
      },
    );
    if (result.outcome === 'ok' && current) await this.sessionEnd.check();
    return result;
  }
}
