import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOME_RENDERER_FILE } from '@contest-tracker/contract/pure';
import type { HomeRenderer } from './home-page';

/**
 * The web build's renderer of the home page with its first cards, if the build has one (a build
 * from before decision 070 has not: the page then carries the list alone, as before).
 */
export async function loadHomeRenderer(webDistDir: string): Promise<HomeRenderer | undefined> {
  const file = join(webDistDir, HOME_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  const render: unknown =
    typeof module === 'object' && module !== null && 'renderHomeWithCards' in module
      ? module.renderHomeWithCards
      : undefined;
  if (typeof render !== 'function') return undefined;
  // Checked to be a function just above; what it returns is made a string below.
  const draw = render as (list: unknown) => unknown;
  return (list) => String(draw(list));
}
