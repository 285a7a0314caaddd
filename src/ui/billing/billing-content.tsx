import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { BillingFeed, type BillingListIds } from '../../application/billing';
import { ContentDataScreen, RecordEditorRoute } from '../content';
import { Loading, useObservable, useService } from '../shared';
import { ContractEditorRoute } from './contract-editor';

type Kind = keyof BillingListIds;

/**
 * /billing/contracts/list and /billing/customers/list (spec 3 §2.7): the content list the billing_config
 * setting names, in the content screens' table, with its record editors at list/{id}/data/new and
 * list/{id}/data/edit/{data_id}. The bare `list` opens the configured list.
 */
const BillingContentList = ({ kind }: { kind: Kind }): React.JSX.Element => {
  const feed = useService(BillingFeed);
  const ids = useObservable(feed.listIds$, undefined);
  const routeId = useParams().id;
  useEffect(() => {
    const lists = feed.loadLists();
    return () => lists.unsubscribe();
  }, [feed]);
  if (!ids) return <Loading label="Loading the billing settings…" />;
  const listId = ids[kind];
  if (listId === undefined)
    return (
      <MessageBar intent="warning" style={{ margin: 16 }}>
        <MessageBarBody>No {kind} list is set: name it in the billing_config setting.</MessageBarBody>
      </MessageBar>
    );
  if (routeId === undefined) return <Navigate to={`/billing/${kind}/list/${listId}`} replace />;
  const shown = Number(routeId);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <ContentDataScreen key={shown} listId={shown} base={`/billing/${kind}/list/${shown}`} recordsOnly />
      <Outlet />
    </div>
  );
};

export const ContractsScreen = (): React.JSX.Element => <BillingContentList kind="contracts" />;
export const CustomersScreen = (): React.JSX.Element => <BillingContentList kind="customers" />;

/** The contracts list's data/new and data/edit/{data_id}: the contract editor over the list. */
export const ContractsRecordRoute = (): React.JSX.Element => (
  <ContractEditorRoute
    closeTo={(listId) => `/billing/contracts/list/${listId}`}
    editPath={(listId, id) => `/billing/contracts/list/${listId}/data/edit/${id}`}
  />
);

/** /billing/billing/content_edit/{id}/{data_id}: the contract editor over the billing table. */
export const ContractContentEditRoute = (): React.JSX.Element => (
  <ContractEditorRoute
    closeTo={() => '/billing/billing/list'}
    editPath={(listId, id) => `/billing/billing/content_edit/${listId}/${id}`}
  />
);

/** The customers list's record editor, returning to the billing area's list. */
export const CustomersRecordRoute = (): React.JSX.Element => (
  <RecordEditorRoute
    paths={{
      closeTo: (listId) => `/billing/customers/list/${listId}`,
      edit: (listId, dataId) => `/billing/customers/list/${listId}/data/edit/${dataId}`,
    }}
  />
);
