import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { channelsTopics } from '../../../../src/infrastructure/wire/channels';

const editor = channelsTopics['channels:{uuid}'].pushes;
const newChannel = {
  name: 'arena_b_cam1',
  title: 'Arena B – Camera 1',
  type: 'input',
  state: 'active',
  meta: { use_pull: false, mediaconnect_arns: '' },
};

describe('channel editor pushes (spec 2 §7)', () => {
  it('save {channel, channel_groups} accepts a new channel without id or uuid', () => {
    expect(
      isRight(editor.save.payload.decode({ channel: newChannel, channel_groups: [{ id: 5, expiry_time: -1 }] })),
    ).to.equal(true);
  });

  it('save is the same push on channels:create', () => {
    expect(channelsTopics['channels:create'].pushes.save).to.equal(editor.save);
  });

  it('save reply: "response data holds channel.uuid"', () => {
    const reply = editor.save.reply.decode({
      data: { uuid: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081', id: 44, title: 'Arena B' },
    });
    expect(isRight(reply) && reply.right.data.uuid).to.equal('1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081');
    expect(isLeft(editor.save.reply.decode({ data: {} }))).to.equal(true);
  });

  it('save refuses a channel group membership without expiry', () => {
    expect(isLeft(editor.save.payload.decode({ channel: newChannel, channel_groups: [{ id: 5 }] }))).to.equal(true);
  });

  it('get_configuration {configuration, channel_groups}: the reply data is the preview', () => {
    const payload = {
      configuration: { streamer: { width: 1280, height: 720 } },
      channel_groups: [{ id: 3, expiry_time: -1 }],
    };
    expect(isRight(editor.get_configuration.payload.decode(payload))).to.equal(true);
    const reply = editor.get_configuration.reply.decode({ data: { streamer: { width: 1280, height: 720, fps: 50 } } });
    expect(isRight(reply) && reply.right.data).to.deep.equal({ streamer: { width: 1280, height: 720, fps: 50 } });
  });

  it('channel group save {channel_group} on channels:group:{id} and both create topics (spec 3 §7)', () => {
    const group = {
      title: 'Partner club',
      name: 'partner_club',
      state: 'active',
      type: 'access',
      meta: {},
      channels: [{ id: 12, expiry_time: -1 }],
    };
    for (const topic of [
      'channels:group:{id}',
      'channels:group:create:template',
      'channels:group:create:access',
    ] as const) {
      expect(isRight(channelsTopics[topic].pushes.save.payload.decode({ channel_group: group })), topic).to.equal(true);
    }
    expect(
      isLeft(
        channelsTopics['channels:group:{id}'].pushes.save.payload.decode({ channel_group: { ...group, type: 'club' } }),
      ),
    ).to.equal(true);
  });
});
