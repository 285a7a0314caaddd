import { expect } from 'chai';
import { redactPayload, redactTopic } from '../../../server/audit/redact';

describe('server/audit/redact', () => {
  it('replaces passwords, tokens, authorization and dev keys at any depth', () => {
    expect(
      redactPayload({
        account: { email: 'a@x', password: 'p', password_confirm: 'p', own_password: 'o', dev_key: 'k' },
        token: 't',
        headers: { Authorization: 'x' },
      }),
    ).to.deep.equal({
      account: {
        email: 'a@x',
        password: '[redacted]',
        password_confirm: '[redacted]',
        own_password: '[redacted]',
        dev_key: '[redacted]',
      },
      token: '[redacted]',
      headers: { Authorization: '[redacted]' },
    });
  });

  it('replaces the fields of a presigned form but keeps list-type field definitions', () => {
    expect(redactPayload({ url: '/storage/upload', fields: { key: 'k', signature: 's' } })).to.deep.equal({
      url: '/storage/upload',
      fields: '[redacted]',
    });
    expect(redactPayload({ list_type: { fields: [{ name: 'title' }] } })).to.deep.equal({
      list_type: { fields: [{ name: 'title' }] },
    });
  });

  it('cuts huge strings and deep nesting instead of storing them whole', () => {
    expect((redactPayload('x'.repeat(5000)) as string).length).to.be.lessThan(2100);
    let deep: unknown = 'bottom';
    for (let level = 0; level < 20; level += 1) deep = { next: deep };
    expect(JSON.stringify(redactPayload(deep))).to.contain('[too deep]');
  });

  it('keeps the token out of profile topic names', () => {
    expect(redactTopic('profile:abc123')).to.equal('profile:[redacted]');
    expect(redactTopic('settings:4')).to.equal('settings:4');
  });
});
