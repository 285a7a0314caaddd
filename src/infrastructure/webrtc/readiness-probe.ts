import type { ReadinessProbe } from '../../application/ports';

/** A GET of the streamer's test page: ready on a 2xx, not ready on anything else or no answer. */
export class FetchReadinessProbe implements ReadinessProbe {
  async isReady(url: string): Promise<boolean> {
    try {
      return (await fetch(url, { cache: 'no-store' })).ok;
    } catch {
      return false;
    }
  }
}
