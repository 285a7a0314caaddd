import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { rightsDocument } from './rights-document';

// `npm run rights-doc`: rewrites docs/protocol/rights.md from the declaration.
const target = path.resolve(__dirname, '..', '..', 'docs', 'protocol', 'rights.md');
writeFileSync(target, rightsDocument());
process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
