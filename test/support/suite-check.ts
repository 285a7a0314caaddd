// A check that fails the test it ran after. A root hook that throws would end the whole run (mocha stops a
// suite whose "after each" hook fails, and every test is in the root suite), so the check is added to the
// test's top-level describe instead, after that describe's own afterEach hooks (its clean-up): a failing check
// then ends only that describe, with the test named in the failure.

type Check = (context: Mocha.Context) => Promise<string | undefined> | string | undefined;

/** A root `beforeEach` that makes sure the test's top-level describe runs `check` after each of its tests. */
export const checkAfterEachTest = (title: string, check: Check) => {
  const checked = new WeakSet<Mocha.Suite>();
  return function (this: Mocha.Context): void {
    let suite = this.currentTest?.parent;
    while (suite?.parent && !suite.parent.root) suite = suite.parent;
    if (!suite || suite.root || checked.has(suite)) return;
    checked.add(suite);
    suite.afterEach(title, async function (this: Mocha.Context) {
      if (this.currentTest?.state !== 'passed') return;
      const failure = await check(this);
      if (failure !== undefined) throw new Error(failure);
    });
  };
};
