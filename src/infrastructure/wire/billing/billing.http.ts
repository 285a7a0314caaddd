import { httpCall } from '../kit';
import { ContractListCodec } from './contract.codec';
import { CustomerListCodec } from './customer.codec';

// Both lists are content lists whose ids the billing_config setting names (contracts_list_id,
// customers_list_id). A failed load is ignored silently (spec 2 §8), so neither call has onFailure.
export const billingHttpCalls = {
  /** The contracts list (GET content_list/{contracts_list_id}); replaces every contract. */
  billing_contracts: httpCall({
    response: ContractListCodec,
    toEvents: (contracts, context) => [{ type: 'ContractsReceived', contracts, at: context.at }],
  }),
  /** The customers list (GET content_list/{customers_list_id}); replaces every customer. */
  billing_customers: httpCall({
    response: CustomerListCodec,
    toEvents: (customers, context) => [{ type: 'CustomersReceived', customers, at: context.at }],
  }),
} as const;
