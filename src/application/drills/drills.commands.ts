import { inject, injectable } from 'inversify';
import type { Drill, DrillStart } from '../../domain/drills';
import { defineCommands, pushed } from '../../domain/commands';
import { CommandPort, type CommandResult } from '../ports';

/** The Drill panel's pushes (issue 31 §2; docs/protocol/media.md "Fault drills"). */
export const drillCommands = defineCommands('drills', {
  start: pushed('drills.start'),
  stop: pushed('drills.stop'),
});

/**
 * Starts and stops fault drills on the studio server from the system monitor's Drill panel. The panel's list
 * changes only when the server's `drills` frame comes back (ARCHITECTURE.md §1), never from the reply.
 */
@injectable()
export class DrillCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  start(start: DrillStart): Promise<CommandResult<{ readonly drill: Drill }>> {
    return this.commands.push({
      pattern: 'system:drill',
      push: 'start',
      payload: start,
      name: drillCommands.start,
      target: `channel:${start.channel_uuid}`,
    });
  }

  stop(channelUuid: string): Promise<CommandResult<{ readonly drill: Drill }>> {
    return this.commands.push({
      pattern: 'system:drill',
      push: 'stop',
      payload: { channel_uuid: channelUuid },
      name: drillCommands.stop,
      target: `channel:${channelUuid}`,
    });
  }
}
