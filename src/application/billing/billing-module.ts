import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { BillingCommands } from './billing.commands';
import { BillingChoices } from './billing-choices';
import { BillingDashboardQueries } from './billing-dashboard';
import { BillingFeed } from './billing-feed';
import { billingNoticeRules } from './billing-notices';
import { BillingTableQueries } from './billing-table';
import { ContractEditing } from './contract-editing';

/** Billing (spec 3 §2.7): the event billing table, the dashboard, marking and the toasts. */
export const billingModule = new ContainerModule(({ bind }) => {
  bind(BillingFeed).toSelf().inSingletonScope();
  bind(BillingTableQueries).toSelf().inSingletonScope();
  bind(BillingDashboardQueries).toSelf().inSingletonScope();
  bind(BillingCommands).toSelf().inSingletonScope();
  bind(ContractEditing).toSelf().inSingletonScope();
  bind(BillingChoices).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(billingNoticeRules);
});
