import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useMemo, useState } from 'react';
import {
  wallPlacement,
  type MonitorCard as MonitorCardView,
  type TileChrome,
  type WallArea,
  type WallLayout,
} from '../../application/monitoring';
import { MonitorCard } from './monitor-card';
import { useElementSize } from './use-element-size';

const gap = 12;
const padding = 16;
/** Header and footer of a monitor card before one is measured (the measured one wins: t-tiles may add lines). */
const firstGuessChrome = 94;
/**
 * Narrower grid tiles cannot show their title and state: the wall scrolls instead. 150 px still fits sixteen
 * tiles on a 1440×900 window beside the side bar (6 × 3).
 */
const minTileWidth = 150;

const useStyles = makeStyles({
  area: {
    flexGrow: 1,
    minHeight: 0,
    overflowY: 'auto',
    // The scroll bar's room is always kept, so a wall that starts scrolling does not resize every tile.
    scrollbarGutter: 'stable',
    padding: `${padding}px`,
  },
  wall: { position: 'relative', marginLeft: 'auto', marginRight: 'auto' },
  tile: {
    position: 'absolute',
    display: 'flex',
    flexDirection: 'column',
    // Fluent draws a card's focus only in its own focus modes, which the wall's cards leave off (Enter solos).
    '& > [data-testid="monitor-card"]:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  soloed: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px', borderRadius: '4px' },
});

export interface MonitorTilesProps {
  readonly cards: readonly MonitorCardView[];
  readonly layout: WallLayout;
  readonly onClose: (uuid: string) => void;
  readonly onSolo: (uuid: string) => void;
}

// The cards' own header and footer: a card's height less its preview's, read again when the cards or the
// wall's size change (a narrower card may wrap its footer).
const useMeasuredChrome = (wall: HTMLElement | null, cards: readonly unknown[], size: WallArea): number => {
  const [chrome, setChrome] = useState(firstGuessChrome);
  useLayoutEffect(() => {
    const card = wall?.querySelector<HTMLElement>('[data-testid="monitor-card"]');
    const preview = card?.querySelector<HTMLElement>('[data-testid="wall-preview"]');
    if (!card || !preview || preview.offsetHeight === 0) return;
    const measured = card.offsetHeight - preview.offsetHeight;
    if (Math.abs(measured - chrome) > 1) setChrome(measured);
  }, [wall, chrome, cards, size]);
  return chrome;
};

/**
 * The wall's tiles (issue 31 §1), each placed by the domain's `wallPlacement` in the space the screen has: the
 * grid closed up in the wall's order, or the soloed tile large with the others in a strip beside it. Every card
 * stays the same element in every layout (absolutely placed, never re-parented), so soloing reloads no player.
 */
export const MonitorTiles = ({ cards, layout, onClose, onSolo }: MonitorTilesProps): React.JSX.Element => {
  const styles = useStyles();
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [wall, setWall] = useState<HTMLDivElement | null>(null);
  const size = useElementSize(area);
  const chromeHeight = useMeasuredChrome(wall, cards, size);
  const chrome: TileChrome = useMemo(() => ({ height: chromeHeight, gap, minWidth: minTileWidth }), [chromeHeight]);
  const uuids = useMemo(() => cards.map((card) => card.uuid), [cards]);
  const placement = useMemo(
    () => (size.width > 0 ? wallPlacement(size, uuids, layout, chrome) : undefined),
    [size, uuids, layout, chrome],
  );
  const boxes = new Map(placement?.tiles.map((tile) => [tile.uuid, tile]));
  const solo = layout.solo;
  return (
    <div ref={setArea} className={styles.area} data-testid="monitor-grid" data-grid={layout.grid} data-solo={solo}>
      {placement && (
        <div ref={setWall} className={styles.wall} style={{ width: placement.width, height: placement.height }}>
          {cards.map((card) => {
            const box = boxes.get(card.uuid);
            const soloed = card.uuid === solo;
            return (
              box && (
                <div
                  key={card.uuid}
                  className={soloed ? `${styles.tile} ${styles.soloed}` : styles.tile}
                  // A strip longer than the screen scrolls under a soloed tile that stays in view (sticky, in the
                  // wall's flow: the other tiles are out of it), still the same element.
                  style={
                    soloed
                      ? { position: 'sticky', top: 0, marginLeft: box.x, width: box.width, zIndex: 1 }
                      : { left: box.x, top: box.y, width: box.width }
                  }
                  data-testid="monitor-tile"
                >
                  <MonitorCard
                    card={card}
                    onClose={onClose}
                    sound={soloed}
                    activation={{
                      onActivate: onSolo,
                      active: soloed,
                      description: soloed ? 'Press Enter to return to the grid' : 'Press Enter to solo with sound',
                    }}
                  />
                </div>
              )
            );
          })}
        </div>
      )}
    </div>
  );
};
