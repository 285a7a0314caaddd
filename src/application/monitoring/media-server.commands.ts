import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { mediaServerStreamAction } from '../../domain/instances';
import { defineCommands, pushed } from '../../domain/commands';
import { commandNotices, silentNotice } from '../notifications';
import { instanceStatusTopic } from '../instances';
import { CommandPort, type CommandResult } from '../ports';
import { StateReader } from '../store';
import { LeaseSet, TopicLeases } from '../topics';

export const mediaServerCommands = defineCommands('media-server', {
  kick: pushed('media_server.kick'),
  remove: pushed('media_server.delete'),
});

/** "Errors from … media server calls … are ignored silently" (spec 2 §8): the list shows the stream's real state. */
export const mediaServerNoticeRules = commandNotices(mediaServerCommands, { kick: silentNotice, remove: silentNotice });

/**
 * The media server stream list's actions (spec 2 §2): refresh (mediamtx_kick the publishing connection) or, for a
 * pull-type stream, delete (mediamtx_remove_pull), as control `instance` pushes. While the list is open the
 * servers' status topics are held, so the list shows what the server reports after each call.
 */
@injectable()
export class MediaServerCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  /**
   * Holds the status of the servers `servers$` lists until the returned release (what is new is held, what is
   * gone released).
   */
  open(servers$: Observable<readonly { readonly id: number }[]>): () => void {
    const statuses = new LeaseSet(this.leases);
    const following = servers$.subscribe((servers) =>
      statuses.follow(servers.map((server) => instanceStatusTopic(server.id))),
    );
    return () => {
      following.unsubscribe();
      statuses.releaseAll();
    };
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
      name: payload.type === 'mediamtx_remove_pull' ? mediaServerCommands.remove : mediaServerCommands.kick,
      target: `instance:${instanceId}`,
    });
  }
}
