import { Caption1, Checkbox, Dropdown, Field, Option, Select } from '@fluentui/react-components';
import { FormOptions, type FieldOption } from '../../application/forms';
import { useService, useQuery } from '../shared';
import { fieldFrame, type FieldProps } from './field-props';

const noOptions: readonly FieldOption[] = [];

const useFieldOptions = (props: FieldProps): readonly FieldOption[] => {
  const options = useService(FormOptions);
  return useQuery(() => options.options$(props.field.field), [options, props.field.field], noOptions);
};

const mediaLabel = { mp4: 'Video', png: 'Picture' } as const;

/**
 * content_select over imported media (spec 2 §7, issue 29): the items by name, each marked video or picture,
 * storing the item's key; the stored key is shown under the field, also when the item is no longer listed.
 */
const MediaChoiceField = ({
  props,
  options,
}: {
  props: FieldProps;
  options: readonly FieldOption[];
}): React.JSX.Element => {
  const { field, disabled, onChange, onBlur } = props;
  const key = typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  const chosen = options.find((option) => option.value === key);
  const frame = fieldFrame(field);
  return (
    <Field
      {...frame}
      hint={key ? `Key: ${key}${chosen ? '' : ' (no longer in the media list)'}` : 'Imported media, by name'}
    >
      <Dropdown
        value={chosen?.label ?? key ?? ''}
        selectedOptions={key ? [key] : []}
        placeholder="Choose imported media"
        disabled={disabled}
        clearable={!field.required}
        onOptionSelect={(_, data) =>
          onChange(field.name, data.optionValue === undefined ? undefined : data.optionValue)
        }
        onBlur={() => onBlur(field.name)}
      >
        {options.map((option) => (
          <Option key={`${option.value}`} value={String(option.value)} text={option.label}>
            {option.label}
            {option.media ? <Caption1>&nbsp;· {mediaLabel[option.media]}</Caption1> : null}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
};

/** select, setting-select and content_select: one value from the field's options. */
export const ChoiceField = (props: FieldProps): React.JSX.Element => {
  const { field, disabled, onChange, onBlur } = props;
  const options = useFieldOptions(props);
  if (field.field.type === 'content_select' && options.some((option) => option.media !== undefined))
    return <MediaChoiceField props={props} options={options} />;
  const selected = options.findIndex((option) => option.value === field.value);
  return (
    <Field {...fieldFrame(field)}>
      <Select
        value={selected < 0 ? '' : String(selected)}
        disabled={disabled}
        onChange={(_, data) => onChange(field.name, data.value === '' ? undefined : options[Number(data.value)]?.value)}
        onBlur={() => onBlur(field.name)}
      >
        <option value="">—</option>
        {options.map((option, index) => (
          <option key={`${option.value}`} value={String(index)}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
};

/** list_select: any number of the field's options, kept in the options' order. */
export const ListSelectField = (props: FieldProps): React.JSX.Element => {
  const { field, disabled, onChange } = props;
  const options = useFieldOptions(props);
  const chosen = Array.isArray(field.value) ? (field.value as unknown[]) : [];
  const toggle = (value: string | number, on: boolean): void =>
    onChange(
      field.name,
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? on : chosen.includes(candidate))),
    );
  return (
    <Field {...fieldFrame(field)}>
      <div role="group" aria-label={field.label}>
        {options.map((option) => (
          <Checkbox
            key={`${option.value}`}
            label={option.label}
            checked={chosen.includes(option.value)}
            disabled={disabled}
            onChange={(_, data) => toggle(option.value, data.checked === true)}
          />
        ))}
      </div>
    </Field>
  );
};
