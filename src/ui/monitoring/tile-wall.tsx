import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { wallPlacement, type TileChrome, type WallArea, type WallLayout } from '../../application/monitoring';
import { useElementSize } from './use-element-size';
import type { CardActivation } from './wall-card-activation';

const gap = 12;
const padding = 16;
/** Header and footer of a card before one is measured (the measured one wins: cards may add lines). */
const firstGuessChrome = 94;
/**
 * Narrower grid tiles cannot show their title and state: the wall scrolls instead. 150 px still fits sixteen
 * tiles on a 1440×900 window beside the side bar (6 × 3).
 */
export const readableTileWidth = 150;

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
    '& > [data-testid$="-card"]:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  soloed: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px', borderRadius: '4px' },
});

/** How a card is drawn on the wall: soloed (large, with sound) or not, and activated by a click or Enter. */
export interface TileWallCard {
  readonly soloed: boolean;
  readonly activation: CardActivation;
}

export interface TileWallProps<Card extends { readonly uuid: string }> {
  /** `monitor` or `multiview`: the wall's test ids (`{kind}-grid`, `{kind}-tile`) and its cards' (`{kind}-card`). */
  readonly kind: 'monitor' | 'multiview';
  readonly cards: readonly Card[];
  readonly layout: WallLayout;
  readonly onSolo: (uuid: string) => void;
  readonly renderCard: (card: Card, tile: TileWallCard) => ReactNode;
  /** Auto's smallest tile (px): below it the wall scrolls. Readable titles and states by default. */
  readonly minTileWidth?: number;
  /** More `data-` attributes on the wall (multiview's zoom). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

// The cards' own header and footer: a card's height less its preview's, read again when the cards or the
// wall's size change (a narrower card may wrap its footer).
const useMeasuredChrome = (
  wall: HTMLElement | null,
  kind: string,
  cards: readonly unknown[],
  size: WallArea,
): number => {
  const [chrome, setChrome] = useState(firstGuessChrome);
  useLayoutEffect(() => {
    const card = wall?.querySelector<HTMLElement>(`[data-testid="${kind}-card"]`);
    const preview = card?.querySelector<HTMLElement>('[data-testid="wall-preview"]');
    if (!card || !preview || preview.offsetHeight === 0) return;
    const measured = card.offsetHeight - preview.offsetHeight;
    if (Math.abs(measured - chrome) > 1) setChrome(measured);
  }, [wall, kind, chrome, cards, size]);
  return chrome;
};

/**
 * A wall's tiles (issue 31 §1), on /monitor, /sysmonitor and /multiview, each placed by the domain's `wallPlacement`
 * in the space the screen has: the grid closed up in the wall's order, or the soloed tile large with the others in a
 * strip beside it. Every card stays the same element in every layout (absolutely placed, never re-parented), so
 * soloing reloads no player.
 */
export const TileWall = <Card extends { readonly uuid: string }>({
  kind,
  cards,
  layout,
  onSolo,
  renderCard,
  minTileWidth = readableTileWidth,
  data,
}: TileWallProps<Card>): React.JSX.Element => {
  const styles = useStyles();
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [wall, setWall] = useState<HTMLDivElement | null>(null);
  const size = useElementSize(area);
  const chromeHeight = useMeasuredChrome(wall, kind, cards, size);
  const chrome: TileChrome = useMemo(
    () => ({ height: chromeHeight, gap, minWidth: minTileWidth }),
    [chromeHeight, minTileWidth],
  );
  const uuids = useMemo(() => cards.map((card) => card.uuid), [cards]);
  const placement = useMemo(
    () => (size.width > 0 ? wallPlacement(size, uuids, layout, chrome) : undefined),
    [size, uuids, layout, chrome],
  );
  const boxes = new Map(placement?.tiles.map((tile) => [tile.uuid, tile]));
  const solo = layout.solo;
  return (
    <div
      ref={setArea}
      className={styles.area}
      data-testid={`${kind}-grid`}
      data-grid={layout.grid}
      data-solo={solo}
      {...data}
    >
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
                  data-testid={`${kind}-tile`}
                >
                  {renderCard(card, {
                    soloed,
                    activation: {
                      onActivate: onSolo,
                      active: soloed,
                      description: soloed ? 'Press Enter to return to the grid' : 'Press Enter to solo with sound',
                    },
                  })}
                </div>
              )
            );
          })}
        </div>
      )}
    </div>
  );
};
