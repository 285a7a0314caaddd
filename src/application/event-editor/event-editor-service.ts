import { inject, injectable } from 'inversify';
import { filter, take } from 'rxjs';
import { channelById } from '../../domain/channels';
import type { RootState } from '../../domain/state';
import { FormEngine } from '../forms';
import { HttpGateway } from '../http';
import { ClockPort, httpContract } from '../ports';
import { serverNow } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';
import { contractsListId, EventEditorQueries } from './event-editor.queries';
import { EventEditorSession, type EventEditorRequest } from './event-editor-session';

/**
 * Spec 2 §3 "Account meta: … default destination": `meta.default_destination`, a destination channel's id
 * (a number or numeric string, read as every channel id is: channelById) or uuid; one that is not an active
 * output channel counts as none.
 */
export const accountDefaultDestination = (state: RootState): number | undefined => {
  const meta = state.session.profile?.meta as Readonly<Record<string, unknown>> | undefined;
  const wanted = meta?.default_destination;
  if (typeof wanted !== 'number' && typeof wanted !== 'string') return undefined;
  const byUuid = state.channels.byUuid;
  const found =
    channelById(byUuid, wanted) ??
    (typeof wanted === 'string' && Object.hasOwn(byUuid, wanted) ? byUuid[wanted] : undefined);
  return found && found.type === 'output' && found.state === 'active' ? found.id : undefined;
};

/** Where the sheet goes after a save: a created event opens in its edit route (spec 3 §2.2, shared editor behaviour). */
export const editPathFor = (currentPath: string, uuid: string): string => {
  if (/\/event_new$/.test(currentPath)) return currentPath.replace(/\/event_new$/, `/event/${uuid}`);
  if (/\/event\/[^/]+$/.test(currentPath)) return currentPath.replace(/\/event\/[^/]+$/, `/event/${uuid}`);
  if (/\/new$/.test(currentPath)) return currentPath.replace(/\/new$/, `/edit/${uuid}`);
  if (/\/edit\/[^/]+$/.test(currentPath)) return currentPath.replace(/\/edit\/[^/]+$/, `/edit/${uuid}`);
  return currentPath;
};

/** Opens event editors and loads what their admin fields pick from (billing contracts). */
@injectable()
export class EventEditorService {
  private contractsRequested = false;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(FormEngine) private readonly engine: FormEngine,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EventEditorQueries) private readonly queries: EventEditorQueries,
    @inject(HttpGateway) private readonly http: HttpGateway,
  ) {}

  open(request: EventEditorRequest): EventEditorSession {
    const isAdmin = this.queries.isAdmin;
    const session = new EventEditorSession(request, {
      store: this.store,
      leases: this.leases,
      engine: this.engine,
      isAdmin,
      zone: this.queries.zone,
      nowSeconds: () => serverNow(this.store.state.clock, this.clock),
      defaultDestination: accountDefaultDestination(this.store.state),
    });
    // The contracts list id comes with the settings, which may arrive after the editor opened.
    if (isAdmin && !this.contractsRequested) {
      session.own(
        this.store
          .select(contractsListId)
          .pipe(
            filter((id): id is string => id !== undefined),
            take(1),
          )
          .subscribe((id) => this.loadContracts(id)),
      );
    }
    return session;
  }

  /** The contracts list named by the billing_config setting; once per console, a failure is silent (spec 2 §8). */
  private loadContracts(listId: string): void {
    if (this.contractsRequested) return;
    this.contractsRequested = true;
    void this.http.call(httpContract.billing_contracts, { params: { id: listId } }).catch(() => undefined);
  }
}
