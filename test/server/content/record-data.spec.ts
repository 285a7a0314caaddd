import { expect } from 'chai';
import type { ListField } from '../../../src/domain/cms';
import { mergeRecordData } from '../../../server/content/record-data';

const fields: ListField[] = [
  { name: 'name', type: 'text' },
  { name: 'logo', type: 's3file' },
  { name: 'price', type: 'text', admin_only: true },
  { name: 'code', type: 'uuid' },
];
const stored = { name: 'Old', logo: { status: 'ready', key: '1/logo_1.png' }, price: '10', code: 'c-1' };

describe('server/content/record-data (spec 3 §5)', () => {
  it('"File values are not sent in the save payload": a stored file value stays', () => {
    expect(
      mergeRecordData({
        fields,
        stored,
        sent: { name: 'New', price: '12', code: 'c-1' },
        administrator: true,
        newId: () => 'x',
      }),
    ).to.deep.equal({
      name: 'New',
      price: '12',
      code: 'c-1',
      logo: { status: 'ready', key: '1/logo_1.png' },
    });
  });

  it('takes a sent file value only for an empty file field (imports)', () => {
    const imported = { status: 'ready', key: '2/logo_2.png' };
    expect(
      mergeRecordData({ fields, stored: {}, sent: { logo: imported }, administrator: false, newId: () => 'x' }).logo,
    ).to.deep.equal(imported);
  });

  it('"A field with admin_only is shown only to admins": others keep the stored value (and cannot set one)', () => {
    expect(
      mergeRecordData({ fields, stored, sent: { price: '0' }, administrator: false, newId: () => 'x' }).price,
    ).to.equal('10');
    expect(
      mergeRecordData({ fields, stored: {}, sent: { price: '0' }, administrator: false, newId: () => 'x' }),
    ).to.not.have.property('price');
  });

  it('"A uuid-type field is filled with a new id when empty"; other fields are as sent', () => {
    expect(
      mergeRecordData({ fields, stored, sent: { code: ' ' }, administrator: true, newId: () => 'new-id' }),
    ).to.deep.equal({ code: 'new-id', logo: stored.logo });
  });
});
