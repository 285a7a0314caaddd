import { inject, injectable } from 'inversify';
import { HttpGateway } from '../http';
import { httpContract, RuntimeConfig, type TopicAddress } from '../ports';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/** The status topic of an instance: about a frame a second to whoever holds it. */
export const instanceStatusTopic = (id: number): TopicAddress<'instances:status:{id}'> => ({
  pattern: 'instances:status:{id}',
  params: { id: String(id) },
});

/**
 * instances:status:{id} is held while something shows that instance's statistics (the panel, the editor's
 * Stats tab): the server sends about a frame a second to whoever is joined, so nothing stays joined for an
 * instance nobody looks at. The first watcher also fetches the latest streamer version (version colouring) when the
 * console does not hold it yet. A refused join (not staff, an unknown id) is logged by the socket; the panel then
 * shows no figures.
 */
@injectable()
export class InstanceStatusFeed {
  constructor(
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(StateReader) private readonly store: StateReader,
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
  ) {}

  /** Starts watching an instance; the returned function stops (once). */
  watch(id: number): () => void {
    const address = instanceStatusTopic(id);
    const lease = this.leases.hold(address);
    if (this.leases.held(address) === 1) this.fetchLatestVersion();
    return () => lease.release();
  }

  /** The latest streamer release, once a session (a failure changes nothing: 'v1…' versions still show normal). */
  fetchLatestVersion(): void {
    if (this.store.state.instances.latestVersion !== undefined) return;
    this.http
      .call(httpContract.latest_version, { params: { url: this.config.latestVersionUrl } })
      .catch(() => undefined);
  }
}
