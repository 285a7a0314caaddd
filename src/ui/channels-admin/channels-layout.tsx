import { Toolbar, ToolbarButton, tokens } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ChannelsAdminQueries } from '../../application/channels-admin';
import { useObservable, useService } from '../shared';

/**
 * The /channels area (spec 3 §2.3): Inputs, Outputs (admin), Access groups (admin), Configuration presets
 * (developer), and the open tab below. /channels itself redirects to the inputs list (route table).
 */
export const ChannelsLayout = (): React.JSX.Element => {
  const entries = useObservable(useService(ChannelsAdminQueries).toolbar$, []);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.split('/')[2] ?? '';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <nav aria-label="Channels" style={{ borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }}>
        <Toolbar aria-label="Channels sections" data-testid="channels-toolbar">
          {entries.map((entry) => (
            <ToolbarButton
              key={entry.tab}
              appearance={current === entry.tab ? 'primary' : 'subtle'}
              aria-current={current === entry.tab ? 'page' : undefined}
              data-testid={`channels-tab-${entry.tab}`}
              onClick={() => void navigate(`/channels/${entry.tab}/list`)}
            >
              {entry.title}
            </ToolbarButton>
          ))}
        </Toolbar>
      </nav>
      <Outlet />
    </div>
  );
};
