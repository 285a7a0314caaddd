import { expect } from 'chai';
import type { ListField } from '../../../src/domain/cms';
import { adminValuesLeaving, mergeRecordData } from '../../../server/records/record-data';

const fields: ListField[] = [
  { name: 'name', type: 'text' },
  { name: 'logo', type: 's3file' },
  { name: 'price', type: 'text', admin_only: true },
  { name: 'code', type: 'uuid' },
];
const stored = { name: 'Old', logo: { status: 'ready', key: '1/logo_1.png' }, price: '10', code: 'c-1' };

describe('server/records/record-data (spec 3 §5)', () => {
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

  it('an admin_only file field takes no sent value from a non-administrator, even when empty', () => {
    const guarded: ListField[] = [{ name: 'contract', type: 'file', admin_only: true }];
    const sent = { contract: { url: 'https://elsewhere.example/x', status: 'ready' } };
    expect(
      mergeRecordData({ fields: guarded, stored: {}, sent, administrator: false, newId: () => 'x' }),
    ).to.deep.equal({});
    expect(mergeRecordData({ fields: guarded, stored: {}, sent, administrator: true, newId: () => 'x' })).to.deep.equal(
      sent,
    );
  });

  describe('a move to a list of another type (issue 28)', () => {
    const open: ListField[] = [
      { name: 'name', type: 'text' },
      { name: 'price', type: 'text' },
    ];

    it('brings no value into a field the new type marks admin_only and the old one did not', () => {
      const moved = { fields, storedFields: open, stored: { name: 'A', price: '1' }, newId: () => 'x' };
      expect(mergeRecordData({ ...moved, sent: { name: 'A', price: '1' }, administrator: false })).to.not.have.property(
        'price',
      );
      expect(mergeRecordData({ ...moved, sent: { name: 'A', price: '1' }, administrator: true }).price).to.equal('1');
    });

    it('keeps the value when both types mark the field admin_only', () => {
      const moved = { fields, storedFields: fields, stored: { price: '10' }, sent: {}, newId: () => 'x' };
      expect(mergeRecordData({ ...moved, administrator: false }).price).to.equal('10');
    });

    it('names the stored admin_only values a move would take out from under the flag', () => {
      expect(adminValuesLeaving(fields, open, { name: 'A', price: '10' })).to.deep.equal(['price']);
      expect(adminValuesLeaving(fields, open, { name: 'A' })).to.deep.equal([]);
      expect(adminValuesLeaving(fields, fields, { price: '10' })).to.deep.equal([]);
    });
  });
});
