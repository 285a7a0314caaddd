// A small MPEG-TS reader for tests (ISO/IEC 13818-1, H.264 SPS of ITU-T H.264 7.3.2.1): enough to say what a
// downloaded file really is — its streams, picture size, timestamps and continuity — without ffprobe.

export const packetSize = 188;

export interface TsPacket {
  readonly pid: number;
  readonly unitStart: boolean;
  readonly hasPayload: boolean;
  readonly continuity: number;
  readonly payload: Uint8Array;
}

export const tsPackets = (bytes: Uint8Array): TsPacket[] => {
  if (bytes.length % packetSize !== 0) throw new Error(`${bytes.length} bytes is not a whole number of TS packets`);
  const packets: TsPacket[] = [];
  for (let offset = 0; offset < bytes.length; offset += packetSize) {
    const packet = bytes.subarray(offset, offset + packetSize);
    if (packet[0] !== 0x47) throw new Error(`no sync byte at ${offset}`);
    const adaptation = ((packet[3] ?? 0) >> 4) & 0x3;
    const start = adaptation & 0x2 ? 5 + (packet[4] ?? 0) : 4;
    packets.push({
      pid: (((packet[1] ?? 0) & 0x1f) << 8) | (packet[2] ?? 0),
      unitStart: ((packet[1] ?? 0) & 0x40) !== 0,
      hasPayload: (adaptation & 0x1) !== 0,
      continuity: (packet[3] ?? 0) & 0x0f,
      payload: adaptation & 0x1 ? packet.subarray(start) : new Uint8Array(),
    });
  }
  return packets;
};

/** Elementary stream PIDs by stream type (0x1b H.264, 0x0f AAC), from the first PAT and PMT. */
export const streamPids = (packets: readonly TsPacket[]): Map<number, number> => {
  const section = (packet: TsPacket): Uint8Array => packet.payload.subarray(1 + (packet.payload[0] ?? 0));
  const pat = packets.find((packet) => packet.pid === 0 && packet.unitStart);
  if (!pat) throw new Error('no PAT');
  const patSection = section(pat);
  const pmtPid = (((patSection[10] ?? 0) & 0x1f) << 8) | (patSection[11] ?? 0);
  const pmt = packets.find((packet) => packet.pid === pmtPid && packet.unitStart);
  if (!pmt) throw new Error('no PMT');
  const pmtSection = section(pmt);
  const sectionLength = (((pmtSection[1] ?? 0) & 0x0f) << 8) | (pmtSection[2] ?? 0);
  const infoLength = (((pmtSection[10] ?? 0) & 0x0f) << 8) | (pmtSection[11] ?? 0);
  const streams = new Map<number, number>();
  for (let at = 12 + infoLength; at < 3 + sectionLength - 4;) {
    const type = pmtSection[at] ?? 0;
    const pid = (((pmtSection[at + 1] ?? 0) & 0x1f) << 8) | (pmtSection[at + 2] ?? 0);
    const esInfo = (((pmtSection[at + 3] ?? 0) & 0x0f) << 8) | (pmtSection[at + 4] ?? 0);
    streams.set(type, pid);
    at += 5 + esInfo;
  }
  return streams;
};

/** The PES packets of one PID, each as its reassembled bytes. */
export const pesPackets = (packets: readonly TsPacket[], pid: number): Uint8Array[] => {
  const units: number[][] = [];
  for (const packet of packets) {
    if (packet.pid !== pid || !packet.hasPayload) continue;
    if (packet.unitStart) units.push([]);
    units[units.length - 1]?.push(...packet.payload);
  }
  return units.map((unit) => Uint8Array.from(unit));
};

const timestamp = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) >> 1) & 0x07) * 2 ** 30 +
  (bytes[at + 1] ?? 0) * 2 ** 22 +
  ((bytes[at + 2] ?? 0) >> 1) * 2 ** 15 +
  (bytes[at + 3] ?? 0) * 2 ** 7 +
  ((bytes[at + 4] ?? 0) >> 1);

/** The decoding time of a PES packet (its DTS, else its PTS), 90 kHz ticks. */
export const decodingTime = (pes: Uint8Array): number => {
  const flags = ((pes[7] ?? 0) >> 6) & 0x3;
  return flags === 0x3 ? timestamp(pes, 14) : timestamp(pes, 9);
};

/** The elementary stream bytes of a PES packet. */
export const pesPayload = (pes: Uint8Array): Uint8Array => pes.subarray(9 + (pes[8] ?? 0));

class BitReader {
  private bit = 0;
  constructor(private readonly bytes: Uint8Array) {}
  read(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = this.bytes[this.bit >> 3] ?? 0;
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit += 1;
    }
    return value;
  }
  unsigned(): number {
    let zeros = 0;
    while (this.read(1) === 0 && zeros < 32) zeros += 1;
    return 2 ** zeros - 1 + this.read(zeros);
  }
  signed(): number {
    const value = this.unsigned();
    return value % 2 === 1 ? (value + 1) / 2 : -value / 2;
  }
}

const highProfiles = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** Width and height from an H.264 sequence parameter set NAL unit (its header byte included). */
export const spsPictureSize = (nal: Uint8Array): { width: number; height: number } => {
  const rbsp: number[] = [];
  for (let index = 1; index < nal.length; index += 1) {
    // Drop emulation prevention bytes (00 00 03).
    if (nal[index] === 3 && nal[index - 1] === 0 && nal[index - 2] === 0) continue;
    rbsp.push(nal[index] ?? 0);
  }
  const bits = new BitReader(Uint8Array.from(rbsp));
  const profile = bits.read(8);
  bits.read(16);
  bits.unsigned();
  let chroma = 1;
  if (highProfiles.has(profile)) {
    chroma = bits.unsigned();
    if (chroma === 3) bits.read(1);
    bits.unsigned();
    bits.unsigned();
    bits.read(1);
    if (bits.read(1)) throw new Error('scaling matrices are not read here');
  }
  bits.unsigned();
  const pocType = bits.unsigned();
  if (pocType === 0) bits.unsigned();
  else if (pocType === 1) {
    bits.read(1);
    bits.signed();
    bits.signed();
    const cycle = bits.unsigned();
    for (let index = 0; index < cycle; index += 1) bits.signed();
  }
  bits.unsigned();
  bits.read(1);
  const widthMbs = bits.unsigned() + 1;
  const heightUnits = bits.unsigned() + 1;
  const frameMbsOnly = bits.read(1);
  if (!frameMbsOnly) bits.read(1);
  bits.read(1);
  let crop = { left: 0, right: 0, top: 0, bottom: 0 };
  if (bits.read(1))
    crop = { left: bits.unsigned(), right: bits.unsigned(), top: bits.unsigned(), bottom: bits.unsigned() };
  const cropX = chroma === 0 ? 1 : 2;
  const cropY = (chroma === 1 ? 2 : 1) * (2 - frameMbsOnly);
  return {
    width: widthMbs * 16 - (crop.left + crop.right) * cropX,
    height: (2 - frameMbsOnly) * heightUnits * 16 - (crop.top + crop.bottom) * cropY,
  };
};

/** The NAL units of an Annex B byte stream. */
export const nalUnits = (stream: Uint8Array): Uint8Array[] => {
  const starts: number[] = [];
  for (let index = 0; index + 2 < stream.length; index += 1)
    if (stream[index] === 0 && stream[index + 1] === 0 && stream[index + 2] === 1) starts.push(index + 3);
  return starts.map((start, index) => {
    let end = index + 1 < starts.length ? (starts[index + 1] ?? stream.length) - 3 : stream.length;
    while (end > start && stream[end - 1] === 0) end -= 1;
    return stream.subarray(start, end);
  });
};
