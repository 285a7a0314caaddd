import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { httpCatalogue, topicCatalogue } from '../../src/infrastructure/wire';

// The protocol is a document (ARCHITECTURE.md §3.12): every topic and HTTP call of the catalogue must be
// written up somewhere under docs/.
describe('docs/protocol.md and docs/protocol/*.md', () => {
  const docs = path.resolve(__dirname, '..', '..', 'docs');
  const text = [readFileSync(path.join(docs, 'protocol.md'), 'utf8'), ...readdirSync(path.join(docs, 'protocol')).map((file) => readFileSync(path.join(docs, 'protocol', file), 'utf8'))].join('\n');

  it('document every topic pattern of the catalogue', () => {
    const missing = Object.keys(topicCatalogue).filter((pattern) => !text.includes(pattern));
    expect(missing).to.deep.equal([]);
  });

  it('document every HTTP call of the catalogue', () => {
    const missing = Object.keys(httpCatalogue).filter((name) => !text.includes(name));
    expect(missing).to.deep.equal([]);
  });
});
