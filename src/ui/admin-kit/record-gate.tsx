import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { noSuchRecordMessage, type RecordPresence } from '../../application/admin-kit';
import { Loading, useQuery } from '../shared';
import { AdminEditorSheet } from './admin-editor-sheet';

export interface RecordGateProps {
  /** The id as the route spells it ("12", or anything typed into the address). */
  readonly routeId: string;
  /** Whether the list holds that record (the area's queries). */
  readonly presence: (id: number) => Observable<RecordPresence>;
  /** The record's kind in words: "group", "list type". */
  readonly noun: string;
  /** The list route, where the sheet closes to. */
  readonly closeTo: string;
  readonly testId: string;
  readonly children: ReactNode;
}

const routeNumber = (routeId: string): number => (/^[1-9][0-9]*$/.test(routeId) ? Number(routeId) : -1);

/**
 * An edit route's record (spec 3 §2.2): loading until its list has arrived, then the editor, or a sheet saying
 * plainly that there is no such record, instead of a blank or endless loading sheet.
 */
export const RecordGate = ({ routeId, presence, noun, closeTo, testId, children }: RecordGateProps) => {
  const state = useQuery(() => presence(routeNumber(routeId)), [presence, routeId], 'loading');
  if (state === 'loading') return <Loading label={`Loading the ${noun}…`} />;
  if (state === 'missing')
    return <NoSuchRecord message={noSuchRecordMessage(noun, routeId)} noun={noun} closeTo={closeTo} testId={testId} />;
  return <>{children}</>;
};

/** The read-only sheet of an id that names no record of the route's kind. */
export const NoSuchRecord = ({
  message,
  noun,
  closeTo,
  testId,
}: {
  message: string;
  noun: string;
  closeTo: string;
  testId: string;
}): React.JSX.Element => (
  <AdminEditorSheet
    title={`No such ${noun}`}
    closeTo={closeTo}
    editPath={() => closeTo}
    save={() => undefined}
    editing={undefined}
    readOnly
    testId={testId}
  >
    <MessageBar intent="warning" data-testid={`${testId}-missing`}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  </AdminEditorSheet>
);
