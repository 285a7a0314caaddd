import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { MonitorCommands, MonitorQueries, type MonitorScope, type MonitorWall } from '../../application/monitoring';
import { ScreenTitle, useService, useQuery } from '../shared';
import { MonitorCard } from './monitor-card';
import { SysmonitorTabs } from './sysmonitor-tabs';
import { WallAlarms } from './wall-alarms';
import { WallSidebar, type WallSidebarItem } from './wall-sidebar';

const useStyles = makeStyles({
  screen: { display: 'flex', flexGrow: 1, minHeight: 0, height: '100%' },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0 },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    alignContent: 'start',
    // Rows as tall as their cards: a height-bound grid would otherwise squeeze rows of overflow-hidden cards.
    gridAutoRows: 'max-content',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    overflowY: 'auto',
    flexGrow: 1,
    minHeight: 0,
  },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

const emptyWall: MonitorWall = { loaded: false, choices: [], cards: [] };

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
          actions={scope === 'system' ? <SysmonitorTabs /> : undefined}
        >
          {titles[scope]}
        </ScreenTitle>
        <WallAlarms />
        {wall.cards.length === 0 ? (
          <Body1 className={styles.empty} data-testid="monitor-empty">
            {wall.loaded ? 'No channels on the wall: choose them with the eye in Select channels.' : 'Loading…'}
          </Body1>
        ) : (
          <div className={styles.grid} data-testid="monitor-grid">
            {wall.cards.map((card) => (
              <MonitorCard key={card.uuid} card={card} onClose={close} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
};

export const MonitorScreen = (): React.JSX.Element => <MonitorWallScreen scope="all" />;
export const SystemMonitorScreen = (): React.JSX.Element => <MonitorWallScreen scope="system" />;
