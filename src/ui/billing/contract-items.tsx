import { Button, Field, Input, Select, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ContractItemForm } from '../../domain/billing';

/** Billables or expenses of a contract: each a name, static (once per event) or hourly, and a price in euro. */
export const ContractItems = ({
  legend,
  items,
  blank,
  disabled,
  testId,
  onChange,
}: {
  legend: string;
  items: readonly ContractItemForm[];
  blank: ContractItemForm;
  disabled: boolean;
  testId: string;
  onChange: (items: readonly ContractItemForm[]) => void;
}): React.JSX.Element => {
  const set = (index: number, change: Partial<ContractItemForm>): void =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <legend style={{ fontWeight: 600, paddingBottom: 4 }}>{legend}</legend>
      {items.length === 0 && <Text size={200}>None.</Text>}
      {items.map((item, index) => (
        <div
          key={index}
          style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr auto', gap: 8, alignItems: 'end' }}
          data-testid={`${testId}-item`}
        >
          <Field label="Name">
            <Input
              value={item.name}
              disabled={disabled}
              data-testid={`${testId}-name`}
              onChange={(_, data) => set(index, { name: data.value })}
            />
          </Field>
          <Field label="Type">
            <Select
              value={item.type}
              disabled={disabled}
              data-testid={`${testId}-type`}
              onChange={(_, data) => set(index, { type: data.value === 'static' ? 'static' : 'hour' })}
            >
              <option value="hour">Hourly</option>
              <option value="static">Static (once per event)</option>
            </Select>
          </Field>
          <Field label={item.type === 'hour' ? 'Price per hour (€)' : 'Price (€)'}>
            <Input
              value={item.price}
              inputMode="decimal"
              disabled={disabled}
              data-testid={`${testId}-price`}
              onChange={(_, data) => set(index, { price: data.value })}
            />
          </Field>
          <Button
            icon={<DeleteRegular />}
            aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
            disabled={disabled}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={disabled}
          data-testid={`${testId}-add`}
          onClick={() => onChange([...items, blank])}
        >
          Add
        </Button>
      </div>
    </fieldset>
  );
};
