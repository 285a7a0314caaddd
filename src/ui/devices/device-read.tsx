import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  deviceFormOf,
  deviceSavePlan,
  DeviceCommands,
  DevicesQueries,
  dropRead,
  emptyDeviceRead,
  readIdentifier,
  type DeviceReadOutcome,
} from '../../application/devices';
import type { Device, DeviceTypeSetting } from '../../domain/devices';
import { BottomSheet } from '../bottom-sheet';
import { useObservable, useService } from '../shared';
import { RecordSelect } from './device-fields';
import { DeviceQrCode } from './device-qr-code';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  missing: { color: tokens.colorPaletteRedForeground1 },
});

const outcomeText: Record<DeviceReadOutcome, string | undefined> = {
  added: undefined,
  again: 'Already read.',
  unknown: 'No device has this identifier; it is not taken into the change.',
  empty: undefined,
};

/** The one list all read devices share for a record (status, location), or undefined when they differ. */
const sharedList = (
  devices: readonly Device[],
  types: readonly DeviceTypeSetting[],
  key: 'status_list_id' | 'location_list_id',
): number | undefined => {
  const ids = new Set(devices.map((device) => types.find((type) => type.name === device.type)?.value[key]));
  const [only] = [...ids];
  return ids.size === 1 ? only : undefined;
};

/**
 * /devices/devices/read (spec 3 §2.6, §5): bulk 'Device read'. Identifiers are scanned or typed one after another
 * (a hand scanner types the code and presses Enter); unknown ones are listed and refused, known ones collected,
 * and the change (status, location, a log comment) is saved to each of them.
 */
export const DeviceReadRoute = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DevicesQueries);
  const commands = useService(DeviceCommands);
  const devices = useObservable(queries.devices$, {} as Readonly<Record<number, Device>>);
  const types = useObservable(queries.deviceTypes$, [] as readonly DeviceTypeSetting[]);
  const [session, setSession] = useState(emptyDeviceRead);
  const [scan, setScan] = useState('');
  const [note, setNote] = useState<string>();
  const [statusId, setStatusId] = useState<number>();
  const [locationId, setLocationId] = useState<number>();
  const [comment, setComment] = useState('');
  const [report, setReport] = useState<{ intent: 'success' | 'warning'; text: string }>();
  const [busy, setBusy] = useState(false);
  const found = session.found.flatMap((id) => devices[id] ?? []);
  const statusList = sharedList(found, types, 'status_list_id');
  const locationList = sharedList(found, types, 'location_list_id');

  const read = (): void => {
    const result = readIdentifier(session, scan, Object.values(devices));
    setSession(result.session);
    setNote(outcomeText[result.outcome] && `${scan.trim()}: ${outcomeText[result.outcome]}`);
    setScan('');
  };
  const apply = async (): Promise<void> => {
    setBusy(true);
    setReport(undefined);
    let failed = 0;
    for (const device of found) {
      const form = deviceFormOf(device);
      const plan = deviceSavePlan(
        {
          ...form,
          ...(statusId !== undefined ? { statusId } : {}),
          ...(locationId !== undefined ? { locationId } : {}),
          logComment: comment,
        },
        device,
      );
      if (plan.kind === 'refused' || !(await commands.save(plan)).ok) failed += 1;
    }
    setBusy(false);
    setReport(
      failed === 0
        ? { intent: 'success', text: `${found.length} devices changed.` }
        : { intent: 'warning', text: `${failed} of ${found.length} devices were not changed.` },
    );
  };
  const unchanged = statusId === undefined && locationId === undefined && comment.trim() === '';

  const content = (
    <div className={styles.column} data-testid="device-read">
      <Field label="Scan or type an identifier, then Enter">
        <Input
          autoFocus
          value={scan}
          data-testid="device-read-input"
          onChange={(_, data) => setScan(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              read();
            }
          }}
        />
      </Field>
      {note && (
        <MessageBar intent="warning" data-testid="device-read-note">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      )}
      {session.missing.length > 0 && (
        <div data-testid="device-read-missing">
          <Text weight="semibold">Unknown identifiers (refused)</Text>
          <ul className={styles.list}>
            {session.missing.map((identifier) => (
              <li key={identifier} className={styles.missing} data-testid="device-read-missing-item">
                {identifier}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Text weight="semibold">Devices read ({found.length})</Text>
      <ul className={styles.list}>
        {found.map((device) => (
          <li key={device.id} className={styles.item} data-testid="device-read-found">
            <DeviceQrCode identifier={device.identifier} size={40} />
            <span>{device.identifier}</span>
            <Button size="small" onClick={() => setSession((current) => dropRead(current, device.id))}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <RecordSelect
          label="New status"
          listId={statusList}
          value={statusId}
          testId="device-read-status"
          onChange={setStatusId}
        />
        <RecordSelect
          label="New location"
          listId={locationList}
          value={locationId}
          testId="device-read-location"
          onChange={setLocationId}
        />
      </div>
      <Field label="Log comment">
        <Textarea
          value={comment}
          resize="vertical"
          data-testid="device-read-comment"
          onChange={(_, data) => setComment(data.value)}
        />
      </Field>
      {report && (
        <MessageBar intent={report.intent} data-testid="device-read-report">
          <MessageBarBody>{report.text}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
  return (
    <BottomSheet
      title="Device read"
      closeTo="/devices/devices/list"
      hasId={false}
      actions={
        <Button
          appearance="primary"
          data-testid="device-read-apply"
          disabled={busy || found.length === 0 || unchanged}
          onClick={() => void apply()}
        >
          Apply to {found.length} devices
        </Button>
      }
      tabs={[{ value: 'main', label: 'Device read', render: () => content }]}
    />
  );
};
