import { Field, Select, Tag, TagGroup, Text } from '@fluentui/react-components';
import { groupPicker, type GroupOption } from '../../application/settings';

export interface GroupPickerProps {
  readonly options: readonly GroupOption[];
  readonly selected: readonly string[];
  readonly onChange: (groups: readonly string[]) => void;
  /** Shown when nothing is chosen: what a save does then. */
  readonly emptyNote?: string;
}

/** The group multi-select (spec 3 §5): add from a list; the last chosen group cannot be removed. */
export const GroupPicker = ({ options, selected, onChange, emptyNote }: GroupPickerProps): React.JSX.Element => {
  const nameOf = (uuid: string): string => options.find((option) => option.uuid === uuid)?.name ?? uuid;
  const addable = options.filter((option) => !selected.includes(option.uuid));
  return (
    <Field label="Groups">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-testid="account-groups">
        {selected.length === 0 && emptyNote && <Text italic>{emptyNote}</Text>}
        <TagGroup
          aria-label="Chosen groups"
          onDismiss={(_, data) => onChange(groupPicker.remove(selected, String(data.value)))}
        >
          {selected.map((uuid) => (
            <Tag
              key={uuid}
              value={uuid}
              dismissible={groupPicker.canRemove(selected, uuid)}
              dismissIcon={{ 'aria-label': `Remove ${nameOf(uuid)}` }}
              data-testid="account-group"
            >
              {nameOf(uuid)}
            </Tag>
          ))}
        </TagGroup>
        <Select
          aria-label="Add a group"
          value=""
          data-testid="account-group-add"
          onChange={(_, data) => data.value !== '' && onChange([...selected, data.value])}
        >
          <option value="">Add a group…</option>
          {addable.map((option) => (
            <option key={option.uuid} value={option.uuid}>
              {option.name}
            </option>
          ))}
        </Select>
        {selected.length === 1 && <Text size={200}>An account keeps at least one group.</Text>}
      </div>
    </Field>
  );
};
