import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { KeyValueStorage } from '../ports';

/**
 * A view choice remembered on this device (docs/architecture.md "Remembered view state"): the screen opens after a
 * reload as it was left. Values are JSON in KeyValueStorage (localStorage; memory in a replay console), and a stored
 * value `read` cannot use falls back. A choice that changes what the screen shows also enters the log as a local
 * command, so a replay shows it; `shownWith` lets the logged value win.
 */
export class RememberedView<T> {
  private readonly latest: BehaviorSubject<T>;
  readonly value$: Observable<T>;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    read: (stored: unknown) => T,
  ) {
    this.latest = new BehaviorSubject(read(storage.get(key)));
    this.value$ = this.latest.asObservable();
  }

  get value(): T {
    return this.latest.value;
  }

  /** Whether this device remembers a choice yet (else a screen may open on a default of the moment). */
  get remembered(): boolean {
    return this.storage.get(this.key) !== undefined;
  }

  /** The person's choice: shown and remembered. */
  choose(value: T): void {
    this.storage.set(this.key, value);
    this.latest.next(value);
  }

  /** A default shown but not remembered (one that follows the calendar). */
  show(value: T): void {
    this.latest.next(value);
  }

  /** The choice as the log has it where it holds one (live they agree; a replay shows the recorded one). */
  shownWith(logged$: Observable<T | undefined>): Observable<T> {
    return combineLatest([this.latest, logged$]).pipe(
      map(([remembered, logged]) => logged ?? remembered),
      distinctUntilChanged(),
    );
  }
}

/** Where features get their RememberedView: the one reader and writer of KeyValueStorage for view state. */
@injectable()
export class RememberedViews {
  constructor(@inject(KeyValueStorage) private readonly storage: KeyValueStorage) {}

  remember<T>(key: string, read: (stored: unknown) => T): RememberedView<T> {
    return new RememberedView(this.storage, key, read);
  }
}
