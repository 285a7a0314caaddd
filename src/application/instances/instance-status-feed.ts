import { inject, injectable } from 'inversify';
import { HttpGateway } from '../http';
import { RuntimeConfig, SocketPort } from '../ports';
import { StateReader } from '../store';

const statusTopic = (id: number): string => `instances:status:${id}`;

/**
 * instances:status:{id} is joined while something shows that instance's statistics (the panel, the editor's
 * Stats tab) and left when the last of them closes: the server sends about a frame a second to whoever is
 * joined, so nothing stays joined for an instance nobody looks at. The first watcher also fetches the latest
 * streamer version (version colouring) when the console does not hold it yet.
 */
@injectable()
export class InstanceStatusFeed {
  private readonly watchers = new Map<number, number>();

  constructor(
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(StateReader) private readonly store: StateReader,
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
  ) {}

  /** Starts watching an instance; the returned function stops (once). */
  watch(id: number): () => void {
    const count = this.watchers.get(id) ?? 0;
    this.watchers.set(id, count + 1);
    if (count === 0) {
      // A refused join (not staff, an unknown id) is logged by the socket; the panel then shows no figures.
      this.socket.join(statusTopic(id)).catch(() => undefined);
      this.fetchLatestVersion();
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const left = (this.watchers.get(id) ?? 1) - 1;
      if (left > 0) this.watchers.set(id, left);
      else {
        this.watchers.delete(id);
        this.socket.leave(statusTopic(id));
      }
    };
  }

  /** The latest streamer release, once a session (a failure changes nothing: 'v1…' versions still show normal). */
  fetchLatestVersion(): void {
    if (this.store.state.instances.latestVersion !== undefined) return;
    this.http
      .call({ name: 'latest_version', method: 'GET', path: this.config.latestVersionUrl })
      .catch(() => undefined);
  }
}
