import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isAlarmState,
  nextTileChange,
  playerStuck,
  startTileWatch,
  stuckRestartMs,
  WallAlarmBell,
  WallTiles,
  watchTile,
  type TileSample,
  type TileState,
} from '../../application/monitoring';
import { useService } from '../shared';
import { PictureProbe } from './picture-probe';
import type { PlayerFacts } from './player-facts';
import { TileLabelWriter } from './tile-label-writer';
import { tileStatsText } from './tile-stats';
import { routeTileAudio, wallAudioRunning, type TileAudio } from './wall-audio';

/**
 * Two looks a second, for half the cost of four (drawing a new video frame on the probe's canvas is most of a look;
 * docs/performance.md), and one more when a limit of tileLimits is reached between two (nextTileChange): a fault is
 * named, and a clearing ends, when its evidence is long enough, not up to half a second later.
 */
const sampleEveryMs = 500;
/** A limit's look comes this long after the limit, so that the clock has surely reached it. */
const limitLookMarginMs = 5;

export interface TileView {
  readonly state: TileState;
  readonly alarm: boolean;
  /** Whether the tile's sound is measured (after the page's first gesture). */
  readonly soundMeasured: boolean;
  /** The player is loading again and the tile shows its last picture. */
  readonly still: boolean;
  /** Bitrate, resolution, dropped frames and seconds behind live, while `statsShown`. */
  readonly stats: string | undefined;
}

export interface TileWatchOptions {
  /** The wall's tile this player shows ('monitor:{uuid}'), reported to WallTiles with its title. */
  readonly tile: { readonly id: string; readonly title: string } | undefined;
  /** What the speakers get of this tile (0–1). */
  readonly gain: number;
  readonly statsShown: boolean;
}

const sameView = (left: TileView | undefined, right: TileView): boolean =>
  left?.state === right.state &&
  left.stats === right.stats &&
  left.soundMeasured === right.soundMeasured &&
  left.still === right.still;

export interface TileWatch {
  readonly view: TileView | undefined;
  /** The element that shows the state's words ('Frozen · 12 s'): its text is written here, not rendered. */
  readonly labelRef: (node: HTMLElement | null) => void;
}

/**
 * A wall tile's watch (issue 31 §1): a few times a second its picture (a tiny canvas), its sound (a level meter) and
 * its player's facts go through the tile-state machine; the state goes to WallTiles and the view re-renders only when
 * its state, stats or sound change. The words with their running seconds change every second on sixteen tiles: they
 * are written into the label's element directly (labelRef), without a render, at the second the wall's alarm header
 * writes its own (TileLabelWriter). A player stuck while its stream is fine is loaded again.
 */
export const useTileWatch = (
  video: HTMLVideoElement | null,
  facts: PlayerFacts,
  options: TileWatchOptions,
): TileWatch => {
  const tiles = useService(WallTiles);
  const bell = useService(WallAlarmBell);
  const [view, setView] = useState<TileView | undefined>();
  const labelNode = useRef<HTMLElement | null>(null);
  const labelText = useRef('');
  const labelRef = useCallback((node: HTMLElement | null) => {
    labelNode.current = node;
    if (node) node.textContent = labelText.current;
  }, []);
  const latest = useRef(options);
  latest.current = options;
  const audio = useRef<TileAudio | undefined>(undefined);
  useEffect(() => audio.current?.setGain(options.gain), [options.gain]);
  const tileId = options.tile?.id;
  useEffect(() => {
    if (!video) return undefined;
    const probe = new PictureProbe();
    let watch = startTileWatch(Date.now());
    let restartedAt = 0;
    let shown: TileView | undefined;
    let route: TileAudio | undefined;
    let limitLook: ReturnType<typeof setTimeout> | undefined;
    const label = new TileLabelWriter(bell.labelSecond$, (text) => {
      labelText.current = text;
      if (labelNode.current) labelNode.current.textContent = text;
    });
    const subscription = wallAudioRunning().subscribe((running) => {
      if (!running || route) return;
      route = routeTileAudio(video, latest.current.gain);
      audio.current = route;
    });
    const sample = (): void => {
      clearTimeout(limitLook);
      const at = Date.now();
      const lost = facts.offlineSince !== undefined || facts.showingStill;
      const current: TileSample = {
        at,
        offlineSince: facts.offlineSince,
        firstFrame: facts.firstFrame,
        mediaTime: video.currentTime,
        ended: video.ended,
        live: facts.live,
        playlistGrewAt: facts.playlistGrewAt,
        targetDuration: facts.targetDuration,
        picture: lost ? undefined : probe.read(video),
        audioPeakDb: lost ? undefined : route?.peakDb(),
      };
      watch = watchTile(watch, current);
      const change = nextTileChange(watch, current);
      if (change !== undefined && change < at + sampleEveryMs)
        limitLook = setTimeout(sample, change - at + limitLookMarginMs);
      if (playerStuck(watch, current) && at - restartedAt >= stuckRestartMs) {
        restartedAt = at;
        facts.restart();
      }
      const { tile, statsShown } = latest.current;
      if (tile)
        tiles.report({
          id: tile.id,
          title: tile.title,
          state: watch.state,
          since: watch.since,
          alarmSince: watch.alarmSince,
        });
      label.show({
        state: watch.state,
        since: watch.since,
        retryAt: facts.retryAt,
        attempting: facts.offlineSince !== undefined && facts.retryAt === undefined,
      });
      const next: TileView = {
        state: watch.state,
        alarm: isAlarmState(watch.state),
        soundMeasured: route !== undefined,
        still: facts.showingStill,
        stats: statsShown ? tileStatsText(video, facts) : undefined,
      };
      if (sameView(shown, next)) return;
      shown = next;
      setView(next);
    };
    // Tiles opened together would look in the same instant: each starts at its own moment of the half second.
    let every: ReturnType<typeof setInterval> | undefined;
    const phase = setTimeout(() => {
      every = setInterval(sample, sampleEveryMs);
    }, Math.random() * sampleEveryMs);
    return () => {
      clearTimeout(phase);
      clearInterval(every);
      clearTimeout(limitLook);
      label.dispose();
      subscription.unsubscribe();
      route?.dispose();
      audio.current = undefined;
      if (tileId) tiles.forget(tileId);
      labelText.current = '';
      setView(undefined);
    };
  }, [video, facts, tiles, bell, tileId]);
  return { view, labelRef };
};
