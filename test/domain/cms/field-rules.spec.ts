import { expect } from 'chai';
import {
  fillUuidFields,
  isFieldShown,
  isUuid,
  listUuidProblem,
  saveableValues,
  visibleFields,
  type ListField,
} from '../../../src/domain/cms';

const fields: readonly ListField[] = [
  { name: 'name', type: 'text' },
  { name: 'kind', type: 'list_select' },
  { name: 'league', type: 'text', show: { kind: ['club', 'academy'] } },
  { name: 'national', type: 'checkbox', show: { kind: 'nation' } },
  { name: 'code', type: 'text', admin_only: true },
  { name: 'uuid', type: 'uuid' },
  { name: 'logo', type: 's3file' },
  { name: 'poster', type: 'file' },
];

describe('domain/cms: UUID (spec 3 §5)', () => {
  it('must be 8-4-4-4-12 hex digits', () => {
    expect(isUuid('9b2e7c4a-1f3d-4e5b-8a6c-0d9e8f7a6b5c')).to.equal(true);
    expect(isUuid('9B2E7C4A-1F3D-4E5B-8A6C-0D9E8F7A6B5C')).to.equal(true);
    expect(isUuid('9b2e7c4a-1f3d-4e5b-8a6c-0d9e8f7a6b5')).to.equal(false);
    expect(isUuid('9b2e7c4a1f3d4e5b8a6c0d9e8f7a6b5c')).to.equal(false);
    expect(isUuid('zb2e7c4a-1f3d-4e5b-8a6c-0d9e8f7a6b5c')).to.equal(false);
  });

  it("a given UUID that is not one gives 'UUID is invalid!'; an empty one is not given", () => {
    expect(listUuidProblem('not-a-uuid')).to.equal('UUID is invalid!');
    expect(listUuidProblem('')).to.equal(undefined);
    expect(listUuidProblem(undefined)).to.equal(undefined);
  });
});

describe('domain/cms: show conditions and admin_only (spec 3 §5)', () => {
  it("a field appears only when another field's value is in the given values", () => {
    expect(isFieldShown(fields[2]!, { kind: 'club' }, false)).to.equal(true);
    expect(isFieldShown(fields[2]!, { kind: 'nation' }, false)).to.equal(false);
    expect(isFieldShown(fields[2]!, {}, false)).to.equal(false);
  });

  it("or equals the given value; a form's text '3' meets a condition on 3", () => {
    expect(isFieldShown(fields[3]!, { kind: 'nation' }, false)).to.equal(true);
    expect(isFieldShown({ name: 'x', type: 'text', show: { rank: 3 } }, { rank: '3' }, false)).to.equal(true);
    expect(isFieldShown({ name: 'x', type: 'text', show: { rank: 3 } }, { rank: { n: 3 } }, false)).to.equal(false);
  });

  it('a field with admin_only is shown only to admins', () => {
    expect(isFieldShown(fields[4]!, {}, false)).to.equal(false);
    expect(isFieldShown(fields[4]!, {}, true)).to.equal(true);
  });

  it('lists the visible fields in order', () => {
    expect(visibleFields(fields, { kind: 'club' }, false).map((field) => field.name)).to.deep.equal([
      'name',
      'kind',
      'league',
      'uuid',
      'logo',
      'poster',
    ]);
  });
});

describe('domain/cms: uuid fields and file values (spec 3 §5)', () => {
  it('a uuid-type field is filled with a new id when empty, and kept otherwise', () => {
    expect(fillUuidFields(fields, { name: 'x', uuid: '' }, () => 'new-id')).to.deep.include({
      uuid: 'new-id',
      name: 'x',
    });
    expect(fillUuidFields(fields, { uuid: 'kept' }, () => 'new-id')).to.deep.include({ uuid: 'kept' });
  });

  it('file values are not sent in the save payload', () => {
    expect(saveableValues(fields, { name: 'x', logo: { status: 'new' }, poster: 'p.png' })).to.deep.equal({
      name: 'x',
    });
  });
});
