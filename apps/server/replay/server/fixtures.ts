import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Two directories below apps/server, as the bundles in dist/bin are: the same path serves both.
const fixtures = fileURLToPath(new URL('../../fixtures/upstream/', import.meta.url));

const texts = new Map<string, string>();

/** A recorded answer under fixtures/upstream/, read once. */
export function readFixtureText(file: string): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(fixtures + file, 'utf8');
    texts.set(file, text);
  }
  return text;
}

const bodies = new Map<string, unknown>();

export function readFixtureJson(file: string): unknown {
  if (!bodies.has(file)) bodies.set(file, JSON.parse(readFixtureText(file)));
  return bodies.get(file);
}
