import { expect } from 'chai';
import {
  importRowProblem,
  importValues,
  jsonImportRows,
  jsonParseProblem,
  type ListType,
} from '../../../src/domain/cms';

const teams: ListType = {
  id: 1,
  name: 'Teams',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'active', type: 'checkbox' },
    { name: 'logo', type: 's3file' },
  ],
};

const parseError = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('parsed');
};

describe('domain/cms: record import rules (spec 3 §5)', () => {
  it('says on which line and column a JSON text stops parsing', () => {
    const text = '[\n  {"name": "Tappara"},\n  {"name": }\n]';
    const problem = jsonParseProblem(text, parseError(text));
    expect([problem.line, problem.column]).to.deep.equal([3, 12]);
  });

  it('takes an array of value objects or of {data} records; anything else is refused by its place', () => {
    expect(jsonImportRows([{ name: 'A' }, { data: { name: 'B' } }, 5])).to.deep.equal([
      { line: 1, values: { name: 'A' } },
      { line: 2, values: { name: 'B' } },
      { line: 3, refused: 'not an object of field values' },
    ]);
  });

  it('refuses a row naming an unknown field, a file value or a checkbox that is not true/false', () => {
    expect(importRowProblem(teams, { name: 'A', active: 'true' })).to.equal(undefined);
    expect(importRowProblem(teams, { city: 'Tampere' })).to.equal('"city" is not a field of Teams');
    expect(importRowProblem(teams, { name: 'A', logo: 'x.png' })).to.equal(
      '"logo" is a file field: upload files instead',
    );
    expect(importRowProblem(teams, { name: 'A', active: 'maybe' })).to.equal('"active" must be true or false');
    expect(importRowProblem(teams, {})).to.equal('no values');
  });

  it('refuses a row whose name is empty or blank where the list type has a name field (issue 29)', () => {
    expect(importRowProblem(teams, { active: 'true' })).to.equal('the name is empty');
    expect(importRowProblem(teams, { name: '  ', active: 'true' })).to.equal('the name is empty');
    const titled: ListType = { ...teams, fields: [{ name: 'name', title: 'Team name', type: 'text' }] };
    expect(importRowProblem(titled, { name: '' })).to.equal('the Team name is empty');
    const nameless: ListType = { ...teams, fields: [{ name: 'city', type: 'text' }] };
    expect(importRowProblem(nameless, { city: 'Tampere' })).to.equal(undefined);
  });

  it("stores a checkbox's text as a boolean and drops an imported id", () => {
    expect(importValues(teams, { id: 4, name: 'A', active: 'false' })).to.deep.equal({ name: 'A', active: false });
  });
});
