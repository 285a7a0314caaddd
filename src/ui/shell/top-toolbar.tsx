import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Warning20Regular } from '@fluentui/react-icons';
import { ToolbarQueries } from '../../application/shell';
import { ProfileMenu } from '../recording';
import { Logo, useObservable, useService } from '../shared';
import { ConnectionIndicator } from './connection-indicator';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '48px',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground4,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  notice: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteYellowForeground2,
    minWidth: 0,
  },
  spacer: { flexGrow: 1 },
  clock: { fontVariantNumeric: 'tabular-nums' },
});

/** The top bar (spec 1 §2.2): logo, maintenance notice, staleness indicator, server clock, the user's name. */
export const TopToolbar = ({ maintenanceNotice }: { maintenanceNotice?: string }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ToolbarQueries);
  const userName = useObservable(queries.userName$, '');
  const clock = useObservable(queries.serverClock$, undefined);
  return (
    <header className={styles.bar} role="banner">
      <div className={styles.brand}>
        <Logo />
        <Text weight="semibold">Studio Console</Text>
      </div>
      {maintenanceNotice && (
        <div className={styles.notice} role="status" data-testid="maintenance-notice">
          <Warning20Regular aria-hidden="true" />
          <Caption1 truncate wrap={false}>
            {maintenanceNotice}
          </Caption1>
        </div>
      )}
      <div className={styles.spacer} />
      <ConnectionIndicator />
      {clock && (
        <Caption1 className={styles.clock} aria-label="Server clock" data-testid="server-clock">
          {clock}
        </Caption1>
      )}
      <ProfileMenu userName={userName} />
    </header>
  );
};
