import { expect } from 'chai';
import { detectDelimiter, parseDelimited } from '../../../src/domain/cms';

describe("domain/cms: CSV import — delimiter tab, ';' or ',', skipping empty lines (spec 3 §5)", () => {
  it('detects a tab, a semicolon or a comma from the first non-empty line', () => {
    expect(detectDelimiter('\n\nname\tcity\nTappara\tTampere')).to.equal('\t');
    expect(detectDelimiter('name;city;founded\nTappara;Tampere;1955')).to.equal(';');
    expect(detectDelimiter('name,city\nTappara,Tampere')).to.equal(',');
  });

  it('prefers the delimiter that occurs most, and ignores those inside quotes', () => {
    expect(detectDelimiter('"Tampere, Finland";x;y')).to.equal(';');
    expect(detectDelimiter('a,b,c;d')).to.equal(',');
  });

  it('falls back to a comma for a single column', () => {
    expect(detectDelimiter('name\nTappara')).to.equal(',');
    expect(detectDelimiter('')).to.equal(',');
  });

  it('parses rows, skipping empty and blank lines, with CRLF or LF', () => {
    expect(parseDelimited('name;city\r\n\r\nTappara;Tampere\n   \nIlves;Tampere\n')).to.deep.equal([
      ['name', 'city'],
      ['Tappara', 'Tampere'],
      ['Ilves', 'Tampere'],
    ]);
  });

  it('keeps quoted delimiters, doubled quotes and line breaks inside a field', () => {
    expect(parseDelimited('name,note\n"Kärpät, Oulu","said ""hi""\nthen left"')).to.deep.equal([
      ['name', 'note'],
      ['Kärpät, Oulu', 'said "hi"\nthen left'],
    ]);
  });

  it('keeps empty cells of a non-empty row', () => {
    expect(parseDelimited('a\t\tc\n')).to.deep.equal([['a', '', 'c']]);
  });
});
