import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Outlet, useParams } from 'react-router';
import { ContentQueries } from '../../application/content';
import { useService, useQuery } from '../shared';
import { ContentDataScreen } from './content-data-screen';
import { ContentSideBar } from './content-side-bar';

/**
 * /content/list/{id} (spec 3 §2.4): the side bar of lists and the chosen list's data table; 'default' shows no
 * table. The list and record editors, imports and uploads open over it in the Outlet's bottom sheet.
 */
export const ContentLayout = (): React.JSX.Element => {
  const id = useParams().id ?? 'default';
  const queries = useService(ContentQueries);
  const listId = id === 'default' ? undefined : Number(id);
  const privileges = useQuery(() => queries.privileges$(listId ?? -1), [queries, listId], undefined);
  return (
    <div style={{ display: 'flex', flex: '1 1 auto', minHeight: 0 }}>
      <ContentSideBar current={id} canEdit={privileges?.edit === true} />
      <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0, minHeight: 0 }}>
        {listId === undefined ? (
          <MessageBar intent="info" style={{ margin: 16 }}>
            <MessageBarBody>Choose a list on the left to see its records.</MessageBarBody>
          </MessageBar>
        ) : !Number.isSafeInteger(listId) ? (
          <MessageBar intent="error" style={{ margin: 16 }}>
            <MessageBarBody>No such list.</MessageBarBody>
          </MessageBar>
        ) : (
          <ContentDataScreen key={listId} listId={listId} />
        )}
      </div>
      <Outlet />
    </div>
  );
};
