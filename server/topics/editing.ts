import { displayName } from '../../src/domain/accounts';
import { editedItemTopic } from '../../src/domain/editing';
import { AccountCodec } from '../../src/infrastructure/wire/accounts';
import type { Actor } from '../auth/actor';
import { ok, reasons, refuse } from '../protocol/reply';
import type { Services } from '../services';
import { decodeStoredOne } from '../storage/stored-codec';
import type { TopicHandler } from './topic-handler';

/** Finds the handler serving a concrete topic (the registry of every other topic). */
export type TopicLookup = (
  topic: string,
) => { readonly handler: TopicHandler; readonly params: Readonly<Record<string, string>> } | undefined;

/** The name the others see: the account's display name, or its e-mail when it has none (issue 32 §1). */
const nameOf = async (services: Services, actor: Actor): Promise<string> => {
  const stored = decodeStoredOne(
    AccountCodec,
    await services.store.documents.accounts.get(actor.accountId),
    (message) => services.log.error(message),
    'account',
  );
  return stored ? displayName(stored) : actor.email;
};

/**
 * `editing:{kind}:{id}` (issue 32 §1, docs/protocol/editing.md): Phoenix Presence of the consoles with one item's
 * editor open. The permission row lets in whoever may join the item's editor topic; the join here asks that
 * topic's own join too (the item exists and this actor may see it), then tracks the console under its account id
 * with its name, until the channel is left or the socket closes.
 */
export const editingTopic = (lookup: TopicLookup): TopicHandler => ({
  pattern: 'editing:{kind}:{id}',
  doc: 'Presence of the consoles editing one item: presence_state after join, presence_diff as they come and go.',
  join: async (context, payload) => {
    const item = editedItemTopic(context.params);
    const served = item ? lookup(item.topic) : undefined;
    if (!served) return refuse(reasons.notFound);
    const answer = await served.handler.join({ ...context, params: served.params }, payload);
    return answer.status === 'ok' ? ok({}) : answer;
  },
  afterJoin: async ({ services, actor, topic, channel }) => {
    channel.push('presence_state', services.presence.state(topic));
    channel.onLeave(
      services.presence.track(topic, String(actor.accountId), {
        name: await nameOf(services, actor),
        online_at: String(Math.floor(services.clock() / 1000)),
      }),
    );
  },
  pushes: {},
});
