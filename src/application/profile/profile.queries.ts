import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeDevKey } from '../../domain/accounts';
import { StateReader } from '../store';
import { sameFields, shareLatest } from '../shared';

/** The own profile as the form shows it (spec 3 §2.2, §3, §6). */
export interface ProfileView {
  readonly id: number;
  readonly email: string;
  readonly type: string;
  readonly name: string;
  readonly surname: string;
  readonly company: string;
  /** Developers only (spec 3 §6); undefined for everyone else. */
  readonly devKey?: string;
  readonly developer: boolean;
}

@injectable()
export class ProfileQueries {
  /** Undefined until the profile topic's init arrives. */
  readonly view$: Observable<ProfileView | undefined>;

  constructor(@inject(StateReader) store: StateReader) {
    this.view$ = store
      .select((state) => state.session.profile)
      .pipe(
        map((profile): ProfileView | undefined => {
          if (!profile) return undefined;
          const developer = canSeeDevKey(profile.type);
          return {
            id: profile.id,
            email: profile.email,
            type: profile.type,
            name: profile.name ?? '',
            surname: profile.surname ?? '',
            company: profile.meta?.company ?? '',
            developer,
            ...(developer && profile.dev_key !== undefined ? { devKey: profile.dev_key } : {}),
          };
        }),
        distinctUntilChanged(sameFields),
        shareLatest(),
      );
  }
}
