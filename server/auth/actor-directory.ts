import { GroupCodec } from '../../src/infrastructure/wire/groups';
import { decodeStored, type UndecodableReport } from '../storage/stored-codec';
import type { Store } from '../storage/store';
import type { Actor, ProductionRolesByChannel } from './actor';
import { productionRolesOf } from './production-roles';
import { tokenHash } from './tokens';
import { isAccountType, type AccountType } from '../../src/domain/rights';

/** The session a socket or request was authenticated with. */
export interface SessionIdentity {
  readonly sessionId: number;
  readonly accountId: number;
  readonly token: string;
}

interface AccountFacts {
  readonly email: string;
  readonly type: AccountType;
  readonly groups: readonly string[];
  readonly productions: boolean;
  readonly productionRoles: ProductionRolesByChannel;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Turns sessions into actors. Account facts are cached per account and dropped whenever an account or group
 * is written, so a changed type or membership applies to the very next join or push.
 */
export class ActorDirectory {
  private readonly cache = new Map<number, Promise<AccountFacts | undefined>>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: Store,
    /** Where a stored group that does not decode is reported (it then grants nothing). */
    private readonly report: UndecodableReport,
  ) {}

  async authenticate(token: string | undefined): Promise<SessionIdentity | undefined> {
    if (!token || token.length > 512) return undefined;
    const session = await this.store.sessions.byTokenHash(tokenHash(token));
    if (!session) return undefined;
    const facts = await this.facts(session.accountId);
    return facts ? { sessionId: session.id, accountId: session.accountId, token } : undefined;
  }

  async resolve(identity: SessionIdentity): Promise<Actor | undefined> {
    const facts = await this.facts(identity.accountId);
    return facts && { ...facts, accountId: identity.accountId, sessionId: identity.sessionId, token: identity.token };
  }

  /**
   * The account behind a request that carries a signature instead of a session (a presigned form, signed for
   * the account that asked): undefined once the account is archived or gone.
   */
  async account(accountId: number): Promise<{ readonly accountId: number; readonly email: string } | undefined> {
    const facts = await this.facts(accountId);
    return facts && { accountId, email: facts.email };
  }

  /** Call after any write to accounts or groups. */
  invalidate(): void {
    this.cache.clear();
    for (const listener of [...this.listeners]) listener();
  }

  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private facts(accountId: number): Promise<AccountFacts | undefined> {
    let facts = this.cache.get(accountId);
    if (!facts) {
      facts = this.load(accountId);
      this.cache.set(accountId, facts);
      facts.catch(() => this.cache.delete(accountId));
    }
    return facts;
  }

  private async load(accountId: number): Promise<AccountFacts | undefined> {
    const account = await this.store.documents.accounts.get(accountId);
    const type = account?.body.type;
    if (!account || account.state !== 'active' || typeof type !== 'string' || !isAccountType(type)) return undefined;
    const named = stringList(account.body.groups);
    const stored = await this.store.documents.groups.list(
      `state = 'active' and (body->'accounts' @> $1::jsonb or uuid::text = any($2::text[]))`,
      [JSON.stringify([accountId]), named],
    );
    const groups = decodeStored(GroupCodec, stored, this.report, 'group');
    return {
      email: typeof account.body.email === 'string' ? account.body.email : '',
      type,
      groups: groups.map((group) => group.uuid),
      productions: groups.some((group) => group.meta?.productions === true),
      productionRoles: productionRolesOf(accountId, groups),
    };
  }
}
