import { Toolbar, ToolbarButton, tokens } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router';

// Spec 3 §2.7 "Toolbar links: Dashboard, Billing, Contracts, Customers."
const sections = [
  { path: 'dashboard', to: 'dashboard/view', title: 'Dashboard' },
  { path: 'billing', to: 'billing/list', title: 'Billing' },
  { path: 'contracts', to: 'contracts/list', title: 'Contracts' },
  { path: 'customers', to: 'customers/list', title: 'Customers' },
] as const;

/** The billing area (spec 3 §2.7): its toolbar, and the open section below it. */
export const BillingLayout = (): React.JSX.Element => {
  const navigate = useNavigate();
  const current = useLocation().pathname.split('/')[2] ?? '';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <nav aria-label="Billing" style={{ borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }}>
        <Toolbar aria-label="Billing sections" data-testid="billing-toolbar">
          {sections.map((section) => (
            <ToolbarButton
              key={section.path}
              appearance={current === section.path ? 'primary' : 'subtle'}
              aria-current={current === section.path ? 'page' : undefined}
              data-testid={`billing-tab-${section.path}`}
              onClick={() => void navigate(`/billing/${section.to}`)}
            >
              {section.title}
            </ToolbarButton>
          ))}
        </Toolbar>
      </nav>
      <Outlet />
    </div>
  );
};
