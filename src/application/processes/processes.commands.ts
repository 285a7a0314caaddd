import { inject, injectable } from 'inversify';
import { processCommands } from '../../domain/processes';
import { CommandPort, type CommandResult } from '../ports';

/** A clip that could not be reached (spec 1 §4): which one, of which event, under what title. */
export interface ClipToRegenerate {
  readonly uuid: string;
  readonly eventUuid: string;
  readonly title?: string;
}

/**
 * The process bar's commands. A process is the journal's doing: `clips.regenerate` creates one (named by the
 * command id), `processes.remove` removes one; the processes projection reads both.
 */
@injectable()
export class ProcessCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  /**
   * Asks for a clip to be re-created (regenerate_clip {uuid} on events:clip:{uuid}, spec 1 §7.2) and so adds a
   * process. A refused or failed request leaves the process in error, which the bar shows.
   */
  regenerateClip(clip: ClipToRegenerate): Promise<CommandResult<unknown>> {
    return this.commands.push({
      name: processCommands.regenerateClip,
      pattern: 'events:clip:{uuid}',
      params: { uuid: clip.uuid },
      push: 'regenerate_clip',
      payload: { uuid: clip.uuid },
      args: { uuid: clip.uuid, event_uuid: clip.eventUuid, ...(clip.title !== undefined ? { title: clip.title } : {}) },
      target: `clip:${clip.uuid}`,
    });
  }

  /** Puts clips just cut on the process bar; it shows their least advanced status until they are ready. */
  track(clip: { readonly uuids: readonly string[]; readonly eventUuid: string; readonly title: string }): void {
    this.commands.local(processCommands.track, {
      uuids: clip.uuids,
      event_uuid: clip.eventUuid,
      title: clip.title,
    });
  }

  /** Removes a process from the bar (and so from local storage). */
  remove(uuid: string): void {
    this.commands.local(processCommands.remove, { uuid }, `process:${uuid}`);
  }
}
