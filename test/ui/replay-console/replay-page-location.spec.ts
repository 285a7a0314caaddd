import { expect } from 'chai';
import { replayPageLocation } from '../../../src/ui/replay-console/replay-page-location';
import { RouterNavigation } from '../../../src/ui/routes/router-navigation';

const page = (pathname: string): Location & { calls: string[] } => {
  const calls: string[] = [];
  return {
    pathname,
    search: '?tab=1',
    calls,
    assign: (url: string) => calls.push(`assign ${url}`),
    replace: (url: string) => calls.push(`replace ${url}`),
    reload: () => calls.push('reload'),
  } as unknown as Location & { calls: string[] };
};

describe('replayPageLocation (the replay console’s view of the page location)', () => {
  it('given /replay/view/dashboard, then the console sees /dashboard', () => {
    const location = replayPageLocation(page('/replay/view/dashboard'), '/replay/view');
    expect(`${location.pathname}${location.search}`).to.equal('/dashboard?tab=1');
    expect(replayPageLocation(page('/replay/view'), '/replay/view').pathname).to.equal('/');
  });

  it('given a reload (the recorded overlay’s button), then the page is not reloaded; page loads stay under the basename', () => {
    const window = page('/replay/view/dashboard');
    const location = replayPageLocation(window, '/replay/view');
    location.reload();
    location.assign('/events/list');
    expect(window.calls).to.deep.equal(['assign /replay/view/events/list']);
  });

  it('given a part of the replay console that failed to load, then its navigation says a reload is not offered (the live one offers it)', () => {
    expect(new RouterNavigation(replayPageLocation(page('/replay/view/dashboard'), '/replay/view')).canReload).to.equal(
      false,
    );
    expect(new RouterNavigation(page('/dashboard')).canReload).to.equal(true);
  });
});
