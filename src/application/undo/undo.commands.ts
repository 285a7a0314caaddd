import { inject, injectable } from 'inversify';
import { defineCommands, pushed } from '../../domain/commands';
import type { UndoTarget } from '../../domain/undo';
import { CommandPort, type CommandResult } from '../ports';
import { StateReader } from '../store';

/** Undo of a configuration save (issue 32 §4; docs/protocol/undo.md). */
export const undoCommands = defineCommands('undo', { undo: pushed('undo.undo') });

type UndoReply = { readonly data: Readonly<Record<string, unknown>>; readonly undone: number };

/**
 * Undoes one of the signed-in account's configuration saves on its `undo:{account_id}` topic. The item changes in
 * every console when its list's update comes back (ARCHITECTURE.md §1); the toast says how it went.
 */
@injectable()
export class UndoCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  undo(target: UndoTarget): Promise<CommandResult<UndoReply>> {
    const account = this.store.state.session.profile?.id;
    return this.commands.push({
      pattern: 'undo:{account_id}',
      params: { account_id: String(account ?? 0) },
      push: 'undo',
      payload: { kind: target.kind, id: target.id, version: target.version },
      name: undoCommands.undo,
      target: `${target.kind}:${target.id}`,
    });
  }
}
