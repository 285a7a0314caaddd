/**
 * Bytes arriving in chunks of any size, taken off the front in pieces of known length: the streaming reader
 * of a block recording asks for "the next 8 bytes", "the next 61,322 bytes" whatever the chunks were.
 */
export class ByteQueue {
  private chunks: Uint8Array[] = [];
  private head = 0;
  private held = 0;
  /** Bytes taken so far: the file offset of the next byte. */
  consumed = 0;

  get length(): number {
    return this.held;
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.held += chunk.length;
  }

  /** The next `count` bytes, removed; the caller checks `length` first. */
  take(count: number): Uint8Array {
    if (count > this.held) throw new Error(`asked for ${count} bytes, ${this.held} held`);
    const first = this.chunks[0];
    if (first && first.length - this.head >= count) {
      const bytes = first.subarray(this.head, this.head + count);
      this.advance(count);
      return bytes;
    }
    const bytes = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const chunk = this.chunks[0] as Uint8Array;
      const part = chunk.subarray(this.head, this.head + Math.min(count - filled, chunk.length - this.head));
      bytes.set(part, filled);
      filled += part.length;
      this.advance(part.length);
    }
    return bytes;
  }

  private advance(count: number): void {
    this.head += count;
    this.held -= count;
    this.consumed += count;
    if (this.head === (this.chunks[0] as Uint8Array).length) {
      this.chunks.shift();
      this.head = 0;
    }
  }
}
