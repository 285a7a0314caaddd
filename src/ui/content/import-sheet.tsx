import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ContentFeed, ContentQueries } from '../../application/content';
import type { ContentPrivileges } from '../../domain/accounts';
import type { ListType } from '../../domain/cms';
import { BottomSheet } from '../bottom-sheet';
import { Loading, useService, useQuery } from '../shared';

export interface ImportSheetProps {
  readonly title: string;
  readonly tabLabel: string;
  /** Which of the list's privileges lets the caller import this way (spec 3 §6). */
  readonly privilege: 'csvImport' | 'jsonImport';
  /** Shown instead of the form to a caller without that privilege. */
  readonly refusal: string;
  readonly children: (listId: number, listType: ListType) => React.JSX.Element;
}

/**
 * The frame the imports of /content/list/{id}/data/… share: the list's feed opened, the bottom sheet, a loading
 * state until the list type and privileges are known, and the refusal for a caller who may not import.
 */
export const ImportSheet = ({ title, tabLabel, privilege, refusal, children }: ImportSheetProps): React.JSX.Element => {
  const listId = Number(useParams().id);
  const queries = useService(ContentQueries);
  const feed = useService(ContentFeed);
  useEffect(() => feed.open(listId), [feed, listId]);
  const listType = useQuery(() => queries.listType$(listId), [queries, listId], undefined);
  const privileges: ContentPrivileges | undefined = useQuery(
    () => queries.privileges$(listId),
    [queries, listId],
    undefined,
  );
  return (
    <BottomSheet
      title={title}
      closeTo={`/content/list/${listId}`}
      hasId
      tabs={[
        {
          value: 'main',
          label: tabLabel,
          render: () =>
            !listType || !privileges ? (
              <Loading label="Loading the list…" />
            ) : !privileges[privilege] ? (
              <MessageBar intent="warning">
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            ) : (
              children(listId, listType)
            ),
        },
      ]}
    />
  );
};
