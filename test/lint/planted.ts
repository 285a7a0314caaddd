import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const setupFiles = [
  'eslint.config.mjs',
  'tsconfig.json',
  'package.json',
  '.prettierrc.json',
  '.prettierignore',
  '.dependency-cruiser.cjs',
];

/**
 * A throw-away copy of the lint setup (config files and a link to node_modules) with planted files in it, so
 * the real tools run on violations the code base itself no longer contains.
 */
export class PlantedTree {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));

  constructor(readonly planted: Readonly<Record<string, string>>) {
    for (const file of setupFiles) cpSync(path.join(root, file), path.join(this.dir, file));
    symlinkSync(path.join(root, 'node_modules'), path.join(this.dir, 'node_modules'), 'dir');
    for (const [file, text] of Object.entries(planted)) {
      mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
      writeFileSync(path.join(this.dir, file), text);
    }
  }

  /** eslint's messages per planted file ("rule: message" lines; '' when clean). */
  eslint(): Map<string, string> {
    const output = this.run('eslint/bin/eslint.js', ['-f', 'json', ...Object.keys(this.planted)]);
    const messages = new Map<string, string>();
    for (const result of JSON.parse(output) as { filePath: string; messages: { ruleId: string; message: string }[] }[])
      messages.set(
        path.relative(this.dir, result.filePath),
        result.messages.map((m) => `${m.ruleId}: ${m.message}`).join('\n'),
      );
    return messages;
  }

  /** The files `prettier --check` (as `npm run lint` runs it) reports as not formatted. */
  prettierUnformatted(files: readonly string[]): string[] {
    const output = this.run('prettier/bin/prettier.cjs', ['--list-different', ...files]);
    return output.split('\n').filter((line) => line !== '');
  }

  /** The import cycles dependency-cruiser (as `npm run lint` runs it) reports among the planted files, one line each. */
  cycles(): string[] {
    const output = this.run('dependency-cruiser/bin/dependency-cruise.mjs', [
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      ...Object.keys(this.planted),
    ]);
    const report = JSON.parse(output) as {
      summary: { violations: { from: string; to: string; rule: { name: string } }[] };
    };
    return report.summary.violations.map((found) => `${found.rule.name}: ${found.from} → ${found.to}`);
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(bin: string, args: string[]): string {
    try {
      return execFileSync(process.execPath, [path.join(this.dir, 'node_modules', bin), ...args], {
        cwd: this.dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      // Both tools exit non-zero when they find something; the report is still on stdout.
      return (error as { stdout: string }).stdout;
    }
  }
}
