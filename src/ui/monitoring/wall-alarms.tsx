import { Badge, Button, Caption1, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { AlertUrgentRegular } from '@fluentui/react-icons';
import {
  alarmCountText,
  WallAlarmBell,
  WallSwitches,
  WallTiles,
  type WallAlarmRow,
} from '../../application/monitoring';
import { wallAudioRunning } from '../player';
import { useObservable, useQuery, useService } from '../shared';
import { useAlarmChime } from './use-alarm-chime';

const useStyles = makeStyles({
  // One line whatever the alarms: the wall under it must not jump when an alarm comes or goes.
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`,
  },
  list: {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    overflowX: 'auto',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
  },
  alarm: {
    listStyleType: 'none',
    flexShrink: 0,
    whiteSpace: 'nowrap',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `0 0 0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  acknowledged: { border: `1px solid ${tokens.colorNeutralStroke1}`, backgroundColor: 'transparent' },
  note: { color: tokens.colorNeutralForeground3, minWidth: 0 },
  switches: { display: 'flex', alignItems: 'center', flexShrink: 0, marginLeft: 'auto' },
});

const AlarmItem = ({ row: { alarm, label } }: { readonly row: WallAlarmRow }): React.JSX.Element => {
  const tiles = useService(WallTiles);
  const styles = useStyles();
  return (
    <li
      className={alarm.acknowledged ? `${styles.alarm} ${styles.acknowledged}` : styles.alarm}
      data-testid="wall-alarm"
      data-tile={alarm.id}
      data-acknowledged={alarm.acknowledged}
    >
      <Caption1>
        <strong>{alarm.title}</strong> {label}
      </Caption1>
      {alarm.acknowledged ? (
        <Caption1 className={styles.note}>Acknowledged&nbsp;</Caption1>
      ) : (
        <Button size="small" appearance="subtle" onClick={() => tiles.acknowledge([alarm.id])}>
          Acknowledge
        </Button>
      )}
    </li>
  );
};

/**
 * The wall's alarms (issue 31 §1): how many tiles are in a fault ('2 alarms') and which, each acknowledgeable; the
 * audible alarm's switch (off by default; a chime every 2 s while an alarm nobody acknowledged exists) and the stats
 * switch for every tile, both the account's (WallSwitches). The labels' second and the chime are the application's
 * (WallAlarmBell, on the console clock); this view shows them. Sound needs the page's first click or key press (the
 * browser's rule): it says so until then.
 */
export const WallAlarms = (): React.JSX.Element => {
  const styles = useStyles();
  const tiles = useService(WallTiles);
  const bell = useService(WallAlarmBell);
  const rows = useObservable(bell.rows$, []);
  const alarms = rows.map((row) => row.alarm);
  const switches = useService(WallSwitches);
  const sound = useObservable(switches.sound$, false);
  const stats = useObservable(switches.stats$, false);
  const audioRunning = useQuery(() => wallAudioRunning(), [], false);
  useAlarmChime();
  return (
    <div className={styles.bar} data-testid="wall-alarms" role="region" aria-label="Alarms">
      <Badge
        appearance={alarms.length > 0 ? 'filled' : 'outline'}
        color={alarms.length > 0 ? 'danger' : 'informative'}
        icon={alarms.length > 0 ? <AlertUrgentRegular /> : undefined}
        data-testid="wall-alarm-count"
        aria-live="polite"
      >
        {alarmCountText(alarms.length)}
      </Badge>
      {alarms.length > 0 ? (
        <ul className={styles.list} aria-label="Tiles in alarm">
          {rows.map((row) => (
            <AlarmItem key={row.alarm.id} row={row} />
          ))}
        </ul>
      ) : (
        <span className={styles.list} />
      )}
      {alarms.some((alarm) => !alarm.acknowledged) && (
        <Button size="small" onClick={() => tiles.acknowledge()} data-testid="wall-alarms-acknowledge">
          Acknowledge all
        </Button>
      )}
      <div className={styles.switches}>
        <Switch
          label="Sound alarm"
          checked={sound}
          onChange={(_event, data) => void switches.setSound(data.checked)}
          data-testid="wall-alarm-sound"
        />
        <Switch
          label="Stats"
          checked={stats}
          onChange={(_event, data) => void switches.setStats(data.checked)}
          data-testid="wall-stats"
        />
      </div>
      {!audioRunning && (
        <Caption1 className={styles.note} data-testid="wall-sound-note">
          Sound is not checked or heard until you click or press a key on this page.
        </Caption1>
      )}
    </div>
  );
};
