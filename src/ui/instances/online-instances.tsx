import {
  Body1,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { memo, useState } from 'react';
import { useNavigate } from 'react-router';
import { OnlineInstancesQueries, sameOnlineEntry } from '../../application/instances';
import type { OnlineEntry, OnlineTab } from '../../domain/instances';
import { useObservable, useService } from '../shared';
import { VersionText } from './version-text';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  // Up to 500 entries: the browser skips the style, layout and paint of those scrolled out of view (each keeps
  // its last measured height, about two lines, so the scroll bar does not jump). Issue 19 §5.
  item: { contentVisibility: 'auto', containIntrinsicSize: 'auto 40px' },
  entry: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    textAlign: 'start',
    width: '100%',
    // A button is border-box by default, a div is not: without this a viewer's entry (a div) is its padding wider
    // than the side bar and the version at its right edge is cut (issue 29).
    boxSizing: 'border-box',
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
  },
  button: { cursor: 'pointer', ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover } },
  channel: { color: tokens.colorNeutralForeground3, gridColumn: '1 / 2' },
});

const EntryText = ({ entry }: { entry: OnlineEntry }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <>
      <Body1>{entry.title}</Body1>
      <VersionText version={entry.version} colour={entry.versionColour} />
      <Caption1 className={styles.channel}>{entry.channel || 'No channel'}</Caption1>
    </>
  );
};

const sameEntryProps = (a: { entry: OnlineEntry }, b: { entry: OnlineEntry }): boolean =>
  sameOnlineEntry(a.entry, b.entry);

/** A viewer's entry, without the menu. */
const ViewerEntry = memo(function ViewerEntry({ entry }: { entry: OnlineEntry }): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.entry} data-testid="online-instance">
      <EntryText entry={entry} />
    </div>
  );
}, sameEntryProps);

/** An administrator's entry: a button opening the instance menu (spec 3 §2.5); re-rendered only when it changes. */
const AdminEntry = memo(function AdminEntry({ entry }: { entry: OnlineEntry }): React.JSX.Element {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <button type="button" className={`${styles.entry} ${styles.button}`} data-testid="online-instance">
          <EntryText entry={entry} />
        </button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            onClick={() => void navigate(`/dashboard/instance/${entry.id}`)}
            data-testid="online-instance-stats"
          >
            Statistics
          </MenuItem>
          <MenuItem onClick={() => void navigate(`/instances/edit/${entry.id}`)} data-testid="online-instance-edit">
            Edit instance
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}, sameEntryProps);

/**
 * The online instances side bar (spec 3 §2.5): tabs Input, Output, System, Servers for administrators, each
 * entry with its title, channel title and version (red unless current, a warning without one); a click opens
 * the instance menu. Other viewers see the online instances in one list, without the menu.
 */
export const OnlineInstances = (): React.JSX.Element | null => {
  const styles = useStyles();
  const view = useObservable(useService(OnlineInstancesQueries).view$, undefined);
  const [tab, setTab] = useState<OnlineTab>('Input');
  if (!view) return null;
  const entries = view.isAdmin ? view.byTab[tab] : view.all;
  return (
    <section aria-label="Instances online" data-testid="online-instances">
      <Subtitle2 as="h2">Instances online</Subtitle2>
      {view.isAdmin && (
        <TabList size="small" selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as OnlineTab)}>
          {view.tabs.map((name) => (
            // The count stays out of the label: four tabs with counts do not fit the 350 px side bar.
            <Tab
              key={name}
              value={name}
              aria-label={`${name}, ${view.byTab[name].length} online`}
              data-testid={`online-tab-${name}`}
            >
              {name}
            </Tab>
          ))}
        </TabList>
      )}
      <ul className={styles.list}>
        {entries.length === 0 && (
          <li>
            <Caption1>None online</Caption1>
          </li>
        )}
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            {view.isAdmin ? <AdminEntry entry={entry} /> : <ViewerEntry entry={entry} />}
          </li>
        ))}
      </ul>
    </section>
  );
};
