import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  addInstanceByTitle,
  addSubDevice,
  DeviceCommands,
  DevicesQueries,
  deviceTreeRefusals,
  type DeviceChoice,
  type DeviceForm,
} from '../../application/devices';
import type { Device, DeviceTypeSetting } from '../../domain/devices';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  name: { minWidth: '200px', fontWeight: tokens.fontWeightSemibold },
  type: { minWidth: '100px' },
});

type Change = (change: (form: DeviceForm) => DeviceForm) => void;

/** Add by typing and Enter (a hand scanner types the code and presses Enter) or the button. */
const AddBox = ({
  label,
  testId,
  listId,
  onAdd,
}: {
  label: string;
  testId: string;
  listId?: string;
  onAdd: (text: string) => boolean;
}): React.JSX.Element => {
  const styles = useStyles();
  const [text, setText] = useState('');
  const add = (): void => {
    if (onAdd(text)) setText('');
  };
  return (
    <div className={styles.add}>
      <Field label={label}>
        <Input
          value={text}
          data-testid={`${testId}-input`}
          {...(listId ? { list: listId } : {})}
          onChange={(_, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      </Field>
      <Button data-testid={`${testId}-add`} disabled={text.trim() === ''} onClick={add}>
        Add
      </Button>
    </div>
  );
};

/**
 * The Tree tab (spec 3 §2.6, §5): sub-devices, added by identifier (an existing device, not a multiple-parents
 * sub-device, not the device itself), and linked instances, added by title (an existing match); duplicates are
 * dropped. What is listed here is sent as subdevices and instances with the next Save.
 */
export const DeviceTreeTab = ({
  device,
  form,
  onChange,
}: {
  device: Device;
  form: DeviceForm;
  onChange: Change;
}): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DevicesQueries);
  const commands = useService(DeviceCommands);
  const devices = useObservable(queries.devices$, {} as Readonly<Record<number, Device>>);
  const instances = useObservable(queries.instanceChoices$, [] as readonly DeviceChoice[]);
  const types = useObservable(queries.deviceTypes$, [] as readonly DeviceTypeSetting[]);
  const typeTitle = (name: string | undefined): string | undefined =>
    types.find((type) => type.name === name)?.title ?? name;
  const [refusal, setRefusal] = useState<string>();

  const addDevice = (identifier: string): boolean => {
    const result = addSubDevice(device, form.subDevices, identifier, Object.values(devices));
    if (!result.ok) {
      setRefusal(`${identifier.trim()}: ${deviceTreeRefusals[result.reason]}`);
      return false;
    }
    setRefusal(undefined);
    onChange((current) => ({ ...current, subDevices: result.ids }));
    return true;
  };
  const addInstance = (title: string): boolean => {
    const result = addInstanceByTitle(
      form.instances,
      title.trim(),
      instances.map((choice) => ({ id: choice.id, title: choice.label })),
    );
    if (!result.ok) {
      setRefusal(`${title.trim()}: ${deviceTreeRefusals.instance_not_found}`);
      return false;
    }
    setRefusal(undefined);
    onChange((current) => ({ ...current, instances: result.ids }));
    return true;
  };
  const removeDevice = (id: number): void =>
    onChange((current) => ({ ...current, subDevices: current.subDevices.filter((other) => other !== id) }));
  const removeInstance = (id: number): void =>
    onChange((current) => ({ ...current, instances: current.instances.filter((other) => other !== id) }));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="device-tree">
      {refusal && (
        <MessageBar intent="warning" data-testid="device-tree-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <section className={styles.section} aria-label="Sub-devices">
        <Text weight="semibold">Sub-devices</Text>
        <AddBox label="Add sub-device by identifier" testId="device-subdevice" onAdd={addDevice} />
        {form.subDevices.length === 0 ? (
          <Text>No sub-devices.</Text>
        ) : (
          <ul className={styles.list}>
            {form.subDevices.map((id) => {
              const child = devices[id];
              return (
                <li key={id} className={styles.item} data-testid="device-subdevice">
                  <span className={styles.name}>{child?.identifier ?? `#${id}`}</span>
                  <span className={styles.type}>{typeTitle(child?.type)}</span>
                  {child?.meta.multiple_parents_subdevice && (
                    <Badge appearance="outline" color="informative">
                      taken
                    </Badge>
                  )}
                  <Button size="small" data-testid="device-subdevice-remove" onClick={() => removeDevice(id)}>
                    Remove
                  </Button>
                  {child?.meta.multiple_parents_subdevice && child.meta.multiple_parents_parent_id === device.id && (
                    <Button
                      size="small"
                      data-testid="device-subdevice-release"
                      onClick={() =>
                        void commands.release(id).then((released) => {
                          if (released) removeDevice(id);
                        })
                      }
                    >
                      Release device
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-label="Instances">
        <Text weight="semibold">Instances</Text>
        <datalist id="device-instance-titles">
          {instances.map((choice) => (
            <option key={choice.id} value={choice.label} />
          ))}
        </datalist>
        <AddBox
          label="Add instance by title"
          testId="device-instance"
          listId="device-instance-titles"
          onAdd={addInstance}
        />
        {form.instances.length === 0 ? (
          <Text>No linked instances.</Text>
        ) : (
          <ul className={styles.list}>
            {form.instances.map((id) => (
              <li key={id} className={styles.item} data-testid="device-instance">
                <span className={styles.name}>{instances.find((choice) => choice.id === id)?.label ?? `#${id}`}</span>
                <Button size="small" data-testid="device-instance-remove" onClick={() => removeInstance(id)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
