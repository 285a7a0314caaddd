import * as t from 'io-ts';
import type { LatestVersionAnswer } from '../../../application/ports';
import { httpCall, shape } from '../kit';

export const LatestVersionResponseCodec: t.Type<LatestVersionAnswer, unknown, unknown> = shape({
  latest: shape({ version: t.string }),
});

export const instancesHttpCalls = {
  /** The latest streamer release, for version colouring (spec 2 §7, spec 3 §7). A failure changes nothing. */
  latest_version: httpCall({
    response: LatestVersionResponseCodec,
    toEvents: (response, context) => [
      { type: 'LatestStreamerVersionReceived', version: response.latest.version, at: context.at },
    ],
  }),
} as const;
