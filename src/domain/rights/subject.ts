import type { ProductionRole } from './production-role';

/**
 * Who is asking, as every rule of the declaration reads it. The server's actor and the console's viewer both
 * fit: the account type (a raw string: an unknown type is granted nothing), whether one of the account's groups
 * carries meta.productions, and, where a rule is about ownership, the account and the session.
 */
export interface RightsSubject {
  readonly type?: string;
  /** Member of an active group whose meta has the productions flag (spec 1 §2.1 Productions). */
  readonly productions?: boolean;
  /** Channel uuid → the production roles held there, through active groups flagged productions (spec 3 §6). */
  readonly productionRoles?: Readonly<Record<string, readonly ProductionRole[]>>;
  readonly accountId?: number;
  /** The account's e-mail: rules about items an account made (clips, exports) match their owner by it. */
  readonly email?: string;
  /** The session token: `profile:{token}` may be joined only with one's own. */
  readonly token?: string;
}
