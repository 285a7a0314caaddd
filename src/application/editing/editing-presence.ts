import { inject, injectable } from 'inversify';
import { Observable } from 'rxjs';
import { editingTopic, othersEditing, type EditingItem } from '../../domain/editing';
import { sameItems } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/**
 * Who else is editing an item (issue 32 §1). Reading `others$` holds the item's presence topic (a topic lease: the
 * server tracks this console there while any reader follows it) and gives the names of the other accounts there;
 * the last reader leaving releases the lease, and the server drops this console from the others' sheets.
 */
@injectable()
export class EditingPresence {
  constructor(
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  /** The others' names, alphabetically; empty until the server's presence arrives. */
  others$(item: EditingItem): Observable<readonly string[]> {
    const topic = editingTopic(item);
    return new Observable<readonly string[]>((subscriber) => {
      const lease = this.leases.hold({ pattern: 'editing:{kind}:{id}', params: { kind: item.kind, id: item.id } });
      const names = this.store
        .select((state) => othersEditing(state.editing.byTopic[topic] ?? {}, state.session.profile?.id), sameItems)
        .subscribe(subscriber);
      return () => {
        names.unsubscribe();
        lease.release();
      };
    });
  }
}
