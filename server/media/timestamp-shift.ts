// Moves every clock value of an MPEG-TS segment (ISO/IEC 13818-1) by a fixed amount: the PCR in adaptation
// fields and the PTS/DTS of each PES header. The live loop uses it to play pass n of the segments n × 12 s
// later, so the live stream is one continuous timeline without discontinuities.

export const packetSize = 188;
const syncByte = 0x47;
/** PTS, DTS and the PCR base are 33-bit counts of a 90 kHz clock; they wrap, and players expect them to. */
const clockModulus = 2 ** 33;

export const clockTicksPerSecond = 90_000;

/** `(a + b) mod 2^33` for non-negative integers below 2^53, exact. */
const addClock = (value: number, delta: number): number => (value + (delta % clockModulus)) % clockModulus;

/** The 5-byte PTS/DTS field: 4-bit prefix, then 3 + 15 + 15 bits each followed by a marker bit. */
const readTimestamp = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) >> 1) & 0x07) * 2 ** 30 +
  (bytes[at + 1] ?? 0) * 2 ** 22 +
  ((bytes[at + 2] ?? 0) >> 1) * 2 ** 15 +
  (bytes[at + 3] ?? 0) * 2 ** 7 +
  ((bytes[at + 4] ?? 0) >> 1);

const writeTimestamp = (bytes: Uint8Array, at: number, value: number): void => {
  const high = Math.floor(value / 2 ** 30);
  const low = value % 2 ** 30;
  bytes[at] = ((bytes[at] ?? 0) & 0xf0) | (high << 1) | 1;
  bytes[at + 1] = (low >>> 22) & 0xff;
  bytes[at + 2] = ((low >>> 14) & 0xfe) | 1;
  bytes[at + 3] = (low >>> 7) & 0xff;
  bytes[at + 4] = ((low << 1) & 0xfe) | 1;
};

/** The PCR base: 33 bits from the start of the 6-byte PCR field (6 reserved bits and a 9-bit extension follow). */
const readPcrBase = (bytes: Uint8Array, at: number): number =>
  (bytes[at] ?? 0) * 2 ** 25 + (bytes[at + 1] ?? 0) * 2 ** 17 + (bytes[at + 2] ?? 0) * 2 ** 9 + (bytes[at + 3] ?? 0) * 2 + ((bytes[at + 4] ?? 0) >> 7);

const writePcrBase = (bytes: Uint8Array, at: number, value: number): void => {
  const high = Math.floor(value / 2 ** 25);
  const low = value % 2 ** 25;
  bytes[at] = high & 0xff;
  bytes[at + 1] = (low >>> 17) & 0xff;
  bytes[at + 2] = (low >>> 9) & 0xff;
  bytes[at + 3] = (low >>> 1) & 0xff;
  bytes[at + 4] = ((low & 1) << 7) | ((bytes[at + 4] ?? 0) & 0x7f);
};

/** Audio (0xC0–0xDF), video (0xE0–0xEF) and private stream 1 (0xBD) carry the optional PES header. */
const hasPesHeader = (streamId: number): boolean => streamId === 0xbd || (streamId >= 0xc0 && streamId <= 0xef);

const shiftPacket = (packet: Uint8Array, delta: number): void => {
  const payloadStartsUnit = ((packet[1] ?? 0) & 0x40) !== 0;
  const adaptation = ((packet[3] ?? 0) >> 4) & 0x3;
  let payload = 4;
  if (adaptation & 0x2) {
    const length = packet[4] ?? 0;
    const flags = packet[5] ?? 0;
    if (length >= 7 && flags & 0x10) writePcrBase(packet, 6, addClock(readPcrBase(packet, 6), delta));
    // OPCR follows the PCR when both are present.
    if (length >= 13 && flags & 0x10 && flags & 0x08) writePcrBase(packet, 12, addClock(readPcrBase(packet, 12), delta));
    else if (length >= 7 && !(flags & 0x10) && flags & 0x08) writePcrBase(packet, 6, addClock(readPcrBase(packet, 6), delta));
    payload = 5 + length;
  }
  if (!payloadStartsUnit || !(adaptation & 0x1) || payload + 14 > packetSize) return;
  if (packet[payload] !== 0 || packet[payload + 1] !== 0 || packet[payload + 2] !== 1 || !hasPesHeader(packet[payload + 3] ?? 0)) return;
  const timestamps = ((packet[payload + 7] ?? 0) >> 6) & 0x3;
  if (timestamps & 0x2) writeTimestamp(packet, payload + 9, addClock(readTimestamp(packet, payload + 9), delta));
  if (timestamps === 0x3 && payload + 19 <= packetSize) writeTimestamp(packet, payload + 14, addClock(readTimestamp(packet, payload + 14), delta));
};

/** A copy of `segment` with every PCR, PTS and DTS moved `deltaTicks` (90 kHz, non-negative) later, mod 2^33. */
export const shiftTimestamps = (segment: Uint8Array, deltaTicks: number): Uint8Array => {
  const shifted = Uint8Array.from(segment);
  for (let offset = 0; offset + packetSize <= shifted.length; offset += packetSize) {
    if (shifted[offset] !== syncByte) continue;
    shiftPacket(shifted.subarray(offset, offset + packetSize), deltaTicks);
  }
  return shifted;
};
