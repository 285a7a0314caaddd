import type { Store } from '../storage/store';

/**
 * The uuid of the active channel one of whose streamer's WebRTC outputs is named `name`
 * (configuration.streamer.config.webrtc_outputs[].webrtc_name, unique across channels: docs/protocol/webrtc.md),
 * or undefined when no channel has it. One indexed-shape query, so a stranger's random names cost no state.
 */
export const channelOfOutput = async (store: Store, name: string): Promise<string | undefined> => {
  const [channel] = await store.documents.channels.list(
    `state = 'active' and body->'configuration'->'streamer'->'config'->'webrtc_outputs' @> $1::jsonb`,
    [JSON.stringify([{ webrtc_name: name }])],
  );
  return channel?.uuid;
};
