import { expect } from 'chai';
import { contentModule, previewRows, RecordImport, TableImport } from '../../../src/application/content';
import { TableParser } from '../../../src/application/ports';
import type { ListType } from '../../../src/domain/cms';
import { PapaTableParser } from '../../../src/infrastructure/table';
import { createHarness, type Harness } from '../console-harness';

const teams: ListType = {
  id: 2,
  name: 'Teams',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'active', type: 'checkbox' },
    { name: 'logo', type: 's3file' },
  ],
};

// The CSV/tab import plan (spec 3 §2.4 data/import, §5) read with the real papaparse adapter, then run through
// the shared import (list type check, save_batch, report by line).
describe('application/content TableImport (spec 3 §5)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  const setup = () => {
    const saved: unknown[] = [];
    harness = createHarness({
      push: (_topic, _event, payload) => {
        const drafts = (payload as { list_data: { data: unknown }[] }).list_data;
        saved.push(...drafts.map((draft) => draft.data));
        return { status: 'ok', response: { data: { ids: drafts.map((_, index) => 100 + index) } } };
      },
    });
    harness.container.load(contentModule);
    if (!harness.container.isBound(TableParser))
      harness.container.bind(TableParser).toConstantValue(new PapaTableParser());
    return { saved, table: harness.container.get(TableImport), importer: harness.container.get(RecordImport) };
  };

  it('reads, maps by header, plans with file lines, and the run reports refused rows by line', async () => {
    const { saved, table, importer } = setup();
    const text = 'name;active;founded\n\nLukko;true;1936\nTappara;maybe;1932\n"Ilves; Tampere";false\nKärpät;;1946\n';
    const reading = await table.read(text, teams);
    expect(reading?.delimiter).to.equal(';');
    expect(reading?.header).to.deep.equal(['name', 'active', 'founded']);
    expect(reading?.mapping).to.deep.equal(['name', 'active', undefined]);
    const plan = table.plan(reading!);
    expect(plan.refused).to.deep.equal([{ line: 5, reason: '2 cells where the header has 3' }]);
    expect(plan.rows.map((row) => row.line)).to.deep.equal([3, 4, 6]);
    const report = await importer.run(
      2,
      teams,
      plan.rows,
      plan.refused,
      () => undefined,
      () => false,
    );
    expect(report).to.deep.equal({
      saved: 2,
      refused: [
        { line: 4, reason: '"active" must be true or false' },
        { line: 5, reason: '2 cells where the header has 3' },
      ],
      cancelled: false,
      notTried: 0,
    });
    expect(saved).to.deep.equal([{ name: 'Lukko', active: true }, { name: 'Kärpät' }]);
  });

  it('a mapping chosen by the admin replaces the header one, and a chosen delimiter is kept', async () => {
    const { table } = setup();
    const reading = await table.read('Team,On\tair\nLukko,true\n', teams, ',');
    expect(reading?.mapping).to.deep.equal([undefined, undefined]);
    const plan = table.plan(reading!, ['name', 'active']);
    expect(plan.rows).to.deep.equal([{ line: 2, values: { name: 'Lukko', active: 'true' } }]);
  });

  it('an empty name and an unbalanced quote are refused at their lines; the rows after the quote are kept (issue 29)', async () => {
    const { table, importer } = setup();
    const reading = await table.read('name,active\nLukko,true\n,false\nTappara,"open\nIlves,false\n', teams);
    const plan = table.plan(reading!);
    expect(plan.refused.map((row) => row.line)).to.deep.equal([4]);
    expect(plan.refused[0]?.reason).to.match(/unbalanced quote/);
    const checked = importer.check(teams, plan.rows);
    expect(checked.refused).to.deep.equal([{ line: 3, reason: 'the name is empty' }]);
    expect(checked.valid.map((row) => row.line)).to.deep.equal([2, 5]);
    // The preview shows the first rows and marks the refused ones with why.
    const preview = previewRows(reading!.rows, [...plan.refused, ...checked.refused], 2);
    expect(preview.rows.map((row) => [row.row.line, row.refused])).to.deep.equal([
      [2, undefined],
      [3, 'the name is empty'],
      [4, plan.refused[0]?.reason],
    ]);
    expect(preview.hidden).to.equal(1);
  });

  it('an empty text reads as nothing to import', async () => {
    const { table } = setup();
    expect(await table.read('\n \n', teams)).to.equal(undefined);
  });
});
