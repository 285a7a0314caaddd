import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReplayConsoleFailed, replayConsoleFailedTitle } from '../../../src/ui/replay-console/replay-console-failed';

// What the page shows in place of the replay console when its code could not be fetched.

describe('ReplayConsoleFailed (the replay console could not be loaded)', () => {
  const noop = (): void => undefined;
  const html = renderToStaticMarkup(
    <ReplayConsoleFailed reason="Loading chunk replay-console failed." onRetry={noop} onLeave={noop} />,
  );

  it(`says "${replayConsoleFailedTitle}" as an alert with a heading, and why`, () => {
    expect(html).to.match(/role="alert"/);
    expect(html).to.match(new RegExp(`<h1[^>]*>${replayConsoleFailedTitle}</h1>`));
    expect(html).to.contain('Loading chunk replay-console failed.');
  });

  it('offers Try again and the way back (Leave replay mode) as buttons', () => {
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) =>
      (match[1] ?? '').replace(/<[^>]+>/g, ''),
    );
    expect(buttons).to.deep.equal(['Try again', 'Leave replay mode']);
  });
});
