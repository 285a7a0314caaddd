import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { DashboardQueries, type DashboardViewer } from '../../../src/application/dashboard';
import { uiFeatureRights, type CapabilityName, type UiFeature } from '../../../src/domain/rights';
import { setupDashboard, signIn } from './dashboard-fixture';

// The dashboard's viewer is compared field by field (sameFields): a change of any one right reaches the views,
// even one that moves alone. Today the four rights share the administration capability, so only a change of the
// declaration (src/domain/rights/feature-rights.ts) can move one alone; each test declares its right as the
// system capability (root and developer), so an admin who becomes root changes that right and no other.

const rightOf: Readonly<Record<Exclude<keyof DashboardViewer, 'email'>, UiFeature>> = {
  ownEventsFilter: 'own_events_filter',
  connectionStats: 'connection_stats',
  todoButton: 'todo_button',
  openChannels: 'instance_details_menu',
};

const declaredAs = (feature: UiFeature, capability: CapabilityName): (() => void) => {
  const rights = uiFeatureRights as Record<UiFeature, { capability: CapabilityName }>;
  const before = rights[feature];
  rights[feature] = { capability };
  return () => {
    rights[feature] = before;
  };
};

describe("application/dashboard: the dashboard's viewer follows each of its rights", () => {
  for (const [field, feature] of Object.entries(rightOf) as [keyof typeof rightOf, UiFeature][]) {
    it(`${field} ('${feature}') changing alone reaches the dashboard`, async () => {
      const restore = declaredAs(feature, 'system');
      const harness = setupDashboard();
      try {
        const queries = harness.container.get(DashboardQueries);
        const seen: DashboardViewer[] = [];
        const watching = queries.viewer$.subscribe((viewer) => seen.push(viewer));
        signIn(harness, 'admin');
        await harness.until((state) => state.session.profile?.type === 'admin');
        const asAdmin = await firstValueFrom(queries.viewer$);
        expect(asAdmin[field]).to.equal(false);

        signIn(harness, 'root');
        await harness.until((state) => state.session.profile?.type === 'root');
        const asRoot = await firstValueFrom(queries.viewer$);
        expect(asRoot[field]).to.equal(true);
        // Every other right stayed as it was: this one moved alone, and the views heard of it once.
        expect({ ...asRoot, [field]: false }).to.deep.equal(asAdmin);
        expect(seen.filter((viewer) => viewer[field])).to.have.length(1);
        watching.unsubscribe();
      } finally {
        harness.dispose();
        restore();
      }
    });
  }
});
