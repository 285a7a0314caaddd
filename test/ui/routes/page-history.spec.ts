import { expect } from 'chai';
import { createPageHistory, historyNavigator } from '../../../src/ui/routes/page-history';

/** A window with just what a browser history uses: the location and the history entries. */
const fakeWindow = (start: string): Window & { entries: string[] } => {
  const entries = [start];
  let index = 0;
  let state: unknown = null;
  const location = {
    origin: 'http://console.test',
    get pathname() {
      return new URL(entries[index]!, 'http://console.test').pathname;
    },
    get search() {
      return new URL(entries[index]!, 'http://console.test').search;
    },
    get hash() {
      return '';
    },
  };
  const history = {
    get state() {
      return state;
    },
    pushState: (next: unknown, _title: string, url: string) => {
      state = next;
      entries.splice(index + 1, entries.length, url);
      index += 1;
    },
    replaceState: (next: unknown, _title: string, url?: string) => {
      state = next;
      if (url) entries[index] = url;
    },
    go: () => undefined,
  };
  return {
    location,
    history,
    entries,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window & { entries: string[] };
};

describe('the page history (one browser history for every router on the page and for replay mode)', () => {
  it('given two listeners, when the console navigates, then both see the new location', () => {
    const page = fakeWindow('/dashboard');
    const history = createPageHistory(page);
    const seen: string[] = [];
    const first = history.listen(({ location }) => seen.push(`first ${location.pathname}`));
    history.listen(({ location }) => seen.push(`second ${location.pathname}`));
    historyNavigator(history).navigate('/events/list');
    first();
    historyNavigator(history).navigate('/audit/commands', { replace: true });
    expect(seen).to.deep.equal(['first /events/list', 'second /events/list', 'second /audit/commands']);
    expect(page.entries).to.deep.equal(['/dashboard', '/audit/commands']);
  });

  it('given the replay console’s basename, then its navigations stay under /replay/view', () => {
    const page = fakeWindow('/replay/view/dashboard');
    const history = createPageHistory(page);
    // Called detached, as react-router may.
    const { push } = history;
    historyNavigator(history, '/replay/view').navigate('/events/list');
    push('/replay');
    expect(page.entries).to.deep.equal(['/replay/view/dashboard', '/replay/view/events/list', '/replay']);
  });
});
