import { expect } from 'chai';
import { defaultColumnMapping, tableImportRows, type ListType } from '../../../src/domain/cms';

const teams: ListType = {
  id: 1,
  name: 'Teams',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'active', type: 'checkbox' },
  ],
};

describe('domain/cms table import (spec 3 §5)', () => {
  it('maps a column to the field its header names, and leaves other columns out', () => {
    expect(defaultColumnMapping([' name ', 'City', 'active', 'founded'], teams)).to.deep.equal([
      'name',
      undefined,
      'active',
      undefined,
    ]);
  });

  it('turns rows into values by field with their lines; an empty cell sets nothing', () => {
    const rows = tableImportRows(
      3,
      [
        { line: 2, cells: ['Lukko', '', 'true'] },
        { line: 4, cells: ['Tappara', 'Tampere', 'ignored'] },
      ],
      ['name', 'city', undefined],
    );
    expect(rows).to.deep.equal([
      { line: 2, values: { name: 'Lukko' } },
      { line: 4, values: { name: 'Tappara', city: 'Tampere' } },
    ]);
  });

  it('refuses a row whose cells do not match the header, by its line, and keeps the others', () => {
    const rows = tableImportRows(
      2,
      [
        { line: 2, cells: ['Lukko', 'Rauma', 'extra'] },
        { line: 3, cells: ['Tappara', 'Tampere'] },
      ],
      ['name', 'city'],
    );
    expect(rows).to.deep.equal([
      { line: 2, refused: '3 cells where the header has 2' },
      { line: 3, values: { name: 'Tappara', city: 'Tampere' } },
    ]);
  });

  it('refuses every row when two columns fill the same field', () => {
    expect(tableImportRows(2, [{ line: 2, cells: ['a', 'b'] }], ['name', 'name'])).to.deep.equal([
      { line: 2, refused: 'two columns are mapped to "name"' },
    ]);
  });
});
