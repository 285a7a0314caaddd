import { layout, screen, type ScreenManifest, type ScreenRoute } from '../features';
import type * as Billing from '.';

// The billing area's layout, its sections and their editor sheets share one chunk (spec 3 §2.7); the chart
// library is a chunk of its own, loaded when a chart is first drawn.
type BillingExport = keyof typeof Billing;
const load = (name: BillingExport) => async () => (await import(/* webpackChunkName: "billing" */ '.'))[name];

/** A billing content list (contracts, customers) with its record editors (spec 3 §2.7). */
const contentList = (path: string, screenName: BillingExport, editor: BillingExport): ScreenRoute =>
  screen(path, load(screenName), [
    screen('list', load('BillingListOnly')),
    screen('list/:id', load('BillingListOnly')),
    screen('list/:id/data/new', load(editor)),
    screen('list/:id/data/edit/:dataId', load(editor)),
  ]);

/** /billing (spec 3 §2.7): the dashboard, event billing, contracts and customers. */
export const billingScreens: ScreenManifest = {
  areas: [
    {
      path: '/billing',
      redirect: 'dashboard/view',
      screens: [
        layout(load('BillingLayout'), [
          screen('dashboard/view', load('BillingDashboardScreen')),
          screen('billing', load('BillingListScreen'), [
            screen('list', load('BillingListOnly')),
            screen('event/:id', load('BillingEventRoute')),
            screen('content_edit/:id/:dataId', load('ContractContentEditRoute')),
          ]),
          contentList('contracts', 'ContractsScreen', 'ContractsRecordRoute'),
          contentList('customers', 'CustomersScreen', 'CustomersRecordRoute'),
        ]),
      ],
    },
  ],
};
