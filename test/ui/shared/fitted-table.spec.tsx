import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { TableCell, TableRow } from '@fluentui/react-components';
import { FittedTable, type FittedColumn } from '../../../src/ui/shared/fitted-table';

// The fitted table (src/ui/shared): columns sized by their content keep their width, the text columns share the
// rest, and the table is never narrower than all of them at their least (its pane scrolls it sideways instead).

const columns: readonly FittedColumn[] = [
  { title: 'State', width: 96 },
  { title: 'Title', least: 160 },
  { title: 'Creator', least: 120 },
  { title: 'Actions', width: 220 },
];

const render = (): string =>
  renderToStaticMarkup(
    <FittedTable label="Clips" columns={columns}>
      <TableRow>
        <TableCell>ready</TableCell>
      </TableRow>
    </FittedTable>,
  );

describe('ui/shared: FittedTable, a table as wide as its pane', () => {
  it('gives a content-sized column its width and leaves the text columns to share the rest', () => {
    const cols = [...render().matchAll(/<col( style="([^"]*)")?\/?>/g)].map((match) => match[2] ?? 'shared');
    expect(cols).to.deep.equal(['width:96px', 'shared', 'shared', 'width:220px']);
  });

  it('is at least as wide as every column at its width or least (96 + 160 + 120 + 220 px)', () => {
    const table = /<table [^>]*>/.exec(render())?.[0] ?? '';
    expect(table).to.contain('aria-label="Clips"');
    expect(table).to.contain('style="min-width:596px"');
  });

  it('names its columns in one header row, in order, and holds the rows it is given', () => {
    const html = render();
    const headers = [...html.matchAll(/<th [^>]*>(?:<[^>]*>)*([^<]+)</g)].map((match) => match[1]);
    expect(headers).to.deep.equal(['State', 'Title', 'Creator', 'Actions']);
    expect(html).to.contain('>ready<');
  });
});
