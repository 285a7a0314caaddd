import { expect } from 'chai';
import { httpContract } from '../../../../src/application/ports';
import type { HttpCall, HttpContext } from '../../../../src/infrastructure/wire/kit';
import { billingHttpCalls, ContractCodec, CustomerListCodec } from '../../../../src/infrastructure/wire/billing';
import { billingHttpSamples } from '../../../fixtures/wire/billing.samples';
import { decodes, rejectionPaths } from '../schedule/wire-test-kit';

const context = (name: string): HttpContext => ({
  name,
  url: '/api/v1/content_list/31',
  status: 200,
  request: undefined,
  seq: 7,
  at: 5000,
});

// Each call's codec and toEvents are used together, as the normalizer does for an HttpExchanged entry.
const eventsOf = <A>(call: HttpCall<A>, name: string, response: unknown) =>
  call.toEvents(decodes(call.response, response), context(name));

describe('wire/billing: HTTP calls (spec 2 §7, spec 3 §7)', () => {
  it('names the calls billing_contracts and billing_customers, both GET content_list/{id}', () => {
    expect(Object.keys(billingHttpCalls)).to.deep.equal(['billing_contracts', 'billing_customers']);
    for (const name of ['billing_contracts', 'billing_customers'] as const)
      expect([httpContract[name].method, httpContract[name].route]).to.deep.equal(['GET', 'content_list/{id}']);
  });

  it('has a sample for every call', () => {
    for (const name of Object.keys(billingHttpCalls))
      expect(
        billingHttpSamples.some((sample) => sample.name === name),
        name,
      ).to.equal(true);
  });

  it('every sample decodes and becomes the list event', () => {
    const [contracts] = eventsOf(
      billingHttpCalls.billing_contracts,
      'billing_contracts',
      billingHttpSamples[0]?.response,
    );
    if (contracts?.type !== 'ContractsReceived') throw new Error('expected ContractsReceived');
    expect(contracts.at).to.equal(5000);
    expect(contracts.contracts.map((contract) => contract.id)).to.deep.equal([4, 7, 9]);
    expect(contracts.contracts[0]?.billables[1]?.data).to.deep.equal({
      name: 'Encoding setup',
      type: 'static',
      price: 95.5,
    });
    expect(contracts.contracts[1]?.expenses).to.deep.equal([]);
    expect(contracts.contracts[2]?.customer).to.deep.equal({ id: 3 });
    expect(contracts.contracts[2]?.start_date).to.equal(1748736000);
    const [customers] = eventsOf(
      billingHttpCalls.billing_customers,
      'billing_customers',
      billingHttpSamples[1]?.response,
    );
    expect(customers?.type === 'CustomersReceived' && customers.customers.map((customer) => customer.id)).to.deep.equal(
      [2, 3, 5],
    );
  });

  it('spec 3 §3: billables and expenses are data {name, type static|hour, price}; faults name their path', () => {
    const contract = {
      id: 4,
      title: 'Liiga',
      billables: [{ data: { name: 'Live', type: 'daily', price: 'lots' } }],
      expenses: 'none',
    };
    expect(rejectionPaths(ContractCodec, contract)).to.deep.equal([
      'billables.0.data.type',
      'billables.0.data.price',
      'expenses',
    ]);
    expect(rejectionPaths(CustomerListCodec, [{ id: 'x', name: 'A' }, { id: 2 }])).to.deep.equal(['0.id', '1.name']);
    expect(rejectionPaths(ContractCodec, null)).to.deep.equal(['(root)']);
  });
});
