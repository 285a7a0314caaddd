import { Tab, TabList } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { DrillQueries } from '../../application/drills';
import { useObservable, useService } from '../shared';

const tabs = [
  { path: '/sysmonitor/list', label: 'Previews' },
  { path: '/sysmonitor/headends', label: 'Headends' },
  { path: '/sysmonitor/media_servers', label: 'Media servers' },
  { path: '/sysmonitor/drills', label: 'Drills' },
] as const;

/**
 * The system monitor's views (docs/protocol.md): the wall of system channels, the headend list, the media server
 * stream list and, for accounts with the fault_drills right, the Drill panel (issue 31 §2), each at its own route
 * so a wall screen can be pointed at one.
 */
export const SysmonitorTabs = (): React.JSX.Element => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const drills = useObservable(useService(DrillQueries).allowed$, false);
  const shown = tabs.filter((tab) => drills || tab.path !== '/sysmonitor/drills');
  return (
    <TabList
      size="small"
      selectedValue={tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? tabs[0].path}
      onTabSelect={(_event, data) => void navigate(String(data.value))}
      aria-label="System monitor views"
    >
      {shown.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          data-testid={`sysmonitor-tab-${tab.label.toLowerCase().replace(' ', '-')}`}
        >
          {tab.label}
        </Tab>
      ))}
    </TabList>
  );
};
