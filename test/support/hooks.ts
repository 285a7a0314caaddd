import { freezePayloadsDeeply, featureProjections, registerProjections } from '../../src/domain/state';
import { startLeakTracking, stopLeakTracking } from './leak-check';
import { checkAfterEachTest } from './suite-check';

// Root hooks shared by every suite: a rejected promise nobody awaited fails the run instead of vanishing,
// payloads are frozen deeply so a projection that edits one in place throws where it does it, and a test that
// leaves an rxjs subscription or a phoenix channel join open fails in its "after each" hook (leak-check.ts).
const failOnUnhandled = (reason: unknown): void => {
  throw reason instanceof Error ? reason : new Error(String(reason));
};

// Tests fold every projection, as a signed-in console does (a page registers the features' ones when that part
// loads; the browser tests check that path).
registerProjections(featureProjections);

const failOnLeaks = checkAfterEachTest('leak check', () => stopLeakTracking());

export const mochaHooks = {
  beforeAll(): void {
    process.on('unhandledRejection', failOnUnhandled);
    freezePayloadsDeeply(true);
  },
  beforeEach(this: Mocha.Context): void {
    startLeakTracking();
    failOnLeaks.call(this);
  },
  afterEach(): void {
    // The check above has read the verdict already; this ends the tracking of a test outside any describe.
    stopLeakTracking();
  },
  afterAll(): void {
    process.off('unhandledRejection', failOnUnhandled);
  },
};
