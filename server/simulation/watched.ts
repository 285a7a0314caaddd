/** Topics somebody is joined to, counted per key, so the loop only works for what is watched. */
export class Watched<K> {
  private readonly counts = new Map<K, number>();

  /** Counts one more watcher; returns the function that uncounts it (a channel's onLeave). */
  watch(key: K): () => void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    };
  }

  keys(): K[] {
    return [...this.counts.keys()];
  }

  has(key: K): boolean {
    return this.counts.has(key);
  }
}
