import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Gzip } from '../../src/infrastructure/recording';

const compress = promisify(gzip);

/**
 * gzip at zlib's best level for the block writer in Node (CLI conversions, the bench): ~4 % smaller than the
 * CompressionStream's fixed default level on the bench's mix, on zlib's thread pool so it overlaps the next
 * block's encoding.
 */
export const nodeGzip: Gzip = async (bytes) =>
  new Uint8Array(await compress(bytes, { level: constants.Z_BEST_COMPRESSION }));
