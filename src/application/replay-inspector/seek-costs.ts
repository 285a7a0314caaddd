/** Where the random-access replay's preparing time went, in milliseconds, since it was opened (or `reset`). */
export interface SeekCostFigures {
  /** Checkpoints read from the file: range read, gunzip, JSON.parse and the state rebuilt. */
  readonly checkpointMs: number;
  readonly checkpoints: number;
  /** Blocks read: range read, gunzip, UTF-8 decoding and finding the line ends (lines are decoded later). */
  readonly blockReadMs: number;
  readonly blocks: number;
  /** Lines decoded to entries (`JSON.parse` and the entry codec), by the fold or the views. */
  readonly decodeMs: number;
  /** Entries normalized to domain events (the wire codecs of the payloads). */
  readonly normalizeMs: number;
  /** The projections folding those events (`reduceBatch`). */
  readonly foldMs: number;
  /** Entries the folds went through. */
  readonly entriesFolded: number;
  /** Pauses the fold made so the page could paint (each a macrotask). */
  readonly pauses: number;
}

const zero: SeekCostFigures = {
  checkpointMs: 0,
  checkpoints: 0,
  blockReadMs: 0,
  blocks: 0,
  decodeMs: 0,
  normalizeMs: 0,
  foldMs: 0,
  entriesFolded: 0,
  pauses: 0,
};

/**
 * Counts the time of each part of preparing a position (docs/performance.md, "A seek's time, part by part"), so
 * a bench says what a seek is made of rather than only how long it took. Two clock reads per part a chunk.
 */
export class SeekCosts {
  private figures: { -readonly [K in keyof SeekCostFigures]: number } = { ...zero };

  constructor(readonly now: () => number = () => performance.now()) {}

  get current(): SeekCostFigures {
    return { ...this.figures };
  }

  reset(): void {
    this.figures = { ...zero };
  }

  add(part: keyof SeekCostFigures, amount: number): void {
    this.figures[part] += amount;
  }

  /** Runs `work`, adding its time to `part`. */
  timed<T>(part: 'checkpointMs' | 'blockReadMs' | 'decodeMs' | 'normalizeMs' | 'foldMs', work: () => T): T {
    const started = this.now();
    try {
      return work();
    } finally {
      this.figures[part] += this.now() - started;
    }
  }

  /** Awaits `work`, adding the time until it settled to `part`. */
  async timedAsync<T>(part: 'checkpointMs' | 'blockReadMs', work: () => Promise<T>): Promise<T> {
    const started = this.now();
    try {
      return await work();
    } finally {
      this.figures[part] += this.now() - started;
    }
  }
}
