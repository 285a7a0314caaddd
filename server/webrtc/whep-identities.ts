import type { Actor } from '../auth/actor';
import { tokenFromAuthorization } from '../auth/tokens';

/** How long a token's account is trusted without asking the database again (a backstop: ends are pushed). */
const ttlMs = 10_000;
/** Tokens remembered at most: a spray of tokens must not grow memory. */
const maxEntries = 1_000;

/**
 * The accounts behind WHEP requests' tokens, remembered briefly (issue 28): every POST, PATCH and DELETE needs
 * one, and looking a token up is a database query on the event loop the sockets share — under a flood of offers
 * that query, not the refusal, was the main thread's work. A console session's end and any account or group write
 * forget at once (main.ts), so a logged-out token is refused on its next request as before.
 */
export class WhepIdentities {
  private readonly known = new Map<string, { readonly actor: Actor; readonly at: number }>();

  constructor(
    private readonly resolve: (token: string) => Promise<Actor | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  async identify(authorization: string | undefined): Promise<Actor | undefined> {
    const token = tokenFromAuthorization(authorization);
    if (!token) return undefined;
    const known = this.known.get(token);
    if (known && this.now() - known.at < ttlMs) return known.actor;
    const actor = await this.resolve(token);
    if (this.known.size >= maxEntries) this.known.clear();
    if (actor) this.known.set(token, { actor, at: this.now() });
    else this.known.delete(token);
    return actor;
  }

  /** A console session ended: its token is no longer anyone's. */
  forgetSession(sessionId: number): void {
    for (const [token, { actor }] of this.known) if (actor.sessionId === sessionId) this.known.delete(token);
  }

  /** Accounts or groups changed: types, memberships and roles are read afresh. */
  forgetAll(): void {
    this.known.clear();
  }
}
