import { inject, injectable } from 'inversify';
import { SocketPort } from '../ports';

/**
 * The device editor's topics (spec 3 §7): `devices:{id}` (the device and its sub-devices) and `devices:logs:{id}`
 * (the Log tab), joined while the editor is open and left when it closes.
 */
@injectable()
export class DeviceFeed {
  private readonly openCount = new Map<number, number>();

  constructor(@inject(SocketPort) private readonly socket: SocketPort) {}

  open(id: number): () => void {
    const count = this.openCount.get(id) ?? 0;
    this.openCount.set(id, count + 1);
    // A refused join (a device gone, a viewer without the right) leaves the editor on what devices:all holds.
    if (count === 0) for (const topic of this.topics(id)) void this.socket.join(topic).catch(() => undefined);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (this.openCount.get(id) ?? 1) - 1;
      if (left > 0) {
        this.openCount.set(id, left);
        return;
      }
      this.openCount.delete(id);
      for (const topic of this.topics(id)) this.socket.leave(topic);
    };
  }

  private topics(id: number): string[] {
    return [`devices:${id}`, `devices:logs:${id}`];
  }
}
