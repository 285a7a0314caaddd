// Reads the clocks of an MPEG-TS segment (ISO/IEC 13818-1), written apart from the server's code so the tests
// check the server against the standard rather than against itself.

export const packetSize = 188;

export interface Clock {
  readonly pid: number;
  readonly kind: 'pts' | 'dts' | 'pcr';
  readonly ticks: number;
}

const pts = (b: Uint8Array, at: number): number =>
  Math.floor(((b[at] ?? 0) & 0x0e) / 2) * 2 ** 30 +
  (b[at + 1] ?? 0) * 2 ** 22 +
  Math.floor((b[at + 2] ?? 0) / 2) * 2 ** 15 +
  (b[at + 3] ?? 0) * 2 ** 7 +
  Math.floor((b[at + 4] ?? 0) / 2);

const pcrBase = (b: Uint8Array, at: number): number =>
  (b[at] ?? 0) * 2 ** 25 +
  (b[at + 1] ?? 0) * 2 ** 17 +
  (b[at + 2] ?? 0) * 2 ** 9 +
  (b[at + 3] ?? 0) * 2 +
  Math.floor((b[at + 4] ?? 0) / 128);

/** Every PCR (base, 90 kHz), PTS and DTS in packet order. */
export const readClocks = (segment: Uint8Array): Clock[] => {
  const clocks: Clock[] = [];
  for (let offset = 0; offset < segment.length; offset += packetSize) {
    const p = segment.subarray(offset, offset + packetSize);
    const pid = ((p[1] ?? 0) & 0x1f) * 256 + (p[2] ?? 0);
    const control = ((p[3] ?? 0) >> 4) & 3;
    let payload = 4;
    if (control & 2) {
      if ((p[4] ?? 0) > 0 && (p[5] ?? 0) & 0x10) clocks.push({ pid, kind: 'pcr', ticks: pcrBase(p, 6) });
      payload = 5 + (p[4] ?? 0);
    }
    const unitStart = ((p[1] ?? 0) & 0x40) !== 0;
    if (!unitStart || !(control & 1) || p[payload] !== 0 || p[payload + 1] !== 0 || p[payload + 2] !== 1) continue;
    const flags = (p[payload + 7] ?? 0) >> 6;
    if (flags & 2) clocks.push({ pid, kind: 'pts', ticks: pts(p, payload + 9) });
    if (flags === 3) clocks.push({ pid, kind: 'dts', ticks: pts(p, payload + 14) });
  }
  return clocks;
};

/** The PTS values of one elementary stream. */
export const ptsOf = (segment: Uint8Array, pid: number): number[] =>
  readClocks(segment)
    .filter((clock) => clock.kind === 'pts' && clock.pid === pid)
    .map((clock) => clock.ticks);

/** The PIDs that carry PES with a PTS, in order of first appearance. */
export const streamPids = (segment: Uint8Array): number[] => [
  ...new Set(
    readClocks(segment)
      .filter((clock) => clock.kind === 'pts')
      .map((clock) => clock.pid),
  ),
];

/** The payload bytes of each PES of one stream, PES header included, in order. */
const pesUnits = (segment: Uint8Array, pid: number): Uint8Array[] => {
  const units: number[][] = [];
  for (let offset = 0; offset < segment.length; offset += packetSize) {
    const p = segment.subarray(offset, offset + packetSize);
    if (((p[1] ?? 0) & 0x1f) * 256 + (p[2] ?? 0) !== pid) continue;
    const control = ((p[3] ?? 0) >> 4) & 3;
    if (!(control & 1)) continue;
    const payload = control & 2 ? 5 + (p[4] ?? 0) : 4;
    if ((p[1] ?? 0) & 0x40) units.push([]);
    units.at(-1)?.push(...p.subarray(payload));
  }
  return units.map((unit) => Uint8Array.from(unit));
};

/** Where the audio of a segment ends: the last PES's PTS plus its ADTS frames × 1024 samples. */
export const audioEndTicks = (segment: Uint8Array, pid: number, sampleRate: number): number => {
  const last = pesUnits(segment, pid).at(-1);
  if (!last) throw new Error(`no PES on pid ${pid}`);
  let frames = 0;
  for (let at = 9 + (last[8] ?? 0); at + 7 <= last.length; frames += 1) {
    if (last[at] !== 0xff || ((last[at + 1] ?? 0) & 0xf0) !== 0xf0) throw new Error(`no ADTS sync at ${at}`);
    at += (((last[at + 3] ?? 0) & 0x03) << 11) | ((last[at + 4] ?? 0) << 3) | ((last[at + 5] ?? 0) >> 5);
  }
  return pts(last, 9) + (frames * 1024 * 90_000) / sampleRate;
};
