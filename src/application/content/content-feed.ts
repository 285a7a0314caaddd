import { inject, injectable } from 'inversify';
import { TopicLeases } from '../topics';

/**
 * The records topic of each open list (spec 3 §7 cms:list_datas:{list_id}): held while a screen shows the list
 * (the table, an editor, an import). A refused join (a list the viewer may not see) leaves the table loading;
 * the server said why in the log.
 */
@injectable()
export class ContentFeed {
  constructor(@inject(TopicLeases) private readonly leases: TopicLeases) {}

  /** Holds the list's records topic; call the returned function when the screen closes. */
  open(listId: number): () => void {
    const lease = this.leases.hold({ pattern: 'cms:list_datas:{list_id}', params: { list_id: String(listId) } });
    return () => lease.release();
  }
}
