import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map } from 'rxjs';
import { externalDevicesOf, type ExternalDeviceKind } from '../../domain/instances';
import { instanceStatusTopic } from '../instances';
import { StateReader } from '../store';
import { LeaseSet, TopicLeases } from '../topics';

/**
 * While a device page is open, its devices' status topics (instances:status:{id}, the state the server holds,
 * about once a second) and their own topics (where the commands go) are held; closing the page releases them.
 */
@injectable()
export class ExternalDevicesFeed {
  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(TopicLeases) private readonly leases: TopicLeases,
  ) {}

  /** Holds the topics of the kind's devices (following devices added or removed) until the returned release. */
  open(kind: ExternalDeviceKind): () => void {
    const held = new LeaseSet(this.leases);
    const subscription = this.store
      .select((state) => state.instances.byId)
      .pipe(
        map((byId) => externalDevicesOf(Object.values(byId), kind).map((instance) => instance.id)),
        distinctUntilChanged((a, b) => a.join() === b.join()),
      )
      // A refused join (not an administrator) is logged by the socket; the page says who may use it.
      .subscribe((ids) =>
        held.follow(
          ids.flatMap((id) => [
            instanceStatusTopic(id),
            { pattern: 'instances:{id}', params: { id: String(id) } } as const,
          ]),
        ),
      );
    return () => {
      subscription.unsubscribe();
      held.releaseAll();
    };
  }
}
