import { can, accountTypes, isAccountType } from '../../src/domain/rights';
import {
  minimumPasswordLength,
  assignableAccountTypes,
  canSeeAccountInList,
  type AccountDraft,
} from '../../src/domain/accounts';
import { AccountCodec, accountsTopics } from '../../src/infrastructure/wire/accounts';
import type { Services } from '../services';
import type { Actor } from '../auth/actor';
import { hashPassword, verifyPassword } from '../auth/password';
import { reasons, refuse, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutFields, withoutReserved } from '../storage/document-repository';
import { decodeStoredOne } from '../storage/stored-codec';
import { accountMetaRefusal } from './account-meta';
import type { PlainEntity, PreparedSave, SaveRequest } from './plain-entity';
import { dataListTargets, type EntityKind, type Wire } from '../records/entity-kind';
import { invalid, stateFor } from './entity-save';
import { entityTopics } from './entity-topics';

/** `{account: AccountDraft}` as the console's catalogue defines it (spec 3 §3 Account). */
const accountSaveCodec = accountsTopics['accounts:create'].pushes.save.payload;

// Write-only or derived fields: passwords go to account_credentials, sessions are rows of their own.
const notStored = ['password', 'password_confirm', 'own_password', 'sessions'] as const;
const emailPattern = /^[^\s@]+@[^\s@]+$/;

const typeOf = (document: StoredDocument): string => (typeof document.body.type === 'string' ? document.body.type : '');

/** Root and developer see all; admin and device_admin all but root and developer; everyone sees themselves. */
export const accountVisible = (actor: Actor, document: StoredDocument): boolean =>
  document.id === actor.accountId || canSeeAccountInList(actor.type, typeOf(document));

/** The dev key is shown only to developers (spec 3 §6). */
export const accountView = (wire: Wire, actor: Actor): Wire => {
  const { dev_key: devKey, ...rest } = wire;
  return can('development', actor) && devKey !== undefined ? { ...rest, dev_key: devKey } : rest;
};

/**
 * "A new account with no groups gets the default group" (spec 3 §5): the creator's meta.default_group. A creator
 * whose account does not decode is reported and gives none.
 */
export const defaultGroups = async (services: Services, actor: Actor): Promise<{ groups?: string[] }> => {
  const stored = await services.store.documents.accounts.get(actor.accountId);
  const report = (message: string): void => services.log.error(message);
  const group = decodeStoredOne(AccountCodec, stored, report, 'account')?.meta?.default_group;
  return group !== undefined && group !== '' ? { groups: [group] } : {};
};

/** Wrong own passwords count against the session's login limit, as in change_password: no free guessing. */
const ownPasswordHolds = async (services: Services, actor: Actor, given: string): Promise<boolean> => {
  const source = `session:${actor.sessionId}`;
  if (services.loginLimits.retryAfter(actor.email, source, services.clock()) > 0) return false;
  const own = await services.store.credentials.hashOf(actor.accountId);
  const holds = own !== undefined && (await verifyPassword(given, own));
  if (!holds) services.loginLimits.failed(actor.email, source, services.clock());
  return holds;
};

/**
 * Who may reset whose password (docs/protocol.md "Security"): an administrator only the password of an account
 * whose type it may assign (spec 3 §6), or its own; and only with its own password (`own_password`, the field of
 * spec 3 §3's account form), so an unattended console cannot be used to take an account over.
 */
const resetRefusal = async (
  services: Services,
  actor: Actor,
  existing: StoredDocument,
  ownPassword: unknown,
): Promise<Reply | undefined> => {
  if (
    existing.id !== actor.accountId &&
    !assignableAccountTypes({ type: actor.type }).some((type) => type === typeOf(existing))
  )
    return refuse(reasons.unauthorized, { detail: 'password_reset_not_allowed' });
  if (typeof ownPassword !== 'string' || ownPassword === '')
    return invalid(
      'account.own_password',
      "the saving account's own password (required to reset a password)",
      'undefined',
    );
  return (await ownPasswordHolds(services, actor, ownPassword)) ? undefined : refuse('invalid_password');
};

const prepareAccount = async ({
  actor,
  services,
  item,
  existing,
}: SaveRequest<AccountDraft>): Promise<PreparedSave<'accounts'> | Reply> => {
  const state = stateFor('account', item, existing);
  if (typeof state !== 'string') return state;
  const email = item.email.trim().toLowerCase();
  if (!emailPattern.test(email) || email.length > 254) return invalid('account.email', 'an e-mail address', item.email);
  const { type } = item;
  if (!isAccountType(type)) return invalid('account.type', accountTypes.join(' | '), type);
  // Assigning a type is what spec 3 §6 restricts; keeping an account's current type is not an assignment.
  if ((!existing || typeOf(existing) !== type) && !assignableAccountTypes({ type: actor.type }).includes(type))
    return refuse(reasons.unauthorized, { detail: 'type_not_allowed' });
  if (item.dev_key !== undefined && item.dev_key !== existing?.body.dev_key && !can('development', actor))
    return refuse(reasons.unauthorized, { detail: 'dev_key' });
  const [sameEmail] = await services.store.documents.accounts.list(`lower(body->>'email') = $1`, [email]);
  if (sameEmail && sameEmail.id !== existing?.id)
    return refuse(reasons.emailTaken, {
      errors: [{ path: 'account.email', expected: 'an e-mail no other account has', actual: JSON.stringify(email) }],
    });
  const metaRefusal = await accountMetaRefusal(services, item.meta, existing);
  if (metaRefusal) return metaRefusal;

  const password = item.password !== undefined && item.password !== '' ? item.password : undefined;
  if (!existing && password === undefined)
    return invalid('account.password', `a password of at least ${minimumPasswordLength} characters`, 'undefined');
  if (password !== undefined && password.length < minimumPasswordLength)
    return invalid('account.password', `at least ${minimumPasswordLength} characters`, `${password.length} characters`);
  if (password !== undefined && item.password_confirm !== undefined && item.password_confirm !== password)
    return refuse('passwords_dont_match');
  const reset = existing !== undefined && password !== undefined;
  if (reset) {
    const refusal = await resetRefusal(services, actor, existing, item.own_password);
    if (refusal) return refusal;
  } else if (item.own_password !== undefined && !(await ownPasswordHolds(services, actor, item.own_password))) {
    return refuse('invalid_password');
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  // A reset ends the account's other sessions (a thief's among them): rows now, sockets once committed.
  const ended: number[] = [];
  const sent = withoutFields(withoutReserved(item), notStored);
  const groups = existing || item.groups.length > 0 ? {} : await defaultGroups(services, actor);
  return {
    body: { ...existing?.body, ...sent, ...groups, email, type },
    state,
    afterWrite:
      passwordHash === undefined
        ? undefined
        : async (tx, document) => {
            await services.store.credentials.set(tx, document.id, passwordHash);
            if (reset) ended.push(...(await services.store.sessions.removeOfAccount(tx, document.id, actor.sessionId)));
          },
    afterCommit: () => {
      for (const session of ended) services.sockets.disconnectSession(session);
      if (ended.length > 0 && existing) void services.profiles.changed(existing.id);
    },
  };
};

export const accountsKind: EntityKind<'accounts'> = {
  kind: 'accounts',
  targets: dataListTargets('accounts'),
  visible: accountVisible,
  view: accountView,
  viewKey: (actor) => (can('development', actor) ? 'with dev key' : 'without dev key'),
};

const accountsEntity: PlainEntity<'accounts', 'account', AccountDraft> = {
  kind: accountsKind,
  prefix: 'accounts',
  keyParam: 'id',
  payloadKey: 'account',
  saveCodec: accountSaveCodec,
  prepareSave: prepareAccount,
  afterChange: (services) => services.actors.invalidate(),
};

/** accounts:all (scoped per spec 3 §6), accounts:{id}, accounts:create. */
export const accountTopics = entityTopics(accountsEntity);
