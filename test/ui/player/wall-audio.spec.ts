import { expect } from 'chai';

// Web Audio takes a media element once, and Chromium keeps an element given to it alive as long as the context
// lives (issue 31 §3: the walls' heap does not grow). wall-audio.ts routes each element once and re-uses its nodes;
// tile-videos.ts keeps the walls' elements for the next tile instead of making new ones. Checked here against a
// recording stand-in for the browser's AudioContext (the browser test, wall-tiles-memory.spec.ts, runs the real one).

class FakeParam {
  value = 1;
}

class FakeNode {
  readonly gain = new FakeParam();
  fftSize = 0;
  connect<T>(target: T): T {
    return target;
  }
  disconnect(): void {}
  getFloatTimeDomainData(samples: Float32Array): void {
    samples.fill(0);
    samples[7] = -0.5;
  }
}

class FakeAudioContext {
  static sources: unknown[] = [];
  readonly state = 'running';
  readonly destination = new FakeNode();
  addEventListener(): void {}
  resume(): Promise<void> {
    return Promise.resolve();
  }
  createMediaElementSource(element: unknown): FakeNode {
    // As in a browser: a second source for the same element throws.
    if (FakeAudioContext.sources.includes(element)) throw new Error('InvalidStateError: already connected');
    FakeAudioContext.sources.push(element);
    return new FakeNode();
  }
  createAnalyser(): FakeNode {
    return new FakeNode();
  }
  createGain(): FakeNode {
    return new FakeNode();
  }
}

class FakeVideo {
  muted = true;
  volume = 0.05;
  readonly listeners: string[] = [];
  addEventListener(type: string): void {
    this.listeners.push(type);
  }
  removeEventListener(): void {}
  remove(): void {}
  pause(): void {}
  removeAttribute(): void {}
}

const globals = globalThis as unknown as Record<string, unknown>;

describe('wall-audio: each tile element is routed once (issue 31 §3)', () => {
  let saved: { audio: unknown; document: unknown };

  before(() => {
    saved = { audio: globals.AudioContext, document: globals.document };
    globals.AudioContext = FakeAudioContext;
    globals.document = {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      createElement: () => new FakeVideo(),
    };
  });
  after(() => {
    globals.AudioContext = saved.audio;
    globals.document = saved.document;
  });

  it('routes an element again (a new stream, a tile closed and its element re-used) without a second source', async () => {
    const { routeTileAudio } = await import('../../../src/ui/player/wall-audio');
    const video = new FakeVideo();
    const first = routeTileAudio(video as unknown as HTMLVideoElement, 0.05);
    expect(first, 'the running context routes the tile').to.not.equal(undefined);
    expect(video.muted, 'a routed element plays unmuted into its gain').to.equal(false);
    expect(video.volume).to.equal(1);
    expect(first!.peakDb()).to.be.closeTo(20 * Math.log10(0.5), 1e-9);
    first!.dispose();
    const second = routeTileAudio(video as unknown as HTMLVideoElement, 1);
    expect(second).to.not.equal(undefined);
    routeTileAudio(video as unknown as HTMLVideoElement, 1)?.dispose();
    expect(FakeAudioContext.sources.filter((source) => source === video)).to.have.length(1);
    expect(
      video.listeners.filter((type) => type === 'volumechange'),
      'one volume guard per element',
    ).to.have.length(1);
  });

  it('gives the gain of a re-routed element the new tile, and 0 when the tile lets it go', async () => {
    const { routeTileAudio } = await import('../../../src/ui/player/wall-audio');
    const gains: FakeParam[] = [];
    const createGain = FakeAudioContext.prototype.createGain;
    FakeAudioContext.prototype.createGain = function (this: FakeAudioContext): FakeNode {
      const node = createGain.call(this);
      gains.push(node.gain);
      return node;
    };
    try {
      const video = new FakeVideo() as unknown as HTMLVideoElement;
      const quiet = routeTileAudio(video, 0.05)!;
      expect(gains).to.have.length(1);
      expect(gains[0]!.value).to.equal(0.05);
      quiet.setGain(1);
      expect(gains[0]!.value).to.equal(1);
      quiet.dispose();
      expect(gains[0]!.value, 'an idle element is not heard').to.equal(0);
      routeTileAudio(video, 0.3);
      expect(gains, 'no new nodes for the same element').to.have.length(1);
      expect(gains[0]!.value).to.equal(0.3);
    } finally {
      FakeAudioContext.prototype.createGain = createGain;
    }
  });

  it('gives a released element to the next tile instead of making a new one', async () => {
    const { idleTileVideos, releaseTileVideo, takeTileVideo } = await import('../../../src/ui/player/tile-videos');
    const first = takeTileVideo();
    const second = takeTileVideo();
    expect(first).to.not.equal(second);
    releaseTileVideo(first);
    expect(idleTileVideos()).to.equal(1);
    expect(takeTileVideo(), 'the idle element').to.equal(first);
    expect(idleTileVideos()).to.equal(0);
    releaseTileVideo(first);
    releaseTileVideo(second);
    expect(idleTileVideos()).to.equal(2);
  });
});
