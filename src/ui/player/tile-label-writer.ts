import type { Observable, Subscription } from 'rxjs';
import { tileStateLabel, type TileState } from '../../application/monitoring';

/** What a tile's words say: its state since when, and for an offline tile its next attempt. */
export interface TileLabelSubject {
  readonly state: TileState;
  readonly since: number;
  /** When the next attempt to load a lost stream starts. */
  readonly retryAt: number | undefined;
  /** An attempt is under way ('retrying now'). */
  readonly attempting: boolean;
}

/**
 * A tile's words ('Frozen · 12 s', issue 31 §1) written at the walls' label second (WallAlarmBell.labelSecond$) —
 * the instant the wall's alarm header writes its own — at each tick and whenever the tile's state changes, never at
 * the instant of the tile's own look: a header and a tile that read the clock at two instants a few hundred
 * milliseconds apart said two different seconds. `write` gets the text only when it changes.
 */
export class TileLabelWriter {
  private second: number | undefined;
  private subject: TileLabelSubject | undefined;
  private text = '';
  private readonly subscription: Subscription;

  constructor(
    second$: Observable<number>,
    private readonly write: (text: string) => void,
  ) {
    this.subscription = second$.subscribe((second) => {
      this.second = second;
      this.render();
    });
  }

  /** The tile as its last look saw it. */
  show(subject: TileLabelSubject): void {
    this.subject = subject;
    this.render();
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  private render(): void {
    const { subject, second } = this;
    if (!subject || second === undefined) return;
    const text = tileStateLabel(
      subject.state,
      subject.since,
      second,
      subject.retryAt ?? (subject.attempting ? second : undefined),
    );
    if (text === this.text) return;
    this.text = text;
    this.write(text);
  }
}
