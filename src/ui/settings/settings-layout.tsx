import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  tokens,
} from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SettingsAreaQueries } from '../../application/settings';
import type { SettingsTab, SettingsToolbarEntry } from '../../domain/accounts';
import { useObservable, useService } from '../shared';

const tabTitles: Readonly<Record<SettingsTab, string>> = {
  settings: 'Settings',
  list_types: 'List Types',
  running_orders: 'Running orders',
  external_devices: 'Videohub',
  profile: 'Profile',
  sessions: 'Sessions',
  accounts: 'Accounts',
  groups: 'Groups',
  maintenance: 'Maintenance',
};

// The External devices menu names its three devices (spec 3 §2.2); the others open their tab.
const externalDevices = [
  { path: 'external_devices/videohub', title: 'Videohub' },
  { path: 'external_devices/teranex', title: 'Teranex' },
  { path: 'external_devices/pdu', title: 'PDU' },
] as const;

const menuItems = (entry: Extract<SettingsToolbarEntry, { kind: 'menu' }>) =>
  entry.tabs.includes('external_devices')
    ? externalDevices
    : entry.tabs.map((tab) => ({ path: tab, title: tabTitles[tab] }));

/** The settings area (spec 3 §2.2): its toolbar for the viewer, and the open tab below it. */
export const SettingsLayout = (): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const entries = useObservable(queries.toolbar$, []);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.split('/')[2] ?? '';
  const go = (path: string): void => void navigate(`/settings/${path}`);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <nav aria-label="Settings" style={{ borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }}>
        <Toolbar aria-label="Settings sections" data-testid="settings-toolbar">
          {entries.map((entry) =>
            entry.kind === 'button' ? (
              <ToolbarButton
                key={entry.tab}
                appearance={current === entry.tab ? 'primary' : 'subtle'}
                aria-current={current === entry.tab ? 'page' : undefined}
                data-testid={`settings-tab-${entry.tab}`}
                onClick={() => go(entry.tab)}
              >
                {entry.title}
              </ToolbarButton>
            ) : (
              <Menu key={entry.title}>
                <MenuTrigger disableButtonEnhancement>
                  <ToolbarButton
                    appearance={entry.tabs.some((tab) => tab === current) ? 'primary' : 'subtle'}
                    data-testid={`settings-menu-${entry.tabs[0] ?? ''}`}
                  >
                    {entry.title} ▾
                  </ToolbarButton>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {menuItems(entry).map((item) => (
                      <MenuItem
                        key={item.path}
                        data-testid={`settings-menu-item-${item.path}`}
                        onClick={() => go(item.path)}
                      >
                        {item.title}
                      </MenuItem>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            ),
          )}
        </Toolbar>
      </nav>
      <Outlet />
    </div>
  );
};
