// Root hooks shared by every suite: a rejected promise nobody awaited fails the run instead of vanishing.
const failOnUnhandled = (reason: unknown): void => {
  throw reason instanceof Error ? reason : new Error(String(reason));
};

export const mochaHooks = {
  beforeAll(): void {
    process.on('unhandledRejection', failOnUnhandled);
  },
  afterAll(): void {
    process.off('unhandledRejection', failOnUnhandled);
  },
};
