import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { confirmReset, holdsData, type ResetTerminal } from '../../tools/reset-confirm';

// `npm start -- --reset` (issue 29): a folder with data is not wiped without a yes, typed or given as --yes.
describe('tools/reset-confirm', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'reset-confirm-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const terminal = (interactive: boolean, answer = ''): ResetTerminal & { asked: string[] } => {
    const asked: string[] = [];
    return {
      interactive,
      asked,
      ask: (question) => {
        asked.push(question);
        return Promise.resolve(answer);
      },
    };
  };
  const withData = (): string => {
    const dir = path.join(root, 'data');
    mkdirSync(path.join(dir, 'pg'), { recursive: true });
    writeFileSync(path.join(dir, '.studio-data'), 'marker\n');
    return dir;
  };

  it('goes on without asking where nothing would be lost: no folder, an empty one, only the marker', async () => {
    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    const bare = path.join(root, 'bare');
    mkdirSync(bare);
    writeFileSync(path.join(bare, '.studio-data'), 'marker\n');
    for (const dir of [path.join(root, 'missing'), empty, bare]) {
      const asking = terminal(false);
      expect(await confirmReset(dir, false, asking), dir).to.equal(true);
      expect(asking.asked).to.deep.equal([]);
    }
    expect(holdsData(bare)).to.equal(false);
  });

  it('asks in a terminal and goes on only on yes', async () => {
    const dir = withData();
    const yes = terminal(true, ' Yes ');
    expect(await confirmReset(dir, false, yes)).to.equal(true);
    expect(yes.asked[0]).to.include(path.resolve(dir)).and.to.include('deletes everything');
    expect(await confirmReset(dir, false, terminal(true, 'n'))).to.equal(false);
    expect(await confirmReset(dir, false, terminal(true, ''))).to.equal(false);
  });

  it('refuses without a terminal unless --yes is given', async () => {
    const dir = withData();
    let refusal: unknown;
    await confirmReset(dir, false, terminal(false)).catch((error: unknown) => (refusal = error));
    expect(String(refusal)).to.include('add --yes');
    expect(await confirmReset(dir, true, terminal(false))).to.equal(true);
  });
});
