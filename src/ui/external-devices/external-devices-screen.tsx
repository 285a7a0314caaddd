import { Body1, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import {
  ExternalDevicesFeed,
  ExternalDevicesQueries,
  type ExternalDevicesView,
} from '../../application/external-devices';
import type { ExternalDeviceKind } from '../../domain/instances';
import { useObservable, useService } from '../shared';
import { DevicePanel } from './device-panel';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    overflowY: 'auto',
    // The flex gap spaces the page; headings and paragraphs keep no margins of their own.
    '& > h1, & > p': { margin: 0 },
  },
});

const titles: Readonly<Record<ExternalDeviceKind, string>> = {
  videohub: 'Videohub',
  teranex: 'Teranex',
  pdu: 'PDU',
};
const isKind = (value: string | undefined): value is ExternalDeviceKind =>
  value === 'videohub' || value === 'teranex' || value === 'pdu';

/** /settings/external_devices/{videohub|teranex|pdu} (spec 3 §2.2); the bare path goes to videohub. */
export const ExternalDevicesScreen = (): React.JSX.Element => {
  const kind = useParams()['*']?.split('/')[0];
  if (!isKind(kind)) return <Navigate to="/settings/external_devices/videohub" replace />;
  return <DevicesOfKind kind={kind} />;
};

const DevicesOfKind = ({ kind }: { kind: ExternalDeviceKind }): React.JSX.Element => {
  const styles = useStyles();
  const view = useObservable(useService(ExternalDevicesQueries).view$(kind), undefined);
  return (
    <section className={styles.page} aria-labelledby="external-devices-title">
      <Title2 as="h1" id="external-devices-title">
        {titles[kind]}
      </Title2>
      {!view ? (
        <Body1 role="status">Loading {titles[kind]} devices…</Body1>
      ) : !view.allowed ? (
        // Refused before any status topic is joined: the server would refuse the join anyway (spec 3 §6).
        <MessageBar intent="warning">
          <MessageBarBody>External devices are for administrators.</MessageBarBody>
        </MessageBar>
      ) : (
        <DeviceStatuses kind={kind} devices={view.devices} />
      )}
    </section>
  );
};

/** The devices of one kind, with their status topics joined while shown. */
const DeviceStatuses = ({
  kind,
  devices,
}: {
  kind: ExternalDeviceKind;
  devices: ExternalDevicesView['devices'];
}): React.JSX.Element => {
  const feed = useService(ExternalDevicesFeed);
  useEffect(() => feed.open(kind), [feed, kind]);
  if (devices.length === 0)
    return <Body1 role="status">No {titles[kind]} device is set up (an external_device instance of this type).</Body1>;
  return (
    <>
      {devices.map((device) => (
        <DevicePanel key={device.id} kind={kind} device={device} />
      ))}
    </>
  );
};
