import { inject, injectable } from 'inversify';
import { TopicLeases } from '../topics';

/**
 * The device editor's topics (spec 3 §7): `devices:{id}` (the device and its sub-devices) and `devices:logs:{id}`
 * (the Log tab), held while the editor is open. A refused join (a device gone, a viewer without the right)
 * leaves the editor on what devices:all holds.
 */
@injectable()
export class DeviceFeed {
  constructor(@inject(TopicLeases) private readonly leases: TopicLeases) {}

  open(id: number): () => void {
    const params = { id: String(id) };
    const leases = [
      this.leases.hold({ pattern: 'devices:{id}', params }),
      this.leases.hold({ pattern: 'devices:logs:{id}', params }),
    ];
    return () => {
      for (const lease of leases) lease.release();
    };
  }
}
