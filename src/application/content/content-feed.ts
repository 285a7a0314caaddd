import { inject, injectable } from 'inversify';
import { SocketPort } from '../ports';

const recordsTopic = (listId: number): string => `cms:list_datas:${listId}`;

/**
 * The records topic of each open list (spec 3 §7 cms:list_datas:{list_id}): joined while a screen shows the list
 * (the table, an editor, an import), left when the last of them closes.
 */
@injectable()
export class ContentFeed {
  private readonly openCount = new Map<number, number>();

  constructor(@inject(SocketPort) private readonly socket: SocketPort) {}

  /** Joins the list's records topic; call the returned function when the screen closes. */
  open(listId: number): () => void {
    const count = this.openCount.get(listId) ?? 0;
    this.openCount.set(listId, count + 1);
    // A refused join (a list the viewer may not see) leaves the table loading; the server said why in the log.
    if (count === 0) void this.socket.join(recordsTopic(listId)).catch(() => undefined);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (this.openCount.get(listId) ?? 1) - 1;
      if (left > 0) {
        this.openCount.set(listId, left);
        return;
      }
      this.openCount.delete(listId);
      this.socket.leave(recordsTopic(listId));
    };
  }
}
