import { useCallback } from 'react';
import { useParams } from 'react-router';
import { SettingsAreaQueries, type SettingsRecordTable } from '../../application/settings';
import { RecordGate } from '../admin-kit';
import { useService } from '../shared';

interface SettingsRecordRouteProps {
  readonly table: SettingsRecordTable;
  /** The record's kind in words ("list type"). */
  readonly noun: string;
  /** The table's route: /settings/groups. */
  readonly base: string;
  /** The editor sheet's test id; the missing sheet's message is `${testId}-missing`. */
  readonly testId: string;
  /** The editor of a new record (undefined) or of a record that is there. */
  readonly editor: (id: number | undefined) => React.JSX.Element;
}

/** A settings table's new and edit routes (spec 3 §2.2): an id that names no record says so. */
export const SettingsRecordRoute = ({ table, noun, base, testId, editor }: SettingsRecordRouteProps) => {
  const { id } = useParams();
  const queries = useService(SettingsAreaQueries);
  const presence = useCallback((record: number) => queries.presence$(table, record), [queries, table]);
  if (id === undefined) return editor(undefined);
  return (
    <RecordGate key={id} routeId={id} presence={presence} noun={noun} closeTo={base} testId={testId}>
      {editor(Number(id))}
    </RecordGate>
  );
};
