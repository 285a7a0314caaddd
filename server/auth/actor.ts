import type { AccountType } from './account-types';

/** Who is asking: the account behind a session, as the permission rules need it. */
export interface Actor {
  readonly accountId: number;
  readonly email: string;
  readonly type: AccountType;
  /** Uuids of the groups the account belongs to. */
  readonly groups: readonly string[];
  /** Member of a group whose meta has the productions flag (spec 1 §2.1 Productions). */
  readonly productions: boolean;
  readonly sessionId: number;
  /** The session token; profile:{token} may be joined only with one's own. */
  readonly token: string;
}
