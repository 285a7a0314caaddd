import { baseVersion, defineTopic, entityListFrames, entityTopics, inbound, jsonObject, push, shape } from '../kit';
import { AccountCodec, AccountDraftCodec, PasswordChangeCodec, ProfileUpdateCodec } from './account.codec';
import { PresenceDiffCodec, PresencesCodec } from './presence.codec';

const profileReply = shape({ data: AccountCodec });

/**
 * The signed-in profile and the accounts list (spec 1 §7.2, spec 3 §7). `accounts:all` and `accounts:create`
 * are literal patterns, tried before `accounts:{id}` (more literal parts). The profile topic's `{token}` is
 * never copied into an event.
 */
export const accountsTopics = {
  'profile:{token}': defineTopic({
    pattern: 'profile:{token}',
    doc: 'The signed-in account, its own sessions and presence; joined at login with the token (spec 1 §7.2).',
    inbound: {
      init: inbound({
        doc: 'After join and after every get: {data: Account} with its sessions.',
        codec: profileReply,
        toEvents: ({ data }, context) => [{ type: 'ProfileReceived', account: data, at: context.at }],
      }),
      update: inbound({
        doc: 'After an update, a password change or a session change: {data: Account} with its sessions.',
        codec: profileReply,
        toEvents: ({ data }, context) => [{ type: 'ProfileReceived', account: data, at: context.at }],
      }),
      presence_state: inbound({
        doc: 'Phoenix Presence state: account id → {metas: [{phx_ref, online_at, …}]}; replaces what was held.',
        codec: PresencesCodec,
        toEvents: (presences, context) => [{ type: 'PresenceStateReceived', presences, at: context.at }],
      }),
      presence_diff: inbound({
        doc: 'Phoenix Presence diff: {joins, leaves}, each shaped like a presence state.',
        codec: PresenceDiffCodec,
        toEvents: (diff, context) => [{ type: 'PresenceDiffReceived', diff, at: context.at }],
      }),
    },
    pushes: {
      get: push({
        doc: 'Reload the profile (10 s time-out); replies {data: Account} and re-sends init.',
        payload: jsonObject,
        reply: profileReply,
      }),
      update: push({
        doc: 'Update name, surname, meta.company, meta.monitor_channel_filter, meta.multiview_event_filter and (developers) dev_key; replies {data: Account} and sends update.',
        payload: ProfileUpdateCodec,
        reply: profileReply,
      }),
      change_password: push({
        doc: 'Change the own password; error reasons invalid_password and passwords_dont_match. Replies {}.',
        payload: PasswordChangeCodec,
        reply: jsonObject,
      }),
      ping: push({ doc: 'Keep-alive every 600 s (spec 1 §9); replies {}.', payload: jsonObject, reply: jsonObject }),
    },
  }),
  ...entityTopics({
    noun: 'account',
    save: push({
      doc: 'Create (no id) or update an account; password and password_confirm only on create or reset. Replies with the saved account.',
      payload: shape({ account: AccountDraftCodec }, baseVersion),
      reply: shape({ data: AccountCodec }),
    }),
    all: {
      pattern: 'accounts:all',
      doc: 'Every account the viewer may list; joined at login.',
      inbound: entityListFrames({
        type: 'Account',
        codec: AccountCodec,
        received: (accounts, at) => ({ type: 'AccountsReceived', accounts, at }),
        updated: (account, at) => ({ type: 'AccountUpdated', account, at }),
        deleted: (id, at) => ({ type: 'AccountDeleted', id, at }),
      }),
    },
    create: { pattern: 'accounts:create' },
    one: { pattern: 'accounts:{id}' },
  }),
} as const;
