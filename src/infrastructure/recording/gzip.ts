// Compression with the platform's own streams (CompressionStream / DecompressionStream, in Chromium and in
// Node 18+): no library. gzip rather than deflate-raw because its CRC-32 makes a damaged block fail to
// decompress instead of decoding to other text.

const drain = async (stream: ReadableStream<Uint8Array>): Promise<Uint8Array> =>
  new Uint8Array(await new Response(stream).arrayBuffer());

const streamOf = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

export const gzip = (bytes: Uint8Array): Promise<Uint8Array> =>
  drain(
    streamOf(bytes).pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>),
  );

export const gunzip = (bytes: Uint8Array): Promise<Uint8Array> =>
  drain(
    streamOf(bytes).pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>),
  );
