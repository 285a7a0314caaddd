import { useEffect, useRef, useState } from 'react';
import {
  isAlarmState,
  playerStuck,
  startTileWatch,
  tileStateLabel,
  WallTiles,
  watchTile,
  type TileSample,
  type TileState,
} from '../../application/monitoring';
import { useService } from '../shared';
import { PictureProbe } from './picture-probe';
import type { PlayerFacts } from './player-facts';
import { tileStatsText } from './tile-stats';
import { routeTileAudio, wallAudioRunning, type TileAudio } from './wall-audio';

/** Four looks a second: every limit of tileLimits is seen within a quarter of a second of being reached. */
const sampleEveryMs = 250;

export interface TileView {
  readonly state: TileState;
  readonly alarm: boolean;
  /** 'Frozen · 12 s'. */
  readonly label: string;
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
  left?.label === right.label &&
  left.stats === right.stats &&
  left.soundMeasured === right.soundMeasured &&
  left.still === right.still;

/**
 * A wall tile's watch (issue 31 §1): a few times a second its picture (a tiny canvas), its sound (a level meter) and
 * its player's facts go through the tile-state machine; the state goes to WallTiles and the view re-renders only when
 * its words change (once a second at most). A player stuck while its stream is fine is loaded again.
 */
export const useTileWatch = (
  video: HTMLVideoElement | null,
  facts: PlayerFacts,
  options: TileWatchOptions,
): TileView | undefined => {
  const tiles = useService(WallTiles);
  const [view, setView] = useState<TileView | undefined>();
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
    const subscription = wallAudioRunning().subscribe((running) => {
      if (!running || route) return;
      route = routeTileAudio(video, latest.current.gain);
      audio.current = route;
    });
    const sample = (): void => {
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
      if (playerStuck(watch, current) && at - restartedAt >= sampleEveryMs * 40) {
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
      const next: TileView = {
        state: watch.state,
        alarm: isAlarmState(watch.state),
        // An attempt under way is 'retrying now'.
        label: tileStateLabel(
          watch.state,
          watch.since,
          at,
          facts.retryAt ?? (facts.offlineSince === undefined ? undefined : at),
        ),
        soundMeasured: route !== undefined,
        still: facts.showingStill,
        stats: statsShown ? tileStatsText(video, facts) : undefined,
      };
      if (sameView(shown, next)) return;
      shown = next;
      setView(next);
    };
    // Tiles opened together would look in the same instant: each starts at its own moment of the quarter second.
    let every: ReturnType<typeof setInterval> | undefined;
    const phase = setTimeout(() => {
      every = setInterval(sample, sampleEveryMs);
    }, Math.random() * sampleEveryMs);
    return () => {
      clearTimeout(phase);
      clearInterval(every);
      subscription.unsubscribe();
      route?.dispose();
      audio.current = undefined;
      if (tileId) tiles.forget(tileId);
      setView(undefined);
    };
  }, [video, facts, tiles, tileId]);
  return view;
};
