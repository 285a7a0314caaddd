import { inject, injectable } from 'inversify';
import type { CommandEntry } from '../../domain/commands';
import { CommandPort } from '../ports';
import { StateReader } from '../store';

/**
 * What the console chooses for a person's view without them asking — the zone times show in, the day range a
 * dashboard opens on — enters the log through here, so a replay shows what the operator saw
 * (docs/replay-mode.md). Live it is a journaled local command, folded at once so the log and the screen never
 * disagree; a replay console binds one that records nothing: the recording already holds those choices, and
 * a refusal toast for something nobody did would be noise.
 */
export interface ViewChoices {
  choose<A>(command: CommandEntry<A, 'decoded'>, args: A): void;
}

export const ViewChoices = Symbol('ViewChoices');

@injectable()
export class JournaledViewChoices implements ViewChoices {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  choose<A>(command: CommandEntry<A, 'decoded'>, args: A): void {
    this.commands.local(command, args);
    this.store.flush();
  }
}
