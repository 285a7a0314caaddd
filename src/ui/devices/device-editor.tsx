import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  blankDeviceForm,
  DeviceCommands,
  DeviceFeed,
  deviceFormOf,
  deviceSavePlan,
  DevicesQueries,
  takenChildPayload,
} from '../../application/devices';
import type { Device, DeviceTypeSetting } from '../../domain/devices';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { DeviceFields } from './device-fields';
import { DeviceLogTab } from './device-log-tab';
import { DeviceTreeTab } from './device-tree-tab';

const base = '/devices/devices';

/** /devices/devices/new and edit/:id (spec 3 §2.6) in the kit's 600 px sheet, keyed by id. */
export const DeviceEditorRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return <DeviceEditor key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
};

/** 'Take device' on a multiple-parents device, 'Release device' on a taken one (spec 3 §4). */
const TakeRelease = ({ device }: { device: Device }): React.JSX.Element | null => {
  const queries = useService(DevicesQueries);
  const commands = useService(DeviceCommands);
  const navigate = useNavigate();
  const offers = useQuery(() => queries.takeRelease$(device.id), [queries, device.id], { take: false, release: false });
  const devices = useObservable(queries.devices$, {} as Readonly<Record<number, Device>>);
  return (
    <>
      {offers.take && (
        <Button
          data-testid="device-editor-take"
          onClick={() =>
            void commands.take(takenChildPayload(device, Object.values(devices))).then((outcome) => {
              if (outcome.ok) void navigate(`${base}/edit/${outcome.id}`);
            })
          }
        >
          Take device
        </Button>
      )}
      {offers.release && (
        <Button
          data-testid="device-editor-release"
          onClick={() =>
            void commands.release(device.id).then((released) => {
              if (released) void navigate(`${base}/list`);
            })
          }
        >
          Release device
        </Button>
      )}
    </>
  );
};

const DeviceEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(DevicesQueries);
  const commands = useService(DeviceCommands);
  const feed = useService(DeviceFeed);
  useEffect(() => (id === undefined ? undefined : feed.open(id)), [feed, id]);
  const stored = useQuery(() => queries.device$(id ?? -1), [queries, id], undefined);
  const types = useObservable(queries.deviceTypes$, [] as readonly DeviceTypeSetting[]);
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, deviceFormOf, () => blankDeviceForm());
  // What a save lacks is said once a Save was tried, not on a form nobody has typed in yet (issue 29).
  const [tried, setTried] = useState(false);
  if (!form) return <Loading label="Loading the device…" />;
  const plan = deviceSavePlan(form, stored);
  const parent = stored?.meta.multiple_parents_parent_id;
  return (
    <AdminEditorSheet
      title={id === undefined ? 'New device' : `Device ${stored?.identifier ?? id}`}
      editing="devices"
      conflict={conflict}
      closeTo={`${base}/list`}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={() => {
        setTried(true);
        if (plan.kind === 'refused') return undefined;
        const attempt = commands.save(plan, conflict.version);
        // A saved log entry is in the log now: the next Save must not send it again.
        return attempt.then((outcome) => {
          if (outcome.ok) change((current) => ({ ...current, logComment: '' }));
          return outcome;
        });
      }}
      testId="device-editor"
      mainTab="Device"
      moreTabs={
        id === undefined || !stored
          ? []
          : [
              {
                value: 'log',
                label: 'Log',
                availability: 'edit',
                render: () => (
                  <DeviceLogTab
                    id={id}
                    comment={form.logComment}
                    onComment={(logComment) => change((current) => ({ ...current, logComment }))}
                  />
                ),
              },
              {
                value: 'tree',
                label: 'Tree',
                availability: 'edit',
                render: () => <DeviceTreeTab device={stored} form={form} onChange={change} />,
              },
            ]
      }
      extraActions={stored ? <TakeRelease device={stored} /> : undefined}
    >
      {tried && plan.kind === 'refused' && (
        <MessageBar intent="warning" data-testid="device-editor-refusal">
          <MessageBarBody>{plan.message}</MessageBarBody>
        </MessageBar>
      )}
      {parent !== undefined && <Text>Taken from {queries.identifierOf(parent)}; 'Release device' gives it back.</Text>}
      <DeviceFields form={form} types={types} onChange={change} />
    </AdminEditorSheet>
  );
};
