import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import {
  ConnectionQueries,
  MaintenanceQueries,
  type ConnectionOverlay as Overlay,
  type MaintenanceView,
} from '../../application/shell';
import { NotificationToaster } from '../notifications';
import { ProcessBar } from '../processes';
import { ToastClearanceProvider, useObservable, useService } from '../shared';
import { ConnectionOverlay } from './connection-overlay';
import { LogoutAlert } from './logout-alert';
import { MaintenanceBlock } from './maintenance-block';
import { RefusedNotice } from './refused-notice';
import { SideMenu } from './side-menu';
import { TopToolbar } from './top-toolbar';

const useStyles = makeStyles({
  shell: { height: '100%', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground1 },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  main: { flexGrow: 1, minWidth: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
  footer: {
    flexShrink: 0,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

const quiet: MaintenanceView = { blocked: false, loginRestricted: false };
const connected: Overlay = { shown: false, failed: false };

/** The dark shell (spec 1 §1, §2): top toolbar, left icon menu, the screen, the process bar at the bottom. */
export const ShellLayout = (): React.JSX.Element => {
  const styles = useStyles();
  const maintenance = useObservable(useService(MaintenanceQueries).view$, quiet);
  const overlay = useObservable(useService(ConnectionQueries).overlay$, connected);
  if (maintenance.blocked) return <MaintenanceBlock view={maintenance} />;
  return (
    <ToastClearanceProvider>
      <div className={styles.shell}>
        {/* While the overlay is up, nothing behind it takes focus or clicks. */}
        <div className={styles.shell} inert={overlay.shown}>
          <TopToolbar maintenanceNotice={maintenance.notice} />
          <div className={styles.body}>
            <SideMenu />
            <main className={styles.main} id="main-content">
              <LogoutAlert />
              <RefusedNotice />
              <Outlet />
            </main>
          </div>
          <footer className={styles.footer} aria-label="Processes">
            <ProcessBar />
          </footer>
        </div>
        <ConnectionOverlay />
        <NotificationToaster />
      </div>
    </ToastClearanceProvider>
  );
};
