import * as t from 'io-ts';
import { httpCall, shape } from '../kit';

export interface LatestVersionResponse {
  readonly latest: { readonly version: string };
}

export const LatestVersionResponseCodec: t.Type<LatestVersionResponse, unknown, unknown> = shape({
  latest: shape({ version: t.string }),
});

export const instancesHttpCalls = {
  latest_version: httpCall({
    doc: 'The latest streamer release, for version colouring (spec 2 §7, spec 3 §7). A failure changes nothing.',
    method: 'GET',
    path: 'kepitstreamer/3/update/latest',
    response: LatestVersionResponseCodec,
    toEvents: (response, context) => [
      { type: 'LatestStreamerVersionReceived', version: response.latest.version, at: context.at },
    ],
  }),
} as const;
