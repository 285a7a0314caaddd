import { expect } from 'chai';
import {
  addLanguage,
  asMultilanguage,
  changeLanguage,
  parseMarkdown,
  removeLanguage,
  setPlayoffPart,
  setTeamList,
  unusedLanguages,
} from '../../../src/domain/forms';

describe('domain/forms: structured values (spec 2 §3, §5)', () => {
  it('multilanguage: languages fi, en, fr, es, ru, ee; en is added first; each once; the last one stays', () => {
    const start = asMultilanguage('Hello');
    expect(start).to.deep.equal([{ lang: 'en', value: 'Hello' }]);
    const two = addLanguage(start);
    expect(two.map((item) => item.lang)).to.deep.equal(['en', 'fi']);
    expect(changeLanguage(two, 1, 'en')).to.equal(two);
    expect(changeLanguage(two, 1, 'ru')[1]?.lang).to.equal('ru');
    expect(removeLanguage(start, 0)).to.equal(start);
    let all = start;
    for (let i = 0; i < 8; i += 1) all = addLanguage(all);
    expect(all).to.have.length(6);
    expect(unusedLanguages(all)).to.deep.equal([]);
  });

  it('markdown renders to plain data: raw HTML stays text and javascript: links are not links', () => {
    const blocks = parseMarkdown(
      '# Title\n<script>alert(1)</script> **bold** [x](javascript:alert(1)) [ok](https://example.com)\n\n- one\n- *two*',
    );
    expect(blocks[0]).to.deep.equal({ kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Title' }] });
    const paragraph = blocks[1];
    expect(paragraph?.kind).to.equal('paragraph');
    const parts = paragraph?.kind === 'paragraph' ? (paragraph.lines[0] ?? []) : [];
    expect(parts[0]).to.deep.equal({ kind: 'text', text: '<script>alert(1)</script> ' });
    expect(parts).to.deep.include({ kind: 'strong', text: 'bold' });
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.kind === 'link' && part.href)).to.deep.equal(
      ['https://example.com'],
    );
    expect(parts.some((part) => part.kind === 'text' && part.text.includes('[x](javascript:alert(1)'))).to.equal(true);
    expect(parts).to.deep.include({ kind: 'link', text: 'ok', href: 'https://example.com' });
    expect(blocks[2]).to.deep.equal({
      kind: 'list',
      items: [[{ kind: 'text', text: 'one' }], [{ kind: 'emphasis', text: 'two' }]],
    });
  });

  it('playoff tree: team list and final/bronze/sf1/sf2/qf1–qf4 with home/away/scores/text; scores are integers', () => {
    let tree = setTeamList({}, '42');
    tree = setPlayoffPart(tree, 'final', 'home', '7');
    tree = setPlayoffPart(tree, 'final', 'home_score', '3');
    expect(setPlayoffPart(tree, 'final', 'away_score', 'x')).to.equal(tree);
    tree = setPlayoffPart(tree, 'qf4', 'text', 'OT');
    expect(tree).to.deep.equal({ team_list: '42', final: { home: '7', home_score: 3 }, qf4: { text: 'OT' } });
    expect(setPlayoffPart(tree, 'final', 'home_score', '')).to.deep.equal({
      team_list: '42',
      final: { home: '7' },
      qf4: { text: 'OT' },
    });
  });
});
