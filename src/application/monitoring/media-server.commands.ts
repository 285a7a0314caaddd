import { inject, injectable } from 'inversify';
import { mediaServerStreamAction } from '../../domain/instances';
import type { NoticeRules } from '../notifications';
import { CommandPort, SocketPort, type CommandResult } from '../ports';
import { StateReader } from '../store';

export const mediaServerCommandNames = { kick: 'media_server.kick', remove: 'media_server.delete' } as const;

/** "Errors from … media server calls … are ignored silently" (spec 2 §8): the list shows the stream's real state. */
export const mediaServerNoticeRules: NoticeRules = {
  [mediaServerCommandNames.kick]: () => undefined,
  [mediaServerCommandNames.remove]: () => undefined,
};

const statusTopic = (id: number): string => `instances:status:${id}`;

/**
 * The media server stream list's actions (spec 2 §2): refresh (mediamtx_kick the publishing connection) or, for a
 * pull-type stream, delete (mediamtx_remove_pull), as control `instance` pushes. While the list is open the
 * servers' status topics are joined, so the list shows what the server reports after each call.
 */
@injectable()
export class MediaServerCommands {
  private readonly joined = new Set<number>();

  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  /** Follows these servers' status (joins what is new, leaves what is gone). */
  watch(ids: readonly number[]): void {
    for (const id of [...this.joined]) if (!ids.includes(id)) this.leave(id);
    for (const id of ids)
      if (!this.joined.has(id)) {
        this.joined.add(id);
        this.socket.join(statusTopic(id)).catch(() => undefined);
      }
  }

  unwatch(): void {
    for (const id of [...this.joined]) this.leave(id);
  }

  /** Refresh or delete a stream, as the stream now is in the server's last status. */
  async act(instanceId: number, streamName: string): Promise<CommandResult<unknown> | undefined> {
    const stream = this.store.state.instances.statusById[instanceId]?.status.media_server?.find(
      (candidate) => candidate.name === streamName,
    );
    const payload = stream ? mediaServerStreamAction(instanceId, stream) : undefined;
    if (!payload) return undefined;
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload,
      name: payload.type === 'mediamtx_remove_pull' ? mediaServerCommandNames.remove : mediaServerCommandNames.kick,
      target: `instance:${instanceId}`,
    });
  }

  private leave(id: number): void {
    this.joined.delete(id);
    this.socket.leave(statusTopic(id));
  }
}
