import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ClipStatus, ClipsState } from '../../domain/clips';
import {
  hasMoreProcesses,
  processLink,
  processStatus,
  shownProcesses,
  type Process,
  type ProcessesState,
} from '../../domain/processes';
import { formatDateTime } from '../../domain/clock';
import { StateReader } from '../store';
import { DisplayZone, sameItems } from '../shared';

/** One line of the process bar (spec 1 §2.6): status, description, created at, and where Open goes. */
export interface ProcessRow {
  readonly uuid: string;
  /** The least advanced status of the process's clips (spec 1 §4). */
  readonly status: ClipStatus;
  readonly description: string;
  /** DD.MM.YYYY HH:mm in the display zone. */
  readonly createdAt: string;
  /** /cloudrec/event/{event_uuid} for a clip process. */
  readonly link: string;
}

export interface ProcessPage {
  readonly rows: readonly ProcessRow[];
  /** More processes than the pages shown: 'Show more' adds ten. */
  readonly hasMore: boolean;
  readonly total: number;
}

const samePage = (left: ProcessPage, right: ProcessPage): boolean =>
  left.hasMore === right.hasMore &&
  left.total === right.total &&
  sameItems(
    left.rows,
    right.rows,
    (row, other) => row.uuid === other.uuid && row.status === other.status && row.createdAt === other.createdAt,
  );

/** The process bar's view of the processes projection, with each process's status from its clips. */
@injectable()
export class ProcessesQueries {
  private readonly zone: string;
  /** How many processes there are (the collapsed bar's count). */
  readonly count$: Observable<number>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.count$ = store.select((state) => state.processes.order.length);
  }

  /** The first `pages` pages of ten, newest first. A new stream per call: a view memoizes it per page count. */
  page(pages: number): Observable<ProcessPage> {
    return this.store
      .select(
        (state) => ({ processes: state.processes, clips: state.clips }),
        (left, right) => left.processes === right.processes && left.clips === right.clips,
      )
      .pipe(
        map(({ processes, clips }) => this.pageOf(processes, clips, pages)),
        distinctUntilChanged(samePage),
      );
  }

  private pageOf(processes: ProcessesState, clips: ClipsState, pages: number): ProcessPage {
    return {
      rows: shownProcesses(processes, pages).map((process) => this.rowOf(process, clips)),
      hasMore: hasMoreProcesses(processes, pages),
      total: processes.order.length,
    };
  }

  private rowOf(process: Process, clips: ClipsState): ProcessRow {
    return {
      uuid: process.uuid,
      status: processStatus(process, clips),
      description: process.description,
      createdAt: formatDateTime(Math.floor(process.created_at / 1000), this.zone),
      link: processLink(process),
    };
  }
}
