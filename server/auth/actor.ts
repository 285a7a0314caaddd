import type { ProductionRole } from '../../src/domain/accounts';
import type { AccountType } from '../../src/domain/rights';

/** Channel uuid → the production roles an account holds there. */
export type ProductionRolesByChannel = Readonly<Record<string, readonly ProductionRole[]>>;

/** Who is asking: the account behind a session, as the permission rules need it. */
export interface Actor {
  readonly accountId: number;
  readonly email: string;
  readonly type: AccountType;
  /** Uuids of the groups the account belongs to. */
  readonly groups: readonly string[];
  /** Member of a group whose meta has the productions flag (spec 1 §2.1 Productions). */
  readonly productions: boolean;
  /** Channel uuid → production roles held there, through active groups flagged productions (spec 3 §6). */
  readonly productionRoles: ProductionRolesByChannel;
  readonly sessionId: number;
  /** The session token; profile:{token} may be joined only with one's own. */
  readonly token: string;
}
