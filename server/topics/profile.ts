import { can } from '../../src/domain/rights';
import { minimumPasswordLength } from '../../src/domain/accounts';
import { AccountCodec, accountsTopics } from '../../src/infrastructure/wire/accounts';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import type { Actor } from '../auth/actor';
import { hashPassword, verifyPassword } from '../auth/password';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { SessionRow } from '../storage/session-repository';
import { announceChange } from '../records/announce';
import { presentOne } from '../records/entity-kind';
import { toWire, withoutReserved } from '../storage/document-repository';
import { decodeStoredOne } from '../storage/stored-codec';
import { accountsKind, accountView } from './accounts';
import { pushWith, type TopicHandler } from './topic-handler';

const profilePushes = accountsTopics['profile:{token}'].pushes;

const unixSeconds = (date: Date | undefined): number => (date ? Math.floor(date.getTime() / 1000) : 0);

/** A session as the sessions screen lists it (spec 3 §3 Session); online_at 0 reads 'Long time ago'. */
export const sessionToWire = (session: SessionRow, currentId: number): Record<string, unknown> => ({
  id: session.id,
  current: session.id === currentId,
  meta: { ip: session.ip, user_agent: session.userAgent },
  inserted_at: session.insertedAt.toISOString(),
  online_at: unixSeconds(session.onlineAt),
});

/** `{data: Account}` with the account's sessions, `current` as the asking session sees it; undefined if gone. */
export const profilePayload = async (
  services: Services,
  actor: Actor,
): Promise<{ data: Record<string, unknown> } | undefined> => {
  const account = await services.store.documents.accounts.get(actor.accountId);
  if (!account) return undefined;
  const sessions = await services.store.sessions.ofAccount(actor.accountId);
  return {
    data: {
      ...accountView(toWire(account), actor),
      // The Productions menu's flag (spec 1 §6), said by the server: a cloudrec console cannot read groups:all.
      productions: actor.productions,
      sessions: sessions.map((session) => sessionToWire(session, actor.sessionId)),
    },
  };
};

const profileReply = async (services: Services, actor: Actor): Promise<Reply> => {
  const payload = await profilePayload(services, actor);
  return payload ? ok(payload) : refuse(reasons.notFound);
};

type ProfileUpdate = typeof profilePushes.update.payload._A;
type PasswordChange = typeof profilePushes.change_password.payload._A;

const update = async (services: Services, actor: Actor, payload: ProfileUpdate): Promise<Reply> => {
  const account = await services.store.documents.accounts.get(actor.accountId);
  // Read typed; the write below keeps the stored document's own fields (AccountCodec drops unknown ones).
  const stored = decodeStoredOne(AccountCodec, account, (message) => services.log.error(message), 'account');
  if (!account || !stored) return refuse(reasons.notFound);
  // Only developers have a dev key (spec 3 §6).
  if (payload.dev_key !== undefined && payload.dev_key !== stored.dev_key && !can('development', actor))
    return refuse(reasons.unauthorized);
  // Only the keys a profile may set; the wall filters, layouts and switches are the caller's own (spec 2 §7), since this topic only
  // ever writes the signed-in account. Other meta keys (rec_readonly, default_group…) stay administrators'.
  const { company, monitor_channel_filter, monitor_wall_layout, monitor_wall_settings, multiview_event_filter } =
    payload.meta ?? {};
  const meta = {
    ...(jsonObject.is(account.body.meta) ? account.body.meta : {}),
    ...(company !== undefined ? { company } : {}),
    ...(monitor_channel_filter !== undefined ? { monitor_channel_filter } : {}),
    ...(monitor_wall_layout !== undefined ? { monitor_wall_layout } : {}),
    ...(monitor_wall_settings !== undefined ? { monitor_wall_settings } : {}),
    ...(multiview_event_filter !== undefined ? { multiview_event_filter } : {}),
  };
  // A field not sent is kept (an undefined one would drop the stored value when written as JSON).
  const changes = {
    ...(payload.name !== undefined ? { name: payload.name } : {}),
    ...(payload.surname !== undefined ? { surname: payload.surname } : {}),
    ...(payload.dev_key !== undefined ? { dev_key: payload.dev_key } : {}),
  };
  const written = await services.store.db.write(async (tx) => {
    const saved = await services.store.documents.accounts.update(
      tx,
      account.id,
      { ...account.body, ...withoutReserved(stored), ...changes, meta },
      account.state,
      { changedBy: actor.accountId },
    );
    return (
      saved && {
        before: await presentOne(accountsKind, services, tx, account),
        after: await presentOne(accountsKind, services, tx, saved),
      }
    );
  });
  if (!written) return refuse(reasons.notFound);
  services.actors.invalidate();
  announceChange(accountsKind, services, written.before, written.after);
  await services.profiles.changed(actor.accountId);
  return profileReply(services, actor);
};

/** Errors as spec 3 §8 names them (invalid_password, passwords_dont_match), plus password_too_short (spec 3 §5). */
const changePassword = async (services: Services, actor: Actor, payload: PasswordChange): Promise<Reply> => {
  const now = services.clock();
  // Wrong old passwords count against the account like failed logins, so a stolen session cannot guess freely.
  const source = `session:${actor.sessionId}`;
  if (services.loginLimits.retryAfter(actor.email, source, now) > 0) return refuse('too_many_attempts');
  if (payload.new_password !== payload.confirm_password) return refuse('passwords_dont_match');
  if (payload.new_password.length < minimumPasswordLength) return refuse('password_too_short');
  const stored = await services.store.credentials.hashOf(actor.accountId);
  if (!stored || !(await verifyPassword(payload.old_password, stored))) {
    services.loginLimits.failed(actor.email, source, now);
    return refuse('invalid_password');
  }
  const hash = await hashPassword(payload.new_password);
  // A new password ends the account's other sessions (whoever knew the old one); this one stays signed in.
  const ended = await services.store.db.write(async (tx) => {
    await services.store.credentials.set(tx, actor.accountId, hash);
    return services.store.sessions.removeOfAccount(tx, actor.accountId, actor.sessionId);
  });
  for (const session of ended) services.sockets.disconnectSession(session);
  await services.profiles.changed(actor.accountId);
  return ok({});
};

/** profile:{token}: init after join, get/update/change_password/ping, presence of the session's connections. */
export const profileTopic: TopicHandler = {
  pattern: 'profile:{token}',
  doc: 'Own profile: init {data: Account} after join and each get; update after changes; presence_state and presence_diff.',
  join: async () => ok({}),
  afterJoin: async ({ services, actor, topic, channel }) => {
    const payload = await profilePayload(services, actor);
    if (payload) channel.push('init', payload);
    channel.onLeave(services.profiles.add(actor, channel));
    channel.push('presence_state', services.presence.state(topic));
    channel.onLeave(
      services.presence.track(topic, String(actor.accountId), {
        online_at: String(Math.floor(services.clock() / 1000)),
      }),
    );
  },
  pushes: {
    get: pushWith(profilePushes.get.payload, async ({ services, actor, channel }) => {
      const payload = await profilePayload(services, actor);
      if (!payload) return refuse(reasons.notFound);
      channel.push('init', payload);
      return ok(payload);
    }),
    update: pushWith(profilePushes.update.payload, ({ services, actor }, payload) => update(services, actor, payload)),
    change_password: pushWith(profilePushes.change_password.payload, ({ services, actor }, payload) =>
      changePassword(services, actor, payload),
    ),
    ping: pushWith(profilePushes.ping.payload, async ({ services, actor }) => {
      await services.store.db.write((tx) => services.store.sessions.touch(tx, actor.sessionId));
      return ok({});
    }),
  },
};
