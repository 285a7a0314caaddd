// Short texts drawn on a canvas by copying a picture of each (core-canvas.ts). Text drawn on a canvas in the page
// makes the browser bring the page's style up to date first, and shapes the text again with every call: for the
// 32 per-core values of a status frame that was most of the gauges' cost (npm run bench, "instance panel"). Here
// each distinct text in each colour is drawn once, on a small canvas outside the page, kept as a bitmap and copied
// from there after.

/** How many pictures are kept (the gauges show 0.0–100.0 %, each value in the colour it gives itself). */
const capacity = 1024;

export class TextSprites {
  /** Colour → text → picture: two lookups of short strings, where one key joined of both was a new string each time. */
  private readonly pictures = new Map<string, Map<string, ImageBitmap>>();
  private count = 0;
  private readonly context: OffscreenCanvasRenderingContext2D | null;

  /**
   * Texts fit a box of `width` × `height` (CSS pixels), drawn `ratio` times as fine, in `font`, ending at the box's
   * end and centred on its middle.
   */
  constructor(
    private readonly width: number,
    private readonly height: number,
    readonly ratio: number,
    readonly font: string,
  ) {
    this.context = new OffscreenCanvas(width * ratio, height * ratio).getContext('2d');
  }

  /** Draws `text` in `colour` into `target`'s box at (x, y), in the target's units (CSS pixels). */
  draw(target: CanvasRenderingContext2D, text: string, colour: string, x: number, y: number): void {
    const picture = this.picture(text, colour);
    if (picture) target.drawImage(picture, x, y, this.width, this.height);
  }

  /**
   * Draws `texts` ahead, a few at a time while the page is idle, so that frames find them drawn; returns the
   * cancel.
   */
  warm(texts: readonly { readonly text: string; readonly colour: string }[]): () => void {
    if (typeof requestIdleCallback === 'undefined') return () => undefined;
    let next = 0;
    let handle = 0;
    const step = (deadline: IdleDeadline): void => {
      while (next < texts.length && deadline.timeRemaining() > 1) {
        const item = texts[next];
        next += 1;
        if (item) this.picture(item.text, item.colour);
      }
      if (next < texts.length) handle = requestIdleCallback(step);
    };
    handle = requestIdleCallback(step);
    return () => cancelIdleCallback(handle);
  }

  /** Lets the pictures go (their memory is released now, not when they are collected). */
  dispose(): void {
    for (const texts of this.pictures.values()) for (const picture of texts.values()) picture.close();
    this.pictures.clear();
    this.count = 0;
  }

  private picture(text: string, colour: string): ImageBitmap | undefined {
    const kept = this.pictures.get(colour)?.get(text);
    if (kept || !this.context) return kept;
    if (this.count === capacity) this.dispose();
    const context = this.context;
    // A transferred canvas starts again from a blank bitmap with its context reset.
    context.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    context.font = this.font;
    context.textAlign = 'end';
    context.textBaseline = 'middle';
    context.fillStyle = colour;
    context.fillText(text, this.width, this.height / 2);
    const picture = context.canvas.transferToImageBitmap();
    let texts = this.pictures.get(colour);
    if (!texts) {
      texts = new Map();
      this.pictures.set(colour, texts);
    }
    texts.set(text, picture);
    this.count += 1;
    return picture;
  }
}
