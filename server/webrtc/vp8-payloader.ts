/** Room for the payload in one RTP packet: 1200 bytes of UDP payload less the RTP header and SRTP tag. */
export const defaultMaxPayloadBytes = 1100;

/**
 * Cuts one VP8 frame into RTP payloads (RFC 7741 §4.2): each starts with the one-byte payload descriptor —
 * S (start of a partition, 0x10) on the first packet, nothing else set (no picture id, partition index 0) —
 * followed by a slice of the frame. The sender sets the marker bit on the last packet of the frame.
 */
export const packetizeVp8 = (frame: Buffer, maxPayloadBytes = defaultMaxPayloadBytes): Buffer[] => {
  if (frame.length === 0) return [];
  const room = maxPayloadBytes - 1;
  if (room < 1) throw new Error('maxPayloadBytes must leave room for the descriptor');
  const payloads: Buffer[] = [];
  for (let offset = 0; offset < frame.length; offset += room) {
    const descriptor = offset === 0 ? 0x10 : 0x00;
    payloads.push(Buffer.concat([Buffer.of(descriptor), frame.subarray(offset, offset + room)]));
  }
  return payloads;
};
