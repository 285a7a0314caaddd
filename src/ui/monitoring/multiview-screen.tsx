import { Body1, Button, Caption1, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { TaskListAddRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import {
  MultiviewCommands,
  MultiviewFeed,
  MultiviewQueries,
  multiviewZooms,
  type MultiviewWall,
  type MultiviewZoom,
} from '../../application/monitoring';
import { ScreenTitle, useObservable, useService } from '../shared';
import { MultiviewCard } from './multiview-card';
import { TileWall } from './tile-wall';
import { useWallLayout } from './use-wall-layout';
import { WallAlarms } from './wall-alarms';
import { WallGridChoice } from './wall-grid-choice';
import { WallSidebar, type WallSidebarItem } from './wall-sidebar';

const useStyles = makeStyles({
  screen: { display: 'flex', flexGrow: 1, minHeight: 0, height: '100%', position: 'relative' },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0 },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  zoom: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

const emptyWall: MultiviewWall = {
  loaded: false,
  choices: [],
  cards: [],
  ownTodos: false,
  day: '',
  layout: { grid: 'auto' },
};
const zoomLabels: Readonly<Record<MultiviewZoom, string>> = { preview: 'Preview', live: 'Live' };

/**
 * /multiview/list (spec 2 §2): the side bar 'Select events' (search from 1 character, admins' 'add own todo
 * events'), the zoom modes and the wall of the chosen events, laid out like the monitor walls (issue 31: grid, solo
 * with sound, saved per account); /multiview/event/{id} draws the event editor through the Outlet. Mounting follows
 * the current day on events:all; unmounting leaves it. Zoom picks what the cards play (Preview: the recording,
 * Live: the live stream) and, under Auto, the cards' smallest width.
 */
export const MultiviewScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(MultiviewQueries);
  const commands = useService(MultiviewCommands);
  const feed = useService(MultiviewFeed);
  const wall = useObservable(queries.wall$, emptyWall);
  const [search, setSearch] = useState('');
  const [zoom, setZoom] = useState<MultiviewZoom>('preview');
  useEffect(() => feed.open(queries.range$), [feed, queries]);
  const items = useMemo(
    (): WallSidebarItem[] =>
      queries.search(wall.choices, search).map((choice) => ({
        id: choice.uuid,
        title: choice.title,
        detail: choice.detail,
        shown: choice.shown,
      })),
    [queries, wall.choices, search],
  );
  const toggle = useCallback((uuid: string, show: boolean) => void commands.setShown(uuid, show), [commands]);
  const close = useCallback((uuid: string) => toggle(uuid, false), [toggle]);
  const clip = useCallback((uuid: string) => void commands.clipLastMinute(uuid), [commands]);
  const { chooseGrid, solo } = useWallLayout('multiview', wall.layout);
  return (
    <div className={styles.screen}>
      <WallSidebar
        heading="Select events"
        search={search}
        onSearch={setSearch}
        items={items}
        onToggle={toggle}
        emptyText={wall.loaded ? (search ? 'No events match' : 'No events today') : 'Loading…'}
        testId="multiview-sidebar"
        actions={
          wall.ownTodos ? (
            <Button
              icon={<TaskListAddRegular />}
              onClick={() => void commands.addOwnTodoEvents()}
              data-testid="multiview-own-todos"
            >
              Add own todo events
            </Button>
          ) : undefined
        }
      />
      <section className={styles.main} aria-labelledby="multiview-title">
        <ScreenTitle
          id="multiview-title"
          className={styles.title}
          actions={
            <>
              <Caption1 data-testid="multiview-day">{wall.day}</Caption1>
              <div role="group" aria-label="Zoom" className={styles.zoom}>
                {multiviewZooms.map((mode) => (
                  <ToggleButton
                    key={mode}
                    checked={zoom === mode}
                    appearance={zoom === mode ? 'primary' : 'secondary'}
                    onClick={() => setZoom(mode)}
                    data-testid={`multiview-zoom-${mode}`}
                  >
                    {zoomLabels[mode]}
                  </ToggleButton>
                ))}
              </div>
              <WallGridChoice kind="multiview" grid={wall.layout.grid} onChoose={chooseGrid} />
            </>
          }
        >
          Multiview
        </ScreenTitle>
        <WallAlarms />
        {wall.cards.length === 0 ? (
          <Body1 className={styles.empty} data-testid="multiview-empty">
            {wall.loaded ? 'No events on the wall: choose them with the eye in Select events.' : 'Loading…'}
          </Body1>
        ) : (
          <TileWall
            kind="multiview"
            cards={wall.cards}
            layout={wall.layout}
            onSolo={solo}
            minTileWidth={queries.cellWidth(zoom)}
            data={{ 'data-zoom': zoom }}
            renderCard={(card, tile) => (
              <MultiviewCard
                card={card}
                zoom={zoom}
                onClose={close}
                onClip={clip}
                sound={tile.soloed}
                activation={tile.activation}
              />
            )}
          />
        )}
        <Outlet />
      </section>
    </div>
  );
};
