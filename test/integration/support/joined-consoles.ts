import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { checkedPush } from '../../server/content/catalogue-check';
import { join, type Joined, type Reply } from './phoenix-client';

/** Joins a topic as one of the signed-in consoles and asserts the join was accepted. */
export const joinOkWith = (sockets: Readonly<Record<string, Socket>>, defaultEvents?: readonly string[]) =>
  async (type: string, topic: string, events: readonly string[] | undefined = defaultEvents): Promise<Joined> => {
    const joined = await join(sockets[type] as Socket, topic, events);
    expect(joined.reply.status, `${type} joins ${topic}: ${JSON.stringify(joined.reply.response)}`).to.equal('ok');
    return joined;
  };

/** Joins, pushes one event (its reply checked against the catalogue's codec) and leaves again. */
export const pushOnWith = (joinOk: (type: string, topic: string) => Promise<Joined>) =>
  async (type: string, topic: string, event: string, payload: object): Promise<Reply> => {
    const joined = await joinOk(type, topic);
    const reply = await checkedPush(joined.channel, event, payload);
    joined.channel.leave();
    return reply;
  };
