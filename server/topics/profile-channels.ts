import type { Actor } from '../auth/actor';
import type { ProfileNotifier, PushTarget, Services } from '../services';

interface ProfileChannel {
  actor: Actor;
  readonly channel: PushTarget;
}

/** Builds the `{data: Account}` (with sessions, `current` as the given session sees it) a profile channel gets. */
export type ProfilePayload = (services: Services, actor: Actor) => Promise<unknown>;

/**
 * The joined profile:{token} channels by account, so a change anywhere (profile update, password change, a
 * session created or deleted over HTTP) reaches every open console of that account as `update`.
 */
export class ProfileChannels implements ProfileNotifier {
  private readonly byAccount = new Map<number, Set<ProfileChannel>>();
  private services: Services | undefined;
  private stopListening: (() => void) | undefined;

  constructor(private readonly payload: ProfilePayload) {}

  start(services: Services): void {
    this.services = services;
    this.stopListening = services.actors.onInvalidate(() => void this.productionsChanged(services));
  }

  close(): void {
    this.stopListening?.();
  }

  /**
   * A group or account write may make an account a member of a productions group or end it: the profile's
   * `productions` flag (the Productions menu, docs/protocol/accounts.md) follows at once, without a reload.
   */
  private async productionsChanged(services: Services): Promise<void> {
    for (const entry of [...this.byAccount.values()].flatMap((set) => [...set])) {
      const fresh = await services.actors.resolve(entry.actor).catch(() => undefined);
      if (!fresh || fresh.productions === entry.actor.productions) continue;
      entry.actor = fresh;
      const payload = await this.payload(services, fresh).catch(() => undefined);
      if (payload !== undefined) entry.channel.push('update', payload);
    }
  }

  add(actor: Actor, channel: PushTarget): () => void {
    const entry: ProfileChannel = { actor, channel };
    let set = this.byAccount.get(actor.accountId);
    if (!set) this.byAccount.set(actor.accountId, (set = new Set()));
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0) this.byAccount.delete(actor.accountId);
    };
  }

  async changed(accountId: number): Promise<void> {
    const services = this.services;
    if (!services) return;
    await Promise.all(
      [...(this.byAccount.get(accountId) ?? [])].map(({ actor, channel }) =>
        this.payload(services, actor).then(
          (payload) => {
            if (payload !== undefined) channel.push('update', payload);
          },
          (error: unknown) => services.log.error('Profile update push failed', error),
        ),
      ),
    );
  }
}
