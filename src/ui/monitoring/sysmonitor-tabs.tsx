import { Tab, TabList } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';

const tabs = [
  { path: '/sysmonitor/list', label: 'Previews' },
  { path: '/sysmonitor/headends', label: 'Headends' },
  { path: '/sysmonitor/media_servers', label: 'Media servers' },
] as const;

/**
 * The system monitor's views (docs/protocol.md): the wall of system channels, the headend list and the media
 * server stream list, each at its own route so a wall screen can be pointed at one.
 */
export const SysmonitorTabs = (): React.JSX.Element => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <TabList
      size="small"
      selectedValue={tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? tabs[0].path}
      onTabSelect={(_event, data) => void navigate(String(data.value))}
      aria-label="System monitor views"
    >
      {tabs.map((tab) => (
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
