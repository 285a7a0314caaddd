import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { MaintenanceStatusView } from '../../application/maintenance';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  term: { color: tokens.colorNeutralForeground2 },
});

const badges = {
  unknown: { text: 'Not checked yet', color: 'informative' },
  off: { text: 'Not running', color: 'success' },
  scheduled: { text: 'Scheduled', color: 'warning' },
  running: { text: 'Running', color: 'danger' },
} as const;

/** What maintenance.json says now (spec 3 §3 Maintenance), rechecked 1000 ms after a start or stop. */
export const MaintenanceStatus = ({ view }: { view: MaintenanceStatusView }): React.JSX.Element => {
  const styles = useStyles();
  const badge = badges[view.state];
  return (
    <dl className={styles.panel} aria-label="Maintenance status" data-testid="maintenance-status">
      <dt className={styles.term}>Status</dt>
      <dd style={{ margin: 0 }}>
        <Badge appearance="filled" color={badge.color} data-testid="maintenance-state">
          {badge.text}
        </Badge>
      </dd>
      {view.start && (
        <>
          <dt className={styles.term}>Start</dt>
          <dd style={{ margin: 0 }}>
            <Body1>{view.start}</Body1>
          </dd>
        </>
      )}
      {view.end && (
        <>
          <dt className={styles.term}>End</dt>
          <dd style={{ margin: 0 }}>
            <Body1>{view.end}</Body1>
          </dd>
        </>
      )}
      {view.message && (
        <>
          <dt className={styles.term}>Message</dt>
          <dd style={{ margin: 0 }}>
            <Body1>{view.message}</Body1>
          </dd>
        </>
      )}
    </dl>
  );
};
