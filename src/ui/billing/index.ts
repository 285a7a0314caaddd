export {
  ContractContentEditRoute,
  ContractsRecordRoute,
  ContractsScreen,
  CustomersRecordRoute,
  CustomersScreen,
} from './billing-content';
export { BillingDashboardScreen } from './billing-dashboard-screen';
export { BillingLayout } from './billing-layout';
export { BillingListScreen } from './billing-list-screen';
export { BillingEventRoute, BillingListOnly } from './billing-routes';
