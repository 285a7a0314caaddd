import { expect } from 'chai';
import type { ListField } from '../../../src/domain/cms';
import { fileFieldRefusal, uploadableFields } from '../../../server/records/file-field-rights';

const fields: ListField[] = [
  { name: 'title', type: 'text' },
  { name: 'poster', type: 's3file' },
  { name: 'contract', type: 'file', admin_only: true },
  { name: 'bad name', type: 'file' },
];

describe('server/records/file-field-rights (issue 28)', () => {
  it('a file goes only into a file or s3file field of the type whose name can be a storage key', () => {
    expect(fileFieldRefusal(fields, 'poster', false)).to.equal(undefined);
    for (const name of ['title', 'missing', 'bad name'])
      expect(fileFieldRefusal(fields, name, true), name).to.equal('not_file');
  });

  it('an admin_only file field is for administrators', () => {
    expect(fileFieldRefusal(fields, 'contract', false)).to.equal('admin_only');
    expect(fileFieldRefusal(fields, 'contract', true)).to.equal(undefined);
    expect(uploadableFields(fields, false)).to.deep.equal(['poster']);
    expect(uploadableFields(fields, true)).to.deep.equal(['poster', 'contract']);
  });

  it('prototype names are refused even when the type has such a field', () => {
    const withProto: ListField[] = [...fields, { name: 'constructor', type: 'file' }];
    for (const name of ['__proto__', 'constructor', 'prototype'])
      expect(fileFieldRefusal(withProto, name, true), name).to.equal('prototype');
  });
});
