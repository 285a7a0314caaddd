import { expect } from 'chai';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import { formatTime, InspectorQueries, ReplayService } from '../../../src/application/replay-inspector';
import { jumpProblem, ReplayJump } from '../../../src/application/replay-console';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { fileOf, fixture, textOpener, total } from './studio-recording';

// Issue 7: "jump to sequence number or time", in the replay mode banner as on the /replay screen.

describe('ReplayJump (the replay banner’s jump to sequence number or time)', () => {
  let replay: ReplayService;
  let jump: ReplayJump;

  beforeEach(async () => {
    const scheduler = new VirtualTimeScheduler();
    replay = new ReplayService(createWireNormalizer(), textOpener, scheduler);
    jump = new ReplayJump(replay, new InspectorQueries(replay, 'test', scheduler));
    await replay.open(fileOf(fixture));
  });
  afterEach(() => replay.close());

  const playing = async (): Promise<boolean> => (await firstValueFrom(replay.playback$)).playing;

  it('given a sequence number, then the cursor goes to that entry and playback pauses', async () => {
    replay.seek(1);
    replay.play();
    expect(jump.jump(' 5 ')).to.equal(undefined);
    expect(replay.seq).to.equal(5);
    expect(await playing()).to.equal(false);
    expect(jump.jump('0')).to.equal(undefined);
    expect(replay.seq).to.equal(0);
    expect(jump.jump(String(total))).to.equal(undefined);
    expect(replay.seq).to.equal(total);
  });

  it('given a time as the banner prints it, then the cursor goes to the first entry at or after it', () => {
    const target = Math.ceil(total / 2);
    const at = replay.entryAt(target)!.at;
    replay.seek(1);
    expect(jump.jump(formatTime(at))).to.equal(undefined);
    expect(replay.entryAt(replay.seq)?.at).to.equal(at);
    expect(replay.entryAt(replay.seq - 1)!.at).to.be.lessThan(at);
  });

  it('given a time of day, then it is read on the recording’s first day, as on the /replay screen', () => {
    const last = formatTime(replay.entryAt(total)!.at).slice(11, 19);
    replay.seek(1);
    expect(jump.jump(last)).to.equal(undefined);
    expect(replay.seq).to.be.greaterThan(1);
  });

  it(`given text that is no place in the recording, then "${jumpProblem(total)}" and the cursor stays`, () => {
    replay.seek(3);
    for (const typed of ['', 'half past ten', '-2', '4.5', String(total + 1), '25:00']) {
      expect(jump.jump(typed), typed).to.equal(jumpProblem(total));
      expect(replay.seq, typed).to.equal(3);
    }
  });
});
