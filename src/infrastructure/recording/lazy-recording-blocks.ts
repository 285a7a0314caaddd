import type { RecordingBlocks } from '../../application/recording';

// The block format (compression, the writer, redaction) is a chunk of its own, loaded when the flight recorder
// first writes a block once the page is past the login route (`after`): the login route fetches its entry chunk
// alone (test/e2e/shell-bundle.spec.ts). Until then the recorder's few blocks wait in its queue.
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

/** `RecordingBlocks` of the page, its code fetched on first use once `after` has resolved. */
export const lazyRecordingBlocks = (after: Promise<unknown>): RecordingBlocks => ({
  encode: async (entries) => (await load(after)).encode(entries),
  writeFile: async (header, blocks, pause) => (await load(after)).writeFile(header, blocks, pause),
});
