import {
  Button,
  Checkbox,
  Field,
  Menu,
  MenuButton,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
} from '@fluentui/react-components';
import { BillingTableQueries, billingTexts, type BillingTableView } from '../../application/billing';
import type { BillingFilter, ContractChoice } from '../../domain/billing';
import type { EventState } from '../../domain/schedule';
import { useService } from '../shared';
import { BillingDay } from './billing-day';

const choiceValue = (choice: ContractChoice): string => (choice.kind === 'one' ? String(choice.id) : choice.kind);

const choiceOf = (value: string): ContractChoice =>
  value === 'all' ? { kind: 'all' } : /^\d+$/.test(value) ? { kind: 'one', id: Number(value) } : { kind: 'none' };

const toggled = <T,>(list: readonly T[], item: T, on: boolean): readonly T[] =>
  on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

/**
 * What the billing table shows (spec 3 §2.7, §5, §7): the date range (From never after the end, To never before
 * the start), customer (asked of the server), contract, event states (active by default) and the filter menu.
 */
export const BillingControls = ({ view }: { view: BillingTableView }): React.JSX.Element => {
  const queries = useService(BillingTableQueries);
  const { options } = view;
  const checkedFilters = { filters: [...options.filters] };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 }} data-testid="billing-controls">
      <BillingDay
        label="From"
        iso={view.from}
        max={view.to}
        refusal={billingTexts.range.fromAfterTo}
        required={billingTexts.range.required('From')}
        onDay={(day) => queries.setFrom(day)}
      />
      <BillingDay
        label="To"
        iso={view.to}
        min={view.from}
        refusal={billingTexts.range.toBeforeFrom}
        required={billingTexts.range.required('To')}
        onDay={(day) => queries.setTo(day)}
      />
      <Field label="Customer">
        <Select
          value={options.customer === undefined ? '' : String(options.customer)}
          data-testid="billing-customer"
          onChange={(_, data) => queries.setCustomer(data.value === '' ? undefined : Number(data.value))}
        >
          <option value="">All customers</option>
          {view.customers.map((customer) => (
            <option key={customer.id} value={String(customer.id)}>
              {customer.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Contract">
        <Select
          value={choiceValue(options.contract)}
          data-testid="billing-contract"
          onChange={(_, data) => queries.setContract(choiceOf(data.value))}
        >
          <option value="none">Choose a contract…</option>
          <option value="all">All contracts</option>
          {view.contracts.map((contract) => (
            <option key={contract.id} value={String(contract.id)}>
              {contract.title}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'flex', alignItems: 'center' }}>
        <legend style={{ position: 'absolute', left: -10000 }}>Event states</legend>
        {(['active', 'archived'] as const satisfies readonly EventState[]).map((state) => (
          <Checkbox
            key={state}
            label={state === 'active' ? 'Active' : 'Archived'}
            checked={options.states.includes(state)}
            data-testid={`billing-state-${state}`}
            onChange={(_, data) => queries.setStates(toggled(options.states, state, data.checked === true))}
          />
        ))}
      </fieldset>
      <Menu
        checkedValues={checkedFilters}
        onCheckedValueChange={(_, data) => queries.setFilters(data.checkedItems as BillingFilter[])}
      >
        <MenuTrigger disableButtonEnhancement>
          <MenuButton data-testid="billing-filter-menu">
            {options.filters.length > 0 ? `Filters (${options.filters.length})` : 'Filters'}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {billingTexts.filters.map((filter) => (
              <MenuItemCheckbox key={filter} name="filters" value={filter} data-testid={`billing-filter-${filter}`}>
                {billingTexts.filterLabels[filter]}
              </MenuItemCheckbox>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {options.filters.length > 0 && (
        <Button appearance="subtle" onClick={() => queries.setFilters([])}>
          Clear filters
        </Button>
      )}
    </div>
  );
};
