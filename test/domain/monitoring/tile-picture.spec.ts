import { expect } from 'chai';
import { measurePicture } from '../../../src/domain/monitoring';

const frame = (pixels: readonly (readonly [number, number, number])[]): Uint8ClampedArray =>
  Uint8ClampedArray.from(pixels.flatMap(([red, green, blue]) => [red, green, blue, 255]));
const filled = (count: number, colour: readonly [number, number, number]) =>
  Array.from({ length: count }, () => colour);

describe('tile picture measure (issue 31 §1)', () => {
  it('calls an all-black frame black and a coloured one not', () => {
    expect(measurePicture(frame(filled(100, [0, 0, 0])), undefined).black).to.equal(true);
    expect(measurePicture(frame(filled(100, [16, 16, 16])), undefined).black).to.equal(true);
    expect(measurePicture(frame(filled(100, [200, 40, 40])), undefined).black).to.equal(false);
  });

  it('does not call a dark scene with lights in it black', () => {
    const night = [...filled(90, [5, 5, 5]), ...filled(10, [250, 250, 200])];
    expect(measurePicture(frame(night), undefined).black).to.equal(false);
  });

  it('tolerates a few bright pixels on black (a caption on a black frame is still black)', () => {
    const caption = [...filled(98, [0, 0, 0]), ...filled(2, [255, 255, 255])];
    expect(measurePicture(frame(caption), undefined).black).to.equal(true);
  });

  it('measures the share of pixels that moved since the previous frame, none for the first', () => {
    const first = measurePicture(frame(filled(4, [100, 100, 100])), undefined);
    expect(first.change).to.equal(undefined);
    expect(Array.from(first.luma)).to.deep.equal([100, 100, 100, 100]);
    expect(measurePicture(frame(filled(4, [100, 100, 100])), first.luma).change).to.equal(0);
    const moved = measurePicture(frame([...filled(2, [100, 100, 100]), ...filled(2, [200, 200, 200])]), first.luma);
    expect(moved.change).to.equal(0.5);
  });

  it('does not count encoder noise as movement', () => {
    const first = measurePicture(frame(filled(4, [100, 100, 100])), undefined);
    const noisy = measurePicture(
      frame([
        [108, 108, 108],
        [92, 92, 92],
        [104, 104, 104],
        [100, 100, 100],
      ]),
      first.luma,
    );
    expect(noisy.change).to.equal(0);
  });

  it('compares only frames of the same size', () => {
    const small = measurePicture(frame(filled(4, [0, 0, 0])), undefined);
    expect(measurePicture(frame(filled(9, [0, 0, 0])), small.luma).change).to.equal(undefined);
  });
});
