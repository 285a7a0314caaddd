// A wall tile's picture measured on a tiny canvas (issue 31 §1): a few hundred pixels a few times a second.

/** One frame's measure, and its luma plane for the next frame's difference. */
export interface PictureMeasure {
  readonly black: boolean;
  /** Mean absolute luma difference to `previous` (0–255); undefined without a previous frame of the same size. */
  readonly change: number | undefined;
  readonly luma: Uint8Array;
}

/** A pixel at or below this luma (0–255, full range) is dark. */
export const darkLuma = 32;
/** A frame is black when this share of its pixels is dark, and its mean luma is at most `blackMeanLuma`. */
export const blackShare = 0.95;
export const blackMeanLuma = 24;

/**
 * The luma (BT.709 weights) of each RGBA pixel, whether the frame is black, and how much it differs from the
 * previous frame. A black frame is nearly all dark with a dark mean, so a night scene with lights is not black.
 */
export const measurePicture = (rgba: ArrayLike<number>, previous: Uint8Array | undefined): PictureMeasure => {
  const pixels = Math.floor(rgba.length / 4);
  const luma = new Uint8Array(pixels);
  let sum = 0;
  let dark = 0;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const offset = pixel * 4;
    const value = (54 * (rgba[offset] ?? 0) + 183 * (rgba[offset + 1] ?? 0) + 19 * (rgba[offset + 2] ?? 0)) >> 8;
    luma[pixel] = value;
    sum += value;
    if (value <= darkLuma) dark += 1;
  }
  const black = pixels > 0 && dark / pixels >= blackShare && sum / pixels <= blackMeanLuma;
  if (!previous || previous.length !== pixels || pixels === 0) return { black, change: undefined, luma };
  let difference = 0;
  for (let pixel = 0; pixel < pixels; pixel += 1) difference += Math.abs((luma[pixel] ?? 0) - (previous[pixel] ?? 0));
  return { black, change: difference / pixels, luma };
};
