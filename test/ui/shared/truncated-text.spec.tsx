import { expect } from 'chai';
import { SSRProvider } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TruncatedText } from '../../../src/ui/shared/truncated-text';

// The one truncation kit (src/ui/shared): a text cut to its box with an ellipsis, whole in the page for a screen
// reader, with a tooltip only when the browser has cut it (that part is the browser's: test/e2e/clip-list-layout).

/** The markup of `element` as a server renders it (Fluent's ids want an SSRProvider there). */
const render = (element: ReactElement): string => renderToStaticMarkup(<SSRProvider>{element}</SSRProvider>);

describe('ui/shared: TruncatedText, a text cut to its box', () => {
  const long = 'Save of the game, replayed from the north stand camera with the goalkeeper in close-up';

  it('puts the whole text in the page once, on one line of a Fluent Text marked for the browser tests', () => {
    const html = render(<TruncatedText text={long} />);
    expect(html.split(long)).to.have.length(2);
    expect(html).to.match(/^<span [^>]*class="fui-Text [^"]*"[^>]*data-truncated-text=""/);
  });

  it('draws no tooltip and no native title until the pointer rests on a cut text', () => {
    const html = render(<TruncatedText text={long} />);
    expect(html).not.to.contain('role="tooltip"');
    expect(html).not.to.contain(' title=');
  });

  it("takes Fluent's Text props: a heading's element, size and weight, a test id and the caller's class", () => {
    const html = render(
      <TruncatedText as="h3" text="TV News" size={400} weight="semibold" className="mine" data-testid="card-title" />,
    );
    expect(html).to.match(/^<h3 [^>]*>TV News<\/h3>$/);
    expect(html).to.contain('data-testid="card-title"');
    expect(html).to.match(/class="[^"]*\bmine\b/);
    const plain = render(<TruncatedText text="TV News" />);
    const classes = (markup: string): string => /class="([^"]*)"/.exec(markup)?.[1] ?? '';
    expect(classes(html)).not.to.equal(classes(plain));
  });
});
