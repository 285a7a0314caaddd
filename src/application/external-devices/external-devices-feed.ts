import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import { externalDevicesOf, type ExternalDeviceKind } from '../../domain/instances';
import { SocketPort } from '../ports';
import { StateReader } from '../store';

const statusTopic = (id: number): string => `instances:status:${id}`;
const deviceTopic = (id: number): string => `instances:${id}`;

/**
 * While a device page is open, its devices' status topics (instances:status:{id}, the state the server holds,
 * about once a second) and their own topics (where the commands go) are joined; closing the page leaves them.
 */
@injectable()
export class ExternalDevicesFeed {
  private subscription: Subscription | undefined;
  private readonly joined = new Set<number>();

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(SocketPort) private readonly socket: SocketPort,
  ) {}

  open(kind: ExternalDeviceKind): void {
    this.close();
    this.subscription = this.store
      .select((state) => state.instances.byId)
      .pipe(
        map((byId) => externalDevicesOf(Object.values(byId), kind).map((instance) => instance.id)),
        distinctUntilChanged((a, b) => a.join() === b.join()),
      )
      .subscribe((ids) => {
        for (const id of [...this.joined]) if (!ids.includes(id)) this.leave(id);
        for (const id of ids) if (!this.joined.has(id)) this.join(id);
      });
  }

  close(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    for (const id of [...this.joined]) this.leave(id);
  }

  private join(id: number): void {
    this.joined.add(id);
    // A refused join (not an administrator) is logged by the socket; the page says who may use it.
    this.socket.join(statusTopic(id)).catch(() => undefined);
    this.socket.join(deviceTopic(id)).catch(() => undefined);
  }

  private leave(id: number): void {
    this.joined.delete(id);
    this.socket.leave(statusTopic(id));
    this.socket.leave(deviceTopic(id));
  }
}
