import { expect } from 'chai';
import { canDownloadClip, canPlayClip, clipGroupsOf, leastAdvancedStatus } from '../../../src/domain/clips';
import { clip, clipsAfter, eventUuid } from './clip-builders';

describe('clip status rules', () => {
  it('spec 1 §4 "Clip status ranking, lowest first: processing, new, error, ready"', () => {
    expect(leastAdvancedStatus(['ready', 'error', 'new', 'processing'])).to.equal('processing');
    expect(leastAdvancedStatus(['ready', 'error', 'new'])).to.equal('new');
    expect(leastAdvancedStatus(['ready', 'error'])).to.equal('error');
    expect(leastAdvancedStatus(['ready'])).to.equal('ready');
    expect(leastAdvancedStatus([])).to.equal(undefined);
  });

  it('spec 2 §4 "A clip group shows the least advanced status of its qualities"', () => {
    const state = clipsAfter([
      {
        type: 'ClipsReceived',
        eventUuid,
        at: 1,
        clips: [
          clip('hd', { group: 'g', order: 1, status: 'ready' }),
          clip('sd', { group: 'g', order: 2, status: 'error' }),
        ],
      },
    ]);
    expect(clipGroupsOf(state, eventUuid)[0]?.status).to.equal('error');
  });

  it('spec 2 §4 "Play and download only for ready qualities"', () => {
    for (const status of ['new', 'processing', 'error'] as const) {
      expect(canPlayClip(clip('a', { status })), status).to.equal(false);
      expect(canDownloadClip(clip('a', { status })), status).to.equal(false);
    }
    expect(canPlayClip(clip('a', { status: 'ready' }))).to.equal(true);
    expect(canDownloadClip(clip('a', { status: 'ready' }))).to.equal(true);
    expect(canPlayClip(clip('a', { status: 'ready', url: undefined })), 'ready but no url').to.equal(false);
  });
});
