import { freezePayloadsDeeply } from '../../src/domain/state';

// Root hooks shared by every suite: a rejected promise nobody awaited fails the run instead of vanishing,
// and payloads are frozen deeply so a projection that edits one in place throws where it does it.
const failOnUnhandled = (reason: unknown): void => {
  throw reason instanceof Error ? reason : new Error(String(reason));
};

export const mochaHooks = {
  beforeAll(): void {
    process.on('unhandledRejection', failOnUnhandled);
    freezePayloadsDeeply(true);
  },
  afterAll(): void {
    process.off('unhandledRejection', failOnUnhandled);
  },
};
