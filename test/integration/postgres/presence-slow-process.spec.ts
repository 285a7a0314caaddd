import { expect } from 'chai';
import { editingOperators, firstGroupId } from '../support/editing-operators';
import { eventually } from '../support/real-console';
import type { ServerProcess } from '../support/server-process';
import { withStudioProcesses } from '../support/studio-processes';

// Issue 32 §1 with PostgreSQL and two studio-server processes (docs/protocol/editing.md "Several processes"): a
// process that is only slow — stopped with SIGSTOP for longer than the presence relay's three seconds — is
// forgotten by the other, whose consoles lose its editors; when it resumes (SIGCONT) every console shows
// "Also editing" right again: the other process's consoles see its editors again without joining anew, and its
// own consoles never lost the other's (server/cluster/presence-relay.ts).

describe('editing presence: a process stopped and resumed is seen again by every console (issue 32 §1)', function () {
  this.timeout(180_000);
  const cluster = withStudioProcesses(2, 'presence_slow');
  const { open } = editingOperators();

  it('SIGSTOP: the other process drops its editor; SIGCONT: both consoles show each other again', async () => {
    const [slow, steady] = cluster().servers as [ServerProcess, ServerProcess];
    const item = { kind: 'groups' as const, id: await firstGroupId(cluster().databaseUrl) };
    const onSlow = await open(slow, 'admin', item);
    const onSteady = await open(steady, 'root', item);
    await eventually(() => onSteady.names.current.join() === 'Demo admin', 'the steady console sees Demo admin');
    await eventually(() => onSlow.names.current.join() === 'Demo root', 'the slow console sees Demo root', 15_000);

    slow.child.kill('SIGSTOP');
    try {
      await eventually(
        () => onSteady.names.current.length === 0,
        'the steady console drops Demo admin while its process is stopped',
        15_000,
      );
    } finally {
      slow.child.kill('SIGCONT');
    }
    // Back: the steady process re-learns the slow one's editors and tells its consoles, already on the topic.
    await eventually(
      () => onSteady.names.current.join() === 'Demo admin',
      'the steady console sees Demo admin again',
      15_000,
    );
    await eventually(() => onSlow.names.current.join() === 'Demo root', 'the slow console still sees Demo root');
    // And it stays so: the slow process, resumed, does not forget the steady one afterwards.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(onSteady.names.current).to.deep.equal(['Demo admin']);
    expect(onSlow.names.current).to.deep.equal(['Demo root']);
  });
});
