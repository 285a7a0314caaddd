/** One coded VP8 frame of an IVF file. */
export interface IvfFrame {
  readonly data: Buffer;
  /** A key frame decodes on its own: a viewer may start there. */
  readonly key: boolean;
}

export interface IvfClip {
  readonly width: number;
  readonly height: number;
  /** Frames per second (the file's time base, rate / scale). */
  readonly fps: number;
  readonly frames: readonly IvfFrame[];
}

const fileHeaderBytes = 32;
const frameHeaderBytes = 12;

/**
 * Reads an IVF file (the 32-byte `DKIF` header, then a 12-byte size-and-timestamp header per frame) holding VP8.
 * Throws on anything else: the file is shipped with the server, so a bad one is a build mistake to see at start.
 */
export const parseIvf = (file: Buffer): IvfClip => {
  if (file.length < fileHeaderBytes || file.toString('ascii', 0, 4) !== 'DKIF') throw new Error('not an IVF file');
  const codec = file.toString('ascii', 8, 12);
  if (codec !== 'VP80') throw new Error(`IVF codec ${codec}, expected VP80`);
  const width = file.readUInt16LE(12);
  const height = file.readUInt16LE(14);
  const rate = file.readUInt32LE(16);
  const scale = file.readUInt32LE(20);
  const frames: IvfFrame[] = [];
  let offset = file.readUInt16LE(6);
  while (offset + frameHeaderBytes <= file.length) {
    const size = file.readUInt32LE(offset);
    const start = offset + frameHeaderBytes;
    if (size === 0 || start + size > file.length) throw new Error(`IVF frame ${frames.length} is cut short`);
    const data = file.subarray(start, start + size);
    // VP8 frame tag (RFC 6386 §9.1): bit 0 of the first byte is 0 for a key frame.
    frames.push({ data, key: (data[0]! & 0x01) === 0 });
    offset = start + size;
  }
  if (frames.length === 0 || !frames[0]!.key) throw new Error('IVF clip must start with a key frame');
  if (rate === 0 || scale === 0) throw new Error('IVF time base is zero');
  return { width, height, fps: rate / scale, frames };
};
