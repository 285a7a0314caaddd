import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import {
  MonitorCommands,
  MonitorQueries,
  wallNameOf,
  type MonitorScope,
  type MonitorWall,
} from '../../application/monitoring';
import { ScreenTitle, useService, useQuery } from '../shared';
import { MonitorCard } from './monitor-card';
import { SysmonitorTabs } from './sysmonitor-tabs';
import { TileWall } from './tile-wall';
import { useWallLayout } from './use-wall-layout';
import { WallAlarms } from './wall-alarms';
import { WallGridChoice } from './wall-grid-choice';
import { WallSidebar, type WallSidebarItem } from './wall-sidebar';

const useStyles = makeStyles({
  screen: { display: 'flex', flexGrow: 1, minHeight: 0, height: '100%' },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0 },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

const emptyWall: MonitorWall = { loaded: false, choices: [], cards: [], layout: { grid: 'auto' } };

const titles: Readonly<Record<MonitorScope, string>> = { all: 'Monitor', system: 'System Monitor' };

/** /monitor/list and /sysmonitor/list (spec 2 §2): the side bar 'Select channels' and the grid of previews. */
const MonitorWallScreen = ({ scope }: { readonly scope: MonitorScope }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(MonitorQueries);
  const commands = useService(MonitorCommands);
  const wall = useQuery(() => queries.wall$(scope), [queries, scope], emptyWall);
  const [search, setSearch] = useState('');
  const items = useMemo(
    (): WallSidebarItem[] =>
      queries.search(wall.choices, search).map((choice) => ({
        id: choice.uuid,
        title: choice.title,
        detail: choice.developer ? `${choice.name} · developer` : choice.name,
        shown: choice.shown,
      })),
    [queries, wall.choices, search],
  );
  const toggle = useCallback(
    (uuid: string, show: boolean) => void commands.setShown(scope, uuid, show),
    [commands, scope],
  );
  const close = useCallback((uuid: string) => toggle(uuid, false), [toggle]);
  const { chooseGrid, solo } = useWallLayout(wallNameOf(scope), wall.layout);
  const titleId = `${scope}-monitor-title`;
  return (
    <div className={styles.screen}>
      <WallSidebar
        heading="Select channels"
        search={search}
        onSearch={setSearch}
        searchHint={
          search.trim().length > 0 && search.trim().length < queries.searchMinimum
            ? `Type at least ${queries.searchMinimum} characters`
            : undefined
        }
        items={items}
        onToggle={toggle}
        emptyText={wall.loaded ? 'No channels' : 'Loading…'}
        testId="monitor-sidebar"
      />
      <section className={styles.main} aria-labelledby={titleId}>
        <ScreenTitle
          id={titleId}
          className={styles.title}
          actions={
            <>
              {scope === 'system' && <SysmonitorTabs />}
              <WallGridChoice kind="monitor" grid={wall.layout.grid} onChoose={chooseGrid} />
            </>
          }
        >
          {titles[scope]}
        </ScreenTitle>
        <WallAlarms />
        {wall.cards.length === 0 ? (
          <Body1 className={styles.empty} data-testid="monitor-empty">
            {wall.loaded ? 'No channels on the wall: choose them with the eye in Select channels.' : 'Loading…'}
          </Body1>
        ) : (
          <TileWall
            kind="monitor"
            cards={wall.cards}
            layout={wall.layout}
            onSolo={solo}
            renderCard={(card, tile) => (
              <MonitorCard card={card} onClose={close} sound={tile.soloed} activation={tile.activation} />
            )}
          />
        )}
      </section>
    </div>
  );
};

export const MonitorScreen = (): React.JSX.Element => <MonitorWallScreen scope="all" />;
export const SystemMonitorScreen = (): React.JSX.Element => <MonitorWallScreen scope="system" />;
