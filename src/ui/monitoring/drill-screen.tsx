import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { DrillQueries, type DrillPanelView } from '../../application/drills';
import { SysmonitorTabs } from './sysmonitor-tabs';
import { ScreenTitle, useObservable, useService } from '../shared';
import { DrillForm } from './drill-form';
import { DrillList } from './drill-list';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, overflowY: 'auto' },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
  body: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const closed: DrillPanelView = { allowed: false, loading: true, channels: [], rows: [] };

/** The panel itself, for an account with the right: it holds system:drill while it is shown. */
const DrillPanel = ({ view }: { readonly view: DrillPanelView }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DrillQueries);
  useEffect(() => queries.watch(), [queries]);
  return (
    <div className={styles.body} data-testid="drill-panel">
      <Body1>
        A drill injects a fault into a channel&apos;s live stream on the studio server, so the walls show it as a real
        fault would. It ends by itself after its seconds, or at Stop.
      </Body1>
      <section className={styles.section} aria-labelledby="drill-start-title">
        <Subtitle2 as="h2" id="drill-start-title">
          Start a drill
        </Subtitle2>
        <DrillForm channels={view.channels} />
      </section>
      <section className={styles.section} aria-labelledby="drill-running-title">
        <Subtitle2 as="h2" id="drill-running-title">
          Running drills
        </Subtitle2>
        <DrillList rows={view.rows} loading={view.loading} />
      </section>
    </div>
  );
};

/**
 * /sysmonitor/drills (issue 31 §2): fault drills on the studio server's simulated channels. Offered to accounts
 * with the fault_drills right only; the server refuses system:drill to anyone else.
 */
export const DrillScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const view = useObservable(useService(DrillQueries).panel$, closed);
  return (
    <section className={styles.screen} aria-labelledby="drills-title">
      <ScreenTitle id="drills-title" className={styles.title} actions={<SysmonitorTabs />}>
        Drills
      </ScreenTitle>
      {view.allowed ? (
        <DrillPanel view={view} />
      ) : (
        <Body1 className={styles.body} data-testid="drill-not-offered">
          Fault drills are for administrators.
        </Body1>
      )}
    </section>
  );
};
