import type { RecordingBlocks } from '../../application/recording';

// The block format (compression, the writer, redaction) is a chunk of its own, fetched as soon as the page is past
// the login route (`after`): the login route fetches its entry chunk alone (test/e2e/shell-bundle.spec.ts). Until
// then the recorder's few blocks wait in its queue. Fetched at once rather than at the first block, so that a server
// lost in the signed-in console's first seconds does not leave the recorder without its code (a failed fetch is
// tried again at the next block).
let loading: Promise<RecordingBlocks> | undefined;

const load = (after: Promise<unknown>): Promise<RecordingBlocks> => {
  loading ??= after
    .then(() => import(/* webpackChunkName: "recording-blocks" */ './worker-blocks'))
    .then(
      (blocks) => blocks.pageBlocks,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
};

/** `RecordingBlocks` of the page, its code fetched once `after` has resolved. */
export const lazyRecordingBlocks = (after: Promise<unknown>): RecordingBlocks => {
  void after.then(() => load(after)).catch(() => undefined);
  return {
    encode: async (entries) => (await load(after)).encode(entries),
    writeFile: async (header, blocks, pause) => (await load(after)).writeFile(header, blocks, pause),
  };
};
