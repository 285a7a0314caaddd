import { expect } from 'chai';
import {
  contractCustomerId,
  contractRule,
  refusalMessages,
  requiredFieldErrors,
} from '../../../src/domain/event-editor';

describe('domain/schedule: required event fields (issue 29, spec 2 §5)', () => {
  it('a destination bills its events when billing is configured and it names a customer; its contract is the default', () => {
    expect(contractRule({ billing_customer: 3, billing_contract: 7 }, true)).to.deep.equal({
      required: true,
      customer: 3,
      defaultContract: 7,
    });
    expect(contractRule({ billing_customer: '3' }, true)).to.deep.equal({ required: true, customer: 3 });
    expect(contractRule({ billing_customer: 3 }, false)).to.deep.equal({ required: false });
    expect(contractRule({ billing_contract: 7 }, true)).to.deep.equal({ required: false });
    expect(contractRule(undefined, true)).to.deep.equal({ required: false });
  });

  it("says '{label} is required' for a blank title, a missing source and a missing contract; an archived event needs none", () => {
    const billing = contractRule({ billing_customer: 3 }, true);
    const draft = { title: ' ', archived: false, choosesContract: true };
    expect(requiredFieldErrors(draft, billing)).to.deep.equal({
      title: 'Title is required',
      source: 'Source is required',
      billingContract: 'Billing contract is required',
    });
    expect(requiredFieldErrors({ ...draft, archived: true }, billing)).to.deep.equal({});
    expect(
      requiredFieldErrors(
        { title: 'Derby', sourceChannelId: 1, contract: 9, archived: false, choosesContract: true },
        billing,
      ),
    ).to.deep.equal({});
  });

  it('the default contract stands in for a non-administrator, not for the administrator who cleared it', () => {
    const withDefault = contractRule({ billing_customer: 3, billing_contract: 7 }, true);
    const draft = { title: 'Derby', sourceChannelId: 1, archived: false };
    expect(requiredFieldErrors({ ...draft, choosesContract: false }, withDefault)).to.deep.equal({});
    expect(requiredFieldErrors({ ...draft, choosesContract: true }, withDefault)).to.deep.equal({
      billingContract: 'Billing contract is required',
    });
  });

  it("a server refusal's required-field paths read as the editor's messages; others are left to the toast", () => {
    expect(
      refusalMessages({
        reason: 'invalid',
        errors: [
          { path: 'event.title', expected: 'a title' },
          { path: 'event.event_group.channel_id', expected: 'x' },
          { path: 'event.system_meta.billing.contract', expected: 'x' },
          { path: 'event.cached_end_time', expected: 'x' },
        ],
      }),
    ).to.deep.equal(['Title is required', 'Source is required', 'Billing contract is required']);
    expect(refusalMessages({ reason: 'unauthorized' })).to.deep.equal([]);
    expect(refusalMessages('nope')).to.deep.equal([]);
  });

  it("a contract names its customer as {id, name} or as the bare id the contract editor's picker stores", () => {
    expect(contractCustomerId({ id: 3, name: 'Nordic' })).to.equal(3);
    expect(contractCustomerId(3)).to.equal(3);
    expect(contractCustomerId('3')).to.equal(3);
    expect(contractCustomerId(undefined)).to.equal(undefined);
  });
});
