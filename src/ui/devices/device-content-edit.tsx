import { RecordEditorRoute, type RecordEditorPaths } from '../content';

const paths: RecordEditorPaths = {
  closeTo: () => '/devices/devices/list',
  edit: (listId, dataId) => `/devices/devices/content_edit/${listId}/${dataId}`,
};

/** /devices/devices/content_edit/{list_id}/{id} (spec 3 §2.6): a device's record (status, location, …) in the sheet. */
export const DeviceContentEditRoute = (): React.JSX.Element => <RecordEditorRoute paths={paths} />;
