import { BehaviorSubject, type Observable } from 'rxjs';

// The walls' sound (issue 31 §1) goes through one AudioContext for the page: each tile's element feeds a level
// meter (AnalyserNode) and a gain to the speakers. Chromium's rules shape this: an AudioContext starts only after a
// gesture on the page (the autoplay policy), and a muted element, or one at volume 0, feeds silence into the graph.
// So until the operator's first click or key press no tile's sound is measured (no tile can be Silent; the wall
// says so), tiles play muted if the browser refuses sound; after it, each tile's element plays unmuted at full
// volume into the graph, and what is heard is set by its gain alone (very low, or full for a soloed tile).

let context: AudioContext | undefined;
const running = new BehaviorSubject(false);
const gestures = ['pointerdown', 'keydown'] as const;

const resume = (): void => void context?.resume().catch(() => undefined);

const ensureContext = (): AudioContext | undefined => {
  if (context || typeof AudioContext === 'undefined') return context;
  const created = new AudioContext();
  context = created;
  const update = (): void => {
    const on = created.state === 'running';
    if (on) for (const type of gestures) document.removeEventListener(type, resume, true);
    if (on !== running.value) running.next(on);
  };
  created.addEventListener('statechange', update);
  for (const type of gestures) document.addEventListener(type, resume, true);
  update();
  return created;
};

/** Whether the walls' sound is measured and heard (the page had its first gesture). */
export const wallAudioRunning = (): Observable<boolean> => {
  ensureContext();
  return running.asObservable();
};

/** The page's AudioContext once it runs (for the alarm tone); undefined before the first gesture. */
export const runningWallAudio = (): AudioContext | undefined => {
  const audio = ensureContext();
  return audio?.state === 'running' ? audio : undefined;
};

export interface TileAudio {
  /** The loudest sample of the last third of a second, dBFS (-Infinity for digital silence). */
  peakDb(): number;
  /** What the speakers get of this tile (0–1). */
  setGain(gain: number): void;
  dispose(): void;
}

/** ~0.34 s at 48 kHz of the half second between two looks: a silence has to last through six of them. */
const meterSamples = 16_384;

interface ElementRoute {
  readonly meter: AnalyserNode;
  readonly volume: GainNode;
  readonly samples: Float32Array<ArrayBuffer>;
}

// Web Audio takes an element once (createMediaElementSource throws InvalidStateError the second time), and Chromium
// keeps an element given to it alive for as long as the context lives, disconnected or not. So each element is
// routed once and its nodes are kept here for its life; an element is never thrown away after it was routed: the
// walls take their elements from tile-videos.ts, which keeps them for the next tile instead.
const routes = new WeakMap<HTMLMediaElement, ElementRoute>();

const routeOnce = (audio: AudioContext, video: HTMLVideoElement): ElementRoute => {
  const known = routes.get(video);
  if (known) return known;
  const source = audio.createMediaElementSource(video);
  const meter = audio.createAnalyser();
  meter.fftSize = meterSamples;
  const volume = audio.createGain();
  volume.gain.value = 0;
  source.connect(meter);
  source.connect(volume).connect(audio.destination);
  // The meter hears the element after its volume: while routed, the element stays unmuted at full volume whatever
  // else sets it (a load sets it quiet, a solo loud), and only the gain decides what is heard.
  const fullVolume = (): void => {
    if (video.muted) video.muted = false;
    if (video.volume !== 1) video.volume = 1;
  };
  fullVolume();
  video.addEventListener('volumechange', fullVolume);
  const route = { meter, volume, samples: new Float32Array(meterSamples) };
  routes.set(video, route);
  return route;
};

/**
 * The tile's meter and gain on its element, routed through the running context the first time and re-used after
 * (a new stream on the same element, a tile closed and its element taken by another). Disposing sets the gain to 0:
 * the nodes stay with the element.
 */
export const routeTileAudio = (video: HTMLVideoElement, gain: number): TileAudio | undefined => {
  const audio = runningWallAudio();
  if (!audio) return undefined;
  const { meter, volume, samples } = routeOnce(audio, video);
  volume.gain.value = gain;
  return {
    peakDb: () => {
      meter.getFloatTimeDomainData(samples);
      let peak = 0;
      for (let index = 0; index < samples.length; index += 1) {
        const level = Math.abs(samples[index] ?? 0);
        if (level > peak) peak = level;
      }
      return 20 * Math.log10(peak);
    },
    setGain: (value) => void (volume.gain.value = value),
    dispose: () => void (volume.gain.value = 0),
  };
};
