import { expect } from 'chai';
import type { coreProjections, DomainEventType, featureProjections, UnfoldedEvents } from '../../../src/domain/state';

type Registered = typeof coreProjections & typeof featureProjections;

describe('domain/state: every domain event has a handler', () => {
  it('each event type of the union is folded by a registered projection; one without a handler does not compile', () => {
    const everyEventFolded: [UnfoldedEvents] extends [never] ? true : false = true;
    // @ts-expect-error: a new event type no projection handles (here PlantedHappened) is named by the check
    const planted: [UnfoldedEvents<DomainEventType | 'PlantedHappened'>] extends [never] ? true : false = true;
    // @ts-expect-error: without the dashboard choices projection, DashboardLayoutChosen and its kin fold nowhere
    const dropped: [UnfoldedEvents<DomainEventType, Omit<Registered, 'dashboardChoices'>>] extends [never]
      ? true
      : false = true;
    expect([everyEventFolded, planted, dropped]).to.have.length(3);
  });
});
