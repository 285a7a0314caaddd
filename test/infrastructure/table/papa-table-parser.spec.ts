import { expect } from 'chai';
import { PapaTableParser } from '../../../src/infrastructure/table';

// The import's table reading (spec 3 §5) on papaparse: the delimiter detected among tab, ';' and ',' or
// chosen, quoted fields, empty lines skipped, and each row's line in the file with the header counted.
describe('infrastructure/table PapaTableParser (spec 3 §5)', () => {
  const parser = new PapaTableParser();

  it('detects each of tab, semicolon and comma', async () => {
    for (const delimiter of ['\t', ';', ','] as const) {
      const parsed = await parser.parse(['name', 'city'].join(delimiter) + '\n' + ['Lukko', 'Rauma'].join(delimiter));
      expect(parsed.delimiter, JSON.stringify(delimiter)).to.equal(delimiter);
      expect(parsed.rows.map((row) => row.cells)).to.deep.equal([
        ['name', 'city'],
        ['Lukko', 'Rauma'],
      ]);
    }
  });

  it("detects the header's delimiter where one short row leaves papaparse's guess undecided (it would say ',')", async () => {
    for (const delimiter of ['\t', ';'] as const) {
      const text = ['title', 'kind'].join(delimiter) + '\nHome crest' + delimiter + 'logo\n\nBroken row\n';
      const parsed = await parser.parse(text);
      expect(parsed.delimiter, JSON.stringify(delimiter)).to.equal(delimiter);
      expect(parsed.rows.map((row) => row.cells)).to.deep.equal([
        ['title', 'kind'],
        ['Home crest', 'logo'],
        ['Broken row'],
      ]);
    }
    expect((await parser.parse('"a;b",c\n1\n')).delimiter).to.equal(',');
    expect((await parser.parse('title\nHome\n')).delimiter).to.equal(',');
  });

  it('keeps a chosen delimiter even where another one would be detected', async () => {
    const parsed = await parser.parse('name;city,country\nLukko;Rauma,FI', ',');
    expect(parsed.delimiter).to.equal(',');
    expect(parsed.rows[1]?.cells).to.deep.equal(['Lukko;Rauma', 'FI']);
  });

  it('reads quoted fields holding the delimiter, a line break and a doubled quote', async () => {
    const parsed = await parser.parse('name;note\n"Kärpät; Oulu";"two\nlines and ""quotes"""');
    expect(parsed.rows[1]?.cells).to.deep.equal(['Kärpät; Oulu', 'two\nlines and "quotes"']);
  });

  it('skips empty and blank lines and numbers each row by its line in the file, header counted', async () => {
    const text = 'name;note\r\n\r\nLukko;"a\nb"\n   \nTappara;x\n\n';
    const parsed = await parser.parse(text);
    expect(parsed.rows.map((row) => [row.line, row.cells[0]])).to.deep.equal([
      [1, 'name'],
      [3, 'Lukko'],
      [6, 'Tappara'],
    ]);
  });

  it('refuses a row whose quote is never closed at its own line and reads the rows after it (issue 29)', async () => {
    const text = 'name;note\nLukko;ok\nTappara;"open\nKärpät;fine\nIlves;"two\nlines"\n';
    const parsed = await parser.parse(text);
    expect(parsed.rows.map((row) => [row.line, row.cells, row.problem !== undefined])).to.deep.equal([
      [1, ['name', 'note'], false],
      [2, ['Lukko', 'ok'], false],
      [3, [], true],
      [4, ['Kärpät', 'fine'], false],
      [5, ['Ilves', 'two\nlines'], false],
    ]);
    expect(parsed.rows[2]?.problem).to.match(/unbalanced quote/);
  });

  it('refuses an unclosed quote on the last line without losing the rows before it', async () => {
    const parsed = await parser.parse('name,note\nLukko,ok\nTappara,"open');
    expect(parsed.rows.map((row) => [row.line, row.problem === undefined])).to.deep.equal([
      [1, true],
      [2, true],
      [3, false],
    ]);
  });

  it('marks a quoted cell with text after its closing quote', async () => {
    const parsed = await parser.parse('name,note\n"Lukko"x,ok\nTappara,fine\n');
    expect(parsed.rows[1]).to.deep.include({ line: 2, cells: [] });
    expect(parsed.rows[1]?.problem).to.match(/unbalanced quote/);
    expect(parsed.rows.at(-1)).to.deep.equal({ line: 3, cells: ['Tappara', 'fine'] });
  });

  it('answers no rows for an empty text', async () => {
    expect((await parser.parse('\n\n')).rows).to.deep.equal([]);
  });
});
