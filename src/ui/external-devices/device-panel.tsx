import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { ExternalDeviceView } from '../../application/external-devices';
import type { ExternalDeviceKind } from '../../domain/instances';
import { RelaysTable } from './relays-table';
import { RoutingTable } from './routing-table';
import { ConverterSettings } from './converter-settings';
import { DeviceCommandForm } from './device-command-form';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** One device: its title and the controls of its kind, from its last status frame. */
export const DevicePanel = ({
  kind,
  device,
}: {
  kind: ExternalDeviceKind;
  device: ExternalDeviceView;
}): React.JSX.Element => {
  const styles = useStyles();
  const titleId = `device-${device.id}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid={`device-${device.id}`}>
      <Subtitle1 as="h2" id={titleId}>
        {device.title}
      </Subtitle1>
      {!device.reported ? (
        <Body1 role="status">Waiting for the device&apos;s status…</Body1>
      ) : kind === 'videohub' ? (
        <RoutingTable device={device} />
      ) : kind === 'teranex' ? (
        <ConverterSettings device={device} />
      ) : (
        <RelaysTable device={device} />
      )}
      {device.reported && <DeviceCommandForm kind={kind} device={device} />}
    </section>
  );
};
