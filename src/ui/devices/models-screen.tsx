import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Outlet, useParams } from 'react-router';
import type { AdminSort } from '../../domain/admin-kit';
import { RecordEditorRoute, type RecordEditorPaths } from '../content';
import { DeviceRecords } from './device-records';

const base = (listId: number): string => `/devices/models/list/${listId}`;

// "The model info table uses the general sizes, default 25, sorted by product_id" (spec 3 §9).
const byProductId: AdminSort = { column: 'product_id', direction: 'ascending' };

const modelPaths: RecordEditorPaths = {
  closeTo: base,
  edit: (listId, dataId) => `${base(listId)}/data/edit/${dataId}`,
  mainTab: 'Model info',
};

/** /devices/models/list/{id} (spec 3 §2.6): the models of a device type, with search and add. */
export const ModelsScreen = (): React.JSX.Element => {
  const listId = Number(useParams().id);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0, padding: 16 }}>
      {Number.isSafeInteger(listId) ? (
        <DeviceRecords
          key={listId}
          listId={listId}
          editPath={(dataId) => modelPaths.edit(listId, dataId)}
          newPath={`${base(listId)}/data/new`}
          addLabel="Add model"
          sort={byProductId}
          testId="device-models"
        />
      ) : (
        <MessageBar intent="error">
          <MessageBarBody>No such models list.</MessageBarBody>
        </MessageBar>
      )}
      <Outlet />
    </div>
  );
};

/** data/new and data/edit/{data_id}: the model record in the sheet, its form under the 'Model info' tab. */
export const ModelEditorRoute = (): React.JSX.Element => <RecordEditorRoute paths={modelPaths} />;
