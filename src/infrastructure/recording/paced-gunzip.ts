/** Compressed bytes given to the decompressor between two pauses: ~8× that in text, a few dozen lines of a block. */
export const compressedPiece = 16 * 1024;

/**
 * Decompresses gzip bytes a piece at a time, awaiting `pause` between the pieces, and hands each run of whole lines
 * (text ending with a newline) to `lines` as it comes out; text after the last newline is not handed over. A page
 * that reads a block while it plays keeps painting: no step inflates, decodes or hands over more than what
 * `compressedPiece` bytes hold. Rejects as the decompressor does (a damaged stream, a wrong CRC).
 */
export const gunzipLinesPaced = async (
  compressed: Uint8Array,
  pause: () => Promise<void>,
  lines: (text: string) => void,
): Promise<void> => {
  const stream = new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>;
  const writer = stream.writable.getWriter();
  const writing = (async (): Promise<void> => {
    for (let at = 0; at < compressed.length; at += compressedPiece) {
      await writer.write(compressed.subarray(at, at + compressedPiece));
      await pause();
    }
    await writer.close();
  })();
  // A write that fails errors the read below with the same error, which is the one reported.
  writing.catch(() => undefined);
  const reader = stream.readable.getReader();
  const decoder = new TextDecoder();
  let carried = '';
  for (;;) {
    const { done, value } = await reader.read();
    const text = carried + (done ? decoder.decode() : decoder.decode(value, { stream: true }));
    const end = text.lastIndexOf('\n') + 1;
    if (end > 0) lines(text.slice(0, end));
    carried = text.slice(end);
    if (done) break;
  }
  await writing;
};
