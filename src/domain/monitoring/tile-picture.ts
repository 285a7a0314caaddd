// A wall tile's picture measured on a tiny canvas (issue 31 §1): a few hundred pixels a few times a second.

/** One frame's measure, and its luma plane for the next frame's difference. */
export interface PictureMeasure {
  readonly black: boolean;
  /**
   * The share of pixels (0–1) whose luma moved by more than `movedLuma` since `previous`; undefined without a previous
   * frame of the same size.
   */
  readonly change: number | undefined;
  readonly luma: Uint8Array;
}

/**
 * A pixel moved when its luma changed by more than this (0–255). A frozen stream's frames differ by the encoder's
 * noise alone: on the drill's frozen picture at most 8 levels at a keyframe (usually 1), where a moving picture
 * moves a hundred of the 576 pixels by more than that (docs/performance.md, wall tiles).
 */
export const movedLuma = 12;

/** A pixel at or below this luma (0–255, full range) is dark. */
export const darkLuma = 32;
/** A frame is black when this share of its pixels is dark, and its mean luma is at most `blackMeanLuma`. */
export const blackShare = 0.95;
export const blackMeanLuma = 24;

/**
 * The luma (BT.709 weights) of each RGBA pixel, whether the frame is black, and how much of it moved since the
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
  let moved = 0;
  for (let pixel = 0; pixel < pixels; pixel += 1)
    if (Math.abs((luma[pixel] ?? 0) - (previous[pixel] ?? 0)) > movedLuma) moved += 1;
  return { black, change: moved / pixels, luma };
};
