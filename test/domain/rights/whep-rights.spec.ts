import { expect } from 'chai';
import {
  mayWatchWhepStream,
  productionRights,
  whepStreamAccess,
  whepStreamKinds,
  type ProductionRole,
} from '../../../src/domain/rights';

const watches = (name: string, index: number, roles: readonly ProductionRole[], administrator = false): boolean =>
  mayWatchWhepStream(whepStreamKinds(name, index), productionRights(roles, administrator));

describe('domain/accounts: who may watch a WHEP stream (spec 3 §6)', () => {
  it('names an output by what the productions list opens it as', () => {
    expect(whepStreamKinds('program', 0)).to.deep.equal(['output', 'intercom']);
    expect(whepStreamKinds('commentator1', 1)).to.deep.equal(['output', 'commentator']);
    expect(whepStreamKinds('commentator2', 2)).to.deep.equal(['output', 'commentator']);
    expect(whepStreamKinds('program_clean', 3)).to.deep.equal(['output']);
  });

  it('lets a director watch every output', () => {
    for (const [name, index] of [
      ['program', 0],
      ['commentator1', 1],
      ['clean', 2],
    ] as const)
      expect(watches(name, index, ['director']), name).to.equal(true);
  });

  it('lets a producer watch the outputs (the output buttons), a commentator only the commentator views', () => {
    expect(watches('clean', 2, ['producer'])).to.equal(true);
    expect(watches('clean', 2, ['commentator'])).to.equal(false);
    expect(watches('commentator1', 1, ['commentator'])).to.equal(true);
  });

  it('lets intercom (and commentator) watch the first output, which the Intercom view plays', () => {
    expect(watches('program', 0, ['intercom'])).to.equal(true);
    expect(watches('program', 0, ['commentator'])).to.equal(true);
    expect(watches('clean', 1, ['intercom'])).to.equal(false);
  });

  it('refuses control alone, and no role at all; an administrator watches everything', () => {
    expect(watches('program', 0, ['control'])).to.equal(false);
    expect(watches('program', 0, [])).to.equal(false);
    expect(watches('clean', 3, [], true)).to.equal(true);
  });

  it('decides each kind by its own right', () => {
    const rights = productionRights(['producer'], false);
    expect(whepStreamAccess('output', rights)).to.equal(true);
    expect(whepStreamAccess('commentator', rights)).to.equal(false);
    expect(whepStreamAccess('intercom', rights)).to.equal(false);
  });
});
