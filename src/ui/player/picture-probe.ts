import { measurePicture, type TileSample } from '../../application/monitoring';

/** The analysis canvas: 32 × 18 pixels (16:9), 576 pixels to measure, a few times a second per tile. */
const probeWidth = 32;
const probeHeight = 18;

/**
 * Reads a tile's picture small (issue 31 §1): the frame drawn on a tiny canvas kept for reading (so the browser
 * keeps it in memory, not on the GPU), measured for black and for its difference to the previous reading.
 */
export class PictureProbe {
  private readonly context: CanvasRenderingContext2D | null;
  private previous: Uint8Array | undefined;

  constructor() {
    const canvas = document.createElement('canvas');
    canvas.width = probeWidth;
    canvas.height = probeHeight;
    this.context = canvas.getContext('2d', { willReadFrequently: true, alpha: false });
  }

  /** The picture now, or undefined when there is no frame to read (nothing is concluded then). */
  read(video: HTMLVideoElement): TileSample['picture'] {
    if (!this.context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
      this.previous = undefined;
      return undefined;
    }
    this.context.drawImage(video, 0, 0, probeWidth, probeHeight);
    const measure = measurePicture(this.context.getImageData(0, 0, probeWidth, probeHeight).data, this.previous);
    this.previous = measure.luma;
    return { black: measure.black, change: measure.change };
  }
}

/** Keeps the frame on screen as a still (a player about to be emptied): drawn once, at the video's size. */
export const keepStill = (video: HTMLVideoElement, canvas: HTMLCanvasElement | null): boolean => {
  if (!canvas || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return false;
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return true;
};
