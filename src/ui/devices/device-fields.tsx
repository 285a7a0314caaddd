import { Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { DevicesQueries, type DeviceChoice, type DeviceForm } from '../../application/devices';
import type { DeviceTypeField, DeviceTypeSetting } from '../../domain/devices';
import { useService, useQuery } from '../shared';
import { DeviceQrCode } from './device-qr-code';

const useStyles = makeStyles({
  layout: { display: 'flex', gap: tokens.spacingHorizontalXL, alignItems: 'flex-start', flexWrap: 'wrap' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    flex: '1 1 520px',
    // A Field is a grid that stretches its rows to the cell: without this a field with no hint beside one with a
    // hint grows its label and control apart, and the first row's controls stand at three heights (issue 29).
    alignItems: 'start',
  },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
  wide: { gridColumn: '1 / -1' },
});

const labelOf = (field: DeviceTypeField): string => {
  const label = field['title'] ?? field['label'];
  return typeof label === 'string' && label !== '' ? label : field.name;
};

const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** One field of the device type's form: numbers stay numbers in form_data, everything else is text. */
const TypeField = ({
  field,
  value,
  onChange,
}: {
  field: DeviceTypeField;
  value: unknown;
  onChange: (value: unknown) => void;
}): React.JSX.Element => {
  const numeric = field['type'] === 'number';
  return (
    <Field label={labelOf(field)} hint={field.multiple_parents_field ? 'Each taken device has its own' : undefined}>
      <Input
        type={numeric ? 'number' : 'text'}
        value={fieldText(value)}
        data-testid={`device-field-${field.name}`}
        onChange={(_, data) => {
          if (!numeric) return onChange(data.value);
          const number = Number(data.value);
          onChange(data.value === '' || !Number.isFinite(number) ? undefined : number);
        }}
      />
    </Field>
  );
};

/** Why a record list offers nothing (issue 29: 'choose a type first' before a type, not 'no list'). */
const recordHint = (typeChosen: boolean, listId: number | undefined): string | undefined => {
  if (!typeChosen) return 'Choose a type first';
  return listId === undefined ? 'This device type has no list for it' : undefined;
};

type RecordKey = 'statusId' | 'usageId' | 'locationId' | 'seriesId';

export const RecordSelect = ({
  label,
  listId,
  typeChosen = true,
  value,
  testId,
  onChange,
}: {
  label: string;
  listId: number | undefined;
  /** Whether a device type is chosen (default yes): the lists are the type's, so without one there is none yet. */
  typeChosen?: boolean;
  value: number | undefined;
  testId: string;
  onChange: (id: number | undefined) => void;
}): React.JSX.Element => {
  const queries = useService(DevicesQueries);
  const choices = useQuery(() => queries.recordChoices$(listId), [queries, listId], [] as readonly DeviceChoice[]);
  const known = value === undefined || choices.some((choice) => choice.id === value);
  return (
    <Field label={label} hint={recordHint(typeChosen, listId)}>
      <Select
        value={value === undefined ? '' : String(value)}
        disabled={listId === undefined}
        data-testid={testId}
        onChange={(_, data) => onChange(data.value === '' ? undefined : Number(data.value))}
      >
        <option value="">—</option>
        {!known && value !== undefined && <option value={String(value)}>#{value}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
};

/**
 * The Device tab (spec 3 §2.6): identifier (with its QR code), type, the type's form from its setting, status,
 * usage, location and series from the type's lists, and the comment kept in meta.
 */
export const DeviceFields = ({
  form,
  types,
  onChange,
}: {
  form: DeviceForm;
  types: readonly DeviceTypeSetting[];
  onChange: (change: (form: DeviceForm) => DeviceForm) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const type = types.find((candidate) => candidate.name === form.type);
  const set = (patch: Partial<DeviceForm>): void => onChange((current) => ({ ...current, ...patch }));
  const setRecord = (key: RecordKey) => (id: number | undefined) =>
    onChange((current) => {
      const { [key]: _old, ...rest } = current;
      return id === undefined ? rest : { ...rest, [key]: id };
    });
  return (
    <div className={styles.layout}>
      <div className={styles.fields}>
        <Field label="Identifier" required>
          <Input
            value={form.identifier}
            data-testid="device-identifier"
            onChange={(_, data) => set({ identifier: data.value })}
          />
        </Field>
        <Field label="Type" required>
          <Select value={form.type} data-testid="device-type" onChange={(_, data) => set({ type: data.value })}>
            <option value="">Choose a type</option>
            {form.type !== '' && !type && <option value={form.type}>{form.type}</option>}
            {types.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.title}
              </option>
            ))}
          </Select>
        </Field>
        {(type?.value.form ?? []).map((field) => (
          <TypeField
            key={field.name}
            field={field}
            value={form.formData[field.name]}
            onChange={(value) =>
              onChange((current) => {
                const { [field.name]: _old, ...rest } = current.formData;
                return { ...current, formData: value === undefined ? rest : { ...rest, [field.name]: value } };
              })
            }
          />
        ))}
        <RecordSelect
          label="Status"
          listId={type?.value.status_list_id}
          typeChosen={form.type !== ''}
          value={form.statusId}
          testId="device-status"
          onChange={setRecord('statusId')}
        />
        <RecordSelect
          label="Usage"
          listId={type?.value.usage_list_id}
          typeChosen={form.type !== ''}
          value={form.usageId}
          testId="device-usage"
          onChange={setRecord('usageId')}
        />
        <RecordSelect
          label="Location"
          listId={type?.value.location_list_id}
          typeChosen={form.type !== ''}
          value={form.locationId}
          testId="device-location"
          onChange={setRecord('locationId')}
        />
        <RecordSelect
          label="Series"
          listId={type?.value.series_list_id}
          typeChosen={form.type !== ''}
          value={form.seriesId}
          testId="device-series"
          onChange={setRecord('seriesId')}
        />
        <Field label="Comment" className={styles.wide}>
          <Textarea
            value={form.comment}
            resize="vertical"
            data-testid="device-comment"
            onChange={(_, data) => set({ comment: data.value })}
          />
        </Field>
      </div>
      {form.identifier.trim() !== '' && (
        <figure className={styles.qr} style={{ margin: 0 }}>
          <DeviceQrCode identifier={form.identifier.trim()} />
          <figcaption>{form.identifier.trim()}</figcaption>
        </figure>
      )}
    </div>
  );
};
