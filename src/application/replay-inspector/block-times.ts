import type { HeldBlock } from './held-block';
import type { SeekableRecording } from './replay-file';

/**
 * A random-access replay's blocks as the player's time lookups read them: the block when it is held (its lines
 * decoded as they are asked for); undefined otherwise, and the block is asked for.
 */
export type HeldBlocks = (block: number) => Pick<HeldBlock, 'first' | 'length' | 'showing'> | undefined;

/**
 * The recorded time (ms) of the entry at a position when its block is held (a bad line takes the time of the
 * entry before it in the block, or the block's first time from the index); undefined while it is read.
 */
export const heldTimeOf = (recording: SeekableRecording, held: HeldBlocks, position: number): number | undefined => {
  const block = recording.blockOf(position);
  if (block < 0) return undefined;
  const shown = held(block);
  if (!shown) return undefined;
  for (let at = position; at >= shown.first; at -= 1) {
    const entry = shown.showing(at);
    if (entry) return entry.at;
  }
  return recording.blockFirstAt(block);
};

/**
 * The last position at or after `from` whose entry was recorded at or before `time`, from the index and the blocks
 * held (binary searches: only the lines they look at are decoded): when the block that holds `time` is not read yet, the end of the block
 * before it. Past the middle of a block, the next one is asked for, so playing finds it decoded.
 */
export const lastHeldAtOrBefore = (
  recording: SeekableRecording,
  held: HeldBlocks,
  time: number,
  from: number,
): number => {
  // Every block before this one ends before `time`; its own entries reach it (or it is the last block).
  let block = recording.blockAtTime(time);
  let found = recording.firstPosition(block) - 1;
  for (;;) {
    const shown = held(block);
    if (!shown) break;
    const { first } = shown;
    // The first slot recorded after `time`.
    let low = 0;
    let high = shown.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((heldTimeOf(recording, held, first + middle) ?? Infinity) <= time) low = middle + 1;
      else high = middle;
    }
    found = first + low - 1;
    const next = block + 1 < recording.blockCount ? block + 1 : undefined;
    if (next !== undefined && low > shown.length / 2) held(next);
    // Entries of the same millisecond can straddle two blocks.
    if (next === undefined || low < shown.length || recording.blockFirstAt(next) > time) break;
    block = next;
  }
  return Math.max(from, Math.min(recording.entries, found));
};
