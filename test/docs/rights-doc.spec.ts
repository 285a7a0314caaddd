import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { rightsDocument } from '../../tools/rights/rights-document';

// docs/protocol/rights.md is written from the declaration; a change to src/domain/rights without
// `npm run rights-doc` would leave the page describing rights the server no longer enforces.
describe('docs/protocol/rights.md', () => {
  it('is what `npm run rights-doc` writes from src/domain/rights', () => {
    const file = path.resolve(__dirname, '..', '..', 'docs', 'protocol', 'rights.md');
    expect(readFileSync(file, 'utf8') === rightsDocument(), 'run `npm run rights-doc`').to.equal(true);
  });
});
