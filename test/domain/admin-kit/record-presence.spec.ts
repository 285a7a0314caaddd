import { expect } from 'chai';
import { noSuchRecordMessage, recordPresence } from '../../../src/domain/admin-kit';

describe('domain/admin-kit: record presence (spec 3 §2.2)', () => {
  it('is found as soon as the record is there, missing only once the list has arrived without it', () => {
    expect(recordPresence(true, false)).to.equal('found');
    expect(recordPresence(true, true)).to.equal('found');
    expect(recordPresence(false, false)).to.equal('loading');
    expect(recordPresence(false, true)).to.equal('missing');
  });

  it('says in words which record the route named', () => {
    expect(noSuchRecordMessage('list type', '12')).to.equal('There is no list type 12.');
  });
});
