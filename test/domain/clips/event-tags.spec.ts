import { expect } from 'chai';
import { tagsOf, tagTitle } from '../../../src/domain/clips';
import { clipsAfter, eventUuid, tag } from './clip-builders';

describe('event tags', () => {
  const state = clipsAfter([
    {
      type: 'TagsReceived',
      eventUuid,
      at: 1,
      tags: [
        tag('late', 300),
        tag('early', -5),
        tag('gone', 100, { state: 'archived' }),
        tag('tie-b', 100),
        tag('tie-a', 100),
      ],
    },
  ]);

  it('lists tags along the stream timeline, ties by uuid', () => {
    expect(tagsOf(state, eventUuid).map((one) => one.uuid)).to.deep.equal(['early', 'gone', 'tie-a', 'tie-b', 'late']);
  });

  it("spec 2 §4 'Tag: active or archived via an Active checkbox': archived ones can be left out", () => {
    expect(tagsOf(state, eventUuid, false).map((one) => one.uuid)).to.not.include('gone');
  });

  it("the Title column reads the form's title, else the tag type's name", () => {
    expect(tagTitle(tag('a', 1, { meta: { type: 'goal', type_name: 'Goal', title: 'Goal 1-0' } }))).to.equal(
      'Goal 1-0',
    );
    expect(tagTitle(tag('a', 1))).to.equal('Goal');
    expect(tagTitle(tag('a', 1, { meta: {} }))).to.equal('');
  });
});
