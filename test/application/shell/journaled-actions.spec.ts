import { expect } from 'chai';
import { JournaledActions } from '../../../src/application/shell';
import type { LogEntry } from '../../../src/domain/log';
import { consoleFixture, type ConsoleFixture } from './console-fixture';

describe('JournaledActions (ARCHITECTURE.md §3.6: every user action is a named, journaled command)', () => {
  let console: ConsoleFixture;
  let entries: LogEntry[];
  beforeEach(() => {
    console = consoleFixture();
    entries = [];
    console.log.appended$.subscribe((entry) => entries.push(entry));
  });
  afterEach(() => console.dispose());

  it('journals an HTTP action as CommandIssued then CommandSettled with its outcome', async () => {
    const settled = await console.container.get(JournaledActions).run({ name: 'session.logout', args: {} }, () => Promise.resolve({ outcome: 'error', reason: 'logout failed' }));
    expect(settled).to.deep.equal({ outcome: 'error', reason: 'logout failed' });
    expect(entries.map((entry) => entry.kind)).to.deep.equal(['CommandIssued', 'CommandSettled']);
    expect(entries[0]).to.deep.include({ id: 'cmd-1', name: 'session.logout', account: 'anonymous' });
    expect(entries[1]).to.deep.include({ id: 'cmd-1', outcome: 'error', reason: 'logout failed', latencyMs: 0 });
  });

  it('settles an action that throws as an error instead of losing it', async () => {
    const settled = await console.container.get(JournaledActions).run({ name: 'session.login', args: { email: 'a@b.c' }, account: 'a@b.c' }, () => Promise.reject(new Error('network down')));
    expect(settled).to.deep.equal({ outcome: 'error', reason: 'network down' });
    expect(entries[0]).to.deep.include({ account: 'a@b.c' });
    expect(entries[1]).to.deep.include({ kind: 'CommandSettled', outcome: 'error', reason: 'network down' });
  });
});
