import type { JournalState } from '../journal';
import { dashboardCommandNames } from './dashboard-messages';
import { dashboardLayouts, type DashboardLayout } from './dashboard-items';

export const isDashboardLayout = (value: unknown): value is DashboardLayout =>
  dashboardLayouts.some((layout) => layout === value);

/** What the newest journaled command of this name chose, skipping any whose args make no sense. */
const newestChoice = <T>(
  journal: JournalState,
  name: string,
  read: (args: unknown) => T | undefined,
): T | undefined => {
  for (let index = journal.order.length - 1; index >= 0; index -= 1) {
    const item = journal.byId[journal.order[index] ?? ''];
    const choice = item?.name === name ? read(item.args) : undefined;
    if (choice !== undefined) return choice;
  }
  return undefined;
};

const field = (args: unknown, key: string): unknown =>
  typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[key] : undefined;

/**
 * The list/tiles choice and the 'filter own events' switch as the journal last recorded them (the
 * `dashboard.layout` and `dashboard.own_events` commands). A replay at a cursor shows what the operator had
 * chosen by then; undefined before any such command, where the remembered preference stands.
 */
export const journaledDashboardLayout = (journal: JournalState): DashboardLayout | undefined =>
  newestChoice(journal, dashboardCommandNames.setLayout, (args) => {
    const layout = field(args, 'layout');
    return isDashboardLayout(layout) ? layout : undefined;
  });

export const journaledOwnEvents = (journal: JournalState): boolean | undefined =>
  newestChoice(journal, dashboardCommandNames.setOwnEvents, (args) => {
    const on = field(args, 'on');
    return typeof on === 'boolean' ? on : undefined;
  });
