// The parts of the state a snapshot frame carries, as bits: a seek skips decoding a frame once later frames of
// the same key have together carried every part it carries (application/store/entry-index.ts).

/** A part no bit names: a frame carrying one is never superseded (no later frame can be known to replace it). */
export const unnamedPart = 1 << 30;

/** A frame that carries the whole state its events set. */
export const allParts = ~unnamedPart;
