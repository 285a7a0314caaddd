import { inject, injectable } from 'inversify';
import { streamerCommands } from '../../domain/channels';
import type { CommandEntry, PayloadArgs } from '../../domain/commands';
import { streamerMessageLimits, type InstanceCommand } from '../../domain/instances';
import { CommandPort, type AckReply, type CommandResult } from '../ports';

/** The longest message a streamer takes (docs/protocol/control.md "Messages to a streamer"). */
export const streamerMessageMaxLength = streamerMessageLimits.maxLength;

/** The card's streamer actions; their commands are the control catalogue's (domain/channels/channel-commands.ts). */
export type StreamerAction = 'restart' | 'start' | 'stop' | 'update';

const actionTypes: Readonly<Record<StreamerAction, InstanceCommand['type']>> = {
  restart: 'restart_streamer',
  start: 'start_streamer',
  stop: 'stop_streamer',
  update: 'update_streamer',
};

/**
 * The info card's streamer actions (spec 1 §2.7, §7.2): the control topic's `instance` push. None writes state:
 * the streamer's new state comes back in the control broadcast and the status frames.
 */
@injectable()
export class InstanceCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  /** Restart, start, stop or update the streamer (the view confirms first, spec 2 §4). */
  streamer(id: number, action: StreamerAction): Promise<CommandResult<AckReply>> {
    const type = actionTypes[action] as 'restart_streamer';
    return this.send(streamerCommands[action], { type, instance: id });
  }

  /**
   * A text message to the streamer (spec 1 §7.2 `streamer` (message)); the streamer lists what it received in
   * its status. A blank message sends nothing (undefined).
   */
  message(id: number, text: string): Promise<CommandResult<AckReply>> | undefined {
    const message = text.trim();
    if (message === '') return undefined;
    return this.send(streamerCommands.message, { type: 'streamer', instance: id, message });
  }

  /**
   * Stops the transcoder instance (spec 3 §7 "the transcoder stop for an instance"): the control topic's
   * `transcoder {type: 'stop', instance}`; 'Transcoder stopped' or 'Cannot stop transcoder' (spec 3 §8).
   */
  stopTranscoder(id: number): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'transcoder',
      payload: { type: 'stop', instance: id },
      name: streamerCommands.stopTranscoder,
      target: `instance:${id}`,
    });
  }

  speedtest(id: number): Promise<CommandResult<AckReply>> {
    return this.send(streamerCommands.speedtest, { type: 'speedtest', instance: id });
  }

  /** The bitrate as typed (free text, spec 1 §5); the server judges it. The toast names the encoder and the value. */
  bitrate(id: number, encoder: string, bitrate: string): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload: { type: 'bitrate', instance: id, name: encoder, bitrate },
      name: streamerCommands.bitrate,
      args: { instance: id, name: encoder, n: bitrate },
      target: `instance:${id}`,
    });
  }

  defaultInterface(id: number, face: string): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload: { type: 'set_default_interface', instance: id, interface: face },
      name: streamerCommands.defaultInterface,
      args: { instance: id, x: face },
      target: `instance:${id}`,
    });
  }

  private send(name: CommandEntry<PayloadArgs>, payload: InstanceCommand): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload,
      name,
      target: `instance:${payload.instance}`,
    });
  }
}
