import { readdirSync, readFileSync } from 'node:fs';
import { PLATFORM_IDS, PLATFORM_LIST } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MODULES } from './modules';

// Upstream origins are documented with the settings for tests and the demo.
const settingsDoc = readFileSync(
  new URL('../../../../docs/development.md', import.meta.url),
  'utf8',
);
const modules = Object.values(PLATFORM_MODULES);

describe('the platform modules', () => {
  it('are exactly the contract list, each under its own id', () => {
    expect(Object.keys(PLATFORM_MODULES).sort()).toEqual([...PLATFORM_IDS].sort());
    for (const [id, module] of Object.entries(PLATFORM_MODULES)) expect(module.id).toBe(id);
  });

  it('have ids the database and public contest ids accept: lower-case letters and digits', () => {
    for (const { id } of PLATFORM_LIST) expect(id).toMatch(/^[a-z][a-z0-9]{1,31}$/);
    expect(new Set(PLATFORM_LIST.map((p) => p.name)).size).toBe(PLATFORM_LIST.length);
  });

  it('declare distinct settings, each in docs/development.md with its default', () => {
    const names = modules.flatMap((m) => m.settings.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
    for (const setting of modules.flatMap((m) => m.settings)) {
      const row = settingsDoc.split('\n').find((line) => line.startsWith(`| \`${setting.name}\``));
      expect(row, setting.name).toContain(`\`${setting.default}\``);
    }
  });

  it('space their calls at least a second apart', () => {
    for (const module of modules) expect(module.minIntervalMs).toBeGreaterThanOrEqual(1_000);
  });

  it('are named nowhere else in the running code: not on the server outside their folders (and their recorded routes), not on the web', () => {
    const root = new URL('../../../../', import.meta.url);
    const quoted = new RegExp(`['"\`](${PLATFORM_IDS.join('|')})['"\`]`);
    // The freshness scene for the e2e suite fails one named platform on purpose.
    // 'Link with Codeforces' is that platform's own sign-in (decision 039), not a list adapter:
    // its route, its service and its button name the one platform it serves.
    const allowed = new Set([
      'apps/server/demo/freshness-demo.ts',
      'apps/server/src/services/handles/codeforces-oauth.ts',
      'apps/server/src/http/routes/codeforces-oauth-routes.ts',
      'apps/web/src/features/handles/components/handles-section.tsx',
      // kontests' own site keys (its dialect, decision 044): `codeforces` is one of them.
      'apps/server/src/services/dialects/kontests-sites.ts',
      'apps/server/src/http/routes/kontests-routes.ts',
      // The OpenAPI document's examples show real contests, platform ids included.
      'apps/server/src/http/api-examples.ts',
      // Series shorthands stand for words of contest titles ('abc' for 'AtCoder Beginner
      // Contest', decision 048); the platform's name is one of those words, not its id.
      'packages/contract/src/search-shorthands.ts',
      // Issues 49 and 50 name their platforms: practice's API takes
      // `platform=codeforces|atcoder|leetcode`, each with its own raters' model (decision 054);
      // predictions follow Codeforces' published algorithm only (decision 053).
      'packages/contract/src/practice-platforms.ts',
      'apps/server/src/services/practice/pick-problems.ts',
      'apps/server/src/services/ratings/predict-rounds.ts',
      // The platforms whose handles can be checked to exist (the servers' handle sources).
      'apps/web/src/features/following/components/following-section.tsx',
      // The demo's finished round is a Codeforces round; its accounts hold handles from it.
      'apps/server/demo/demo-handles.ts',
    ]);
    // A platform's recorded routes (replay/platforms/<id>/) name it as its module does.
    const ownFolders = (id: string) => [
      `apps/server/src/platforms/${id}/`,
      `apps/server/replay/platforms/${id}/`,
    ];
    const offenders = [
      'apps/server/src',
      'apps/server/replay',
      'apps/server/demo',
      'apps/web/src',
      'packages/contract/src',
    ]
      .flatMap((dir) =>
        readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' }).map(
          (f) => `${dir}/${f}`,
        ),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter(
        (file) =>
          !PLATFORM_IDS.some((id) => ownFolders(id).some((folder) => file.startsWith(folder))),
      )
      .filter((file) => !file.endsWith('contract/src/platform-entries.ts') && !allowed.has(file))
      .filter((file) => quoted.test(readFileSync(new URL(file, root), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
