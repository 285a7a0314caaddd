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
import { ChevronDown16Regular } from '@fluentui/react-icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { DevicesQueries } from '../../application/devices';
import { useObservable, useService } from '../shared';

const sections = [
  { key: 'devices', title: 'Devices' },
  { key: 'plan', title: 'Plan' },
] as const;

/**
 * The /devices area (spec 3 §2.6): Devices, Plan, Models (a menu of the device types that name a models list) and
 * Locations, with the open section below. /devices itself redirects to the device list (route table).
 */
export const DevicesLayout = (): React.JSX.Element => {
  const models = useObservable(useService(DevicesQueries).modelMenu$, []);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.split('/')[2] ?? '';
  const tab = (key: string, title: string, to: string): React.JSX.Element => (
    <ToolbarButton
      key={key}
      appearance={current === key ? 'primary' : 'subtle'}
      aria-current={current === key ? 'page' : undefined}
      data-testid={`devices-tab-${key}`}
      onClick={() => void navigate(to)}
    >
      {title}
    </ToolbarButton>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <nav aria-label="Devices" style={{ borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }}>
        <Toolbar aria-label="Devices sections" data-testid="devices-toolbar">
          {sections.map((section) => tab(section.key, section.title, `/devices/${section.key}/list`))}
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <ToolbarButton
                appearance={current === 'models' ? 'primary' : 'subtle'}
                aria-current={current === 'models' ? 'page' : undefined}
                data-testid="devices-tab-models"
              >
                Models <ChevronDown16Regular style={{ verticalAlign: 'middle' }} />
              </ToolbarButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {models.length === 0 && <MenuItem disabled>No device type names a models list</MenuItem>}
                {models.map((entry) => (
                  <MenuItem
                    key={`${entry.label}-${entry.listId}`}
                    data-testid="devices-models-entry"
                    onClick={() => void navigate(`/devices/models/list/${entry.listId}`)}
                  >
                    {entry.label}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
          {tab('locations', 'Locations', '/devices/locations/list')}
        </Toolbar>
      </nav>
      <Outlet />
    </div>
  );
};
