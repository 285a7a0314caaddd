import { Field, Select } from '@fluentui/react-components';
import { useEffect } from 'react';
import { BillingChoices } from '../../application/billing';
import { useObservable, useService } from '../shared';

const noLists = { customers: [], contracts: [] };

const idOf = (value: string): number | undefined => (/^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The channel's billing customer and contract (spec 2 §3), picked from the billing lists: the contracts offered
 * are the chosen customer's (all without one). A stored id the lists do not hold stays, shown by its number.
 */
export const ChannelBillingFields = ({
  customer,
  contract,
  onChange,
}: {
  customer: number | undefined;
  contract: number | undefined;
  onChange: (billing: { billing_customer?: number | undefined; billing_contract?: number | undefined }) => void;
}): React.JSX.Element => {
  const choices = useService(BillingChoices);
  useEffect(() => choices.load(), [choices]);
  const lists = useObservable(choices.lists$, noLists);
  const contracts = lists.contracts.filter((item) => customer === undefined || item.customer?.id === customer);
  return (
    <>
      <Field label="Billing customer">
        <Select
          value={customer === undefined ? '' : String(customer)}
          data-testid="channel-billing-customer"
          onChange={(_, data) => onChange({ billing_customer: idOf(data.value) })}
        >
          <option value="">None</option>
          {customer !== undefined && !lists.customers.some((item) => item.id === customer) && (
            <option value={String(customer)}>Customer {customer}</option>
          )}
          {lists.customers.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Billing contract">
        <Select
          value={contract === undefined ? '' : String(contract)}
          data-testid="channel-billing-contract"
          onChange={(_, data) => onChange({ billing_contract: idOf(data.value) })}
        >
          <option value="">None</option>
          {contract !== undefined && !contracts.some((item) => item.id === contract) && (
            <option value={String(contract)}>Contract {contract}</option>
          )}
          {contracts.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.title}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
};
