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
    expect(importRowProblem(teams, { logo: 'x.png' })).to.equal('"logo" is a file field: upload files instead');
    expect(importRowProblem(teams, { active: 'maybe' })).to.equal('"active" must be true or false');
    expect(importRowProblem(teams, {})).to.equal('no values');
  });

  it("stores a checkbox's text as a boolean and drops an imported id", () => {
    expect(importValues(teams, { id: 4, name: 'A', active: 'false' })).to.deep.equal({ name: 'A', active: false });
  });
});
