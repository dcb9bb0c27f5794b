import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './env';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const server = fileURLToPath(new URL('../../', import.meta.url));
// The product's source, and the demo's and the replay's beside it (they read settings too).
const sources = ['src', 'demo', 'replay'];

/** The text of `## heading` in a Markdown file, up to the next `## `. */
function section(file: string, heading: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${file} has no section '${heading}'`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The setting names in the first column of the section's tables (`` `PORT`, `HOST` ``). */
function documented(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z<][A-Z0-9_<>]*)`/g)])
    .map((match) => match[1] ?? '');
}

/** `process.env.NAME` read anywhere in the server's source but its tests. */
function readFromProcessEnv(): string[] {
  const files = sources.flatMap((dir) =>
    readdirSync(join(server, dir), { recursive: true })
      .map((path) => join(dir, String(path)))
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts')),
  );
  return files.flatMap((path) =>
    [...readFileSync(join(server, path), 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

const readme = documented(section('README.md', 'Configuration'));
const development = documented(
  section('docs/development.md', 'Settings for tuning, tests and the demo'),
);
/** One row stands for every platform's own proxy setting. */
const asDocumented = (name: string) =>
  SETTING_NAMES.proxies.includes(name) ? '<PLATFORM>_PROXY' : name;

describe('the configuration docs', () => {
  it('list every setting the server reads in exactly one place: the README or docs/development.md', () => {
    const read = new Set(
      [
        ...SETTING_NAMES.server,
        ...SETTING_NAMES.platforms,
        ...SETTING_NAMES.proxies,
        ...readFromProcessEnv(),
      ].map(asDocumented),
    );
    const missing = [...read].filter(
      (name) => !readme.includes(name) && !development.includes(name),
    );
    const twice = [...read].filter((name) => readme.includes(name) && development.includes(name));
    const unknown = [...readme, ...development].filter((name) => !read.has(name));
    expect({ missing, twice, unknown }).toEqual({ missing: [], twice: [], unknown: [] });
  });

  it("keep each platform's upstream origins out of the README: they exist for tests and the demo", () => {
    expect(SETTING_NAMES.platforms.length).toBeGreaterThan(10);
    expect(SETTING_NAMES.platforms.filter((name) => !development.includes(name))).toEqual([]);
  });

  it('keep the README to what an operator sets', () => {
    expect(readme.length).toBeLessThanOrEqual(30);
    for (const name of ['ALLOW_INSECURE_GOOGLE_KEYS', 'WEBPUSH_ALLOW_HTTP_ENDPOINTS', 'NODE_ENV']) {
      expect(development).toContain(name);
    }
  });
});
