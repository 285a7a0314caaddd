import { Navigate, useParams } from 'react-router';
import { ChannelsAdminQueries } from '../../application/channels-admin';
import { Loading, useObservable, useService } from '../shared';
import { ChannelEditor } from './channel-editor';
import { ChannelsTabGuard } from './channels-tab-guard';

/** /channels/inputs/new and edit/:id: the channel editor over the inputs list. */
export const InputEditorRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return (
    <ChannelsTabGuard tab="inputs">
      <ChannelEditor
        key={id ?? 'new'}
        uuid={id}
        type="input"
        closeTo="/channels/inputs/list"
        editPath={(uuid) => `/channels/inputs/edit/${uuid}`}
      />
    </ChannelsTabGuard>
  );
};

/** /channels/outputs/new and edit/:id: editing outputs is for admins only (spec 3 §2.3). */
export const OutputEditorRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return (
    <ChannelsTabGuard tab="outputs">
      <ChannelEditor
        key={id ?? 'new'}
        uuid={id}
        type="output"
        closeTo="/channels/outputs/list"
        editPath={(uuid) => `/channels/outputs/edit/${uuid}`}
      />
    </ChannelsTabGuard>
  );
};

/**
 * /dashboard/channel/:uuid: the channel editor over the dashboard, for administrators; for anyone else the
 * tile action does nothing (spec 2 §2), so a typed link goes back to the dashboard.
 */
export const DashboardChannelEditor = (): React.JSX.Element => {
  const { uuid } = useParams();
  const rights = useObservable(useService(ChannelsAdminQueries).rights$, undefined);
  if (rights === undefined) return <Loading label="Checking access…" />;
  if (!rights.admin || uuid === undefined) return <Navigate to="/dashboard" replace />;
  return (
    <ChannelEditor
      key={uuid}
      uuid={uuid}
      type="input"
      closeTo="/dashboard"
      editPath={(saved) => `/dashboard/channel/${saved}`}
    />
  );
};

/** A list route alone: nothing over the table. */
export const ChannelsListOnly = (): null => null;
