import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { WhepIdentities } from '../../../server/webrtc/whep-identities';

const actor = (sessionId: number): Actor => ({
  accountId: 7,
  email: 'director@demo.local',
  type: 'user',
  groups: [],
  productions: true,
  productionRoles: {},
  sessionId,
  token: `t${sessionId}`,
});

describe('server/webrtc: the accounts behind WHEP tokens, remembered briefly', () => {
  let now = 0;
  let lookups: string[] = [];
  let live = new Map<string, Actor>();
  const identities = () =>
    new WhepIdentities(
      async (token) => {
        lookups.push(token);
        return live.get(token);
      },
      () => now,
    );
  beforeEach(() => {
    now = 0;
    lookups = [];
    live = new Map([
      ['t1', actor(1)],
      ['t2', actor(2)],
    ]);
  });

  it('looks a token up once, and again after 10 s', async () => {
    const known = identities();
    expect(await known.identify('Bearer t1')).to.deep.include({ sessionId: 1 });
    now = 9_999;
    await known.identify('Bearer t1');
    expect(lookups).to.deep.equal(['t1']);
    now = 10_000;
    await known.identify('Bearer t1');
    expect(lookups).to.deep.equal(['t1', 't1']);
  });

  it('refuses a token at once after its console session ended, and keeps the others', async () => {
    const known = identities();
    await known.identify('Bearer t1');
    await known.identify('Bearer t2');
    live.delete('t1');
    known.forgetSession(1);
    expect(await known.identify('Bearer t1')).to.equal(undefined);
    expect(await known.identify('Bearer t2')).to.deep.include({ sessionId: 2 });
    expect(lookups).to.deep.equal(['t1', 't2', 't1']);
  });

  it('looks every token up afresh after accounts changed, and never remembers a refusal', async () => {
    const known = identities();
    await known.identify('Bearer t2');
    known.forgetAll();
    await known.identify('Bearer t2');
    await known.identify('Bearer nobody');
    await known.identify('Bearer nobody');
    expect(await known.identify(undefined)).to.equal(undefined);
    expect(lookups).to.deep.equal(['t2', 't2', 'nobody', 'nobody']);
  });
});
