import type { PlatformId } from '@contest-tracker/contract';
import type { ReplayRoute } from '#replay/server/replay-route';
import { atcoderHandleReplay } from './atcoder/replay-handles';
import { atcoderReplay } from './atcoder/replay';
import { cfgymReplay } from './cfgym/replay';
import { code360Replay } from './code360/replay';
import { codechefHandleReplay } from './codechef/replay-handles';
import { codechefReplay } from './codechef/replay';
import { codeforcesReplay } from './codeforces/replay';
import { dmojReplay } from './dmoj/replay';
import { gfgReplay } from './geeksforgeeks/replay';
import { hackerearthReplay } from './hackerearth/replay';
import { hackerrankReplay } from './hackerrank/replay';
import { kattisReplay } from './kattis/replay';
import { leetcodeHandleReplay } from './leetcode/replay-handles';
import { leetcodeRankingReplay } from './leetcode/replay-ranking';
import { leetcodeReplay } from './leetcode/replay';
import { lightojReplay } from './lightoj/replay';
import { luoguReplay } from './luogu/replay';
import { hackerCupReplay } from './metahackercup/replay';
import { tlxReplay } from './tlx/replay';
import { tophReplay } from './toph/replay';
import { ucupReplay } from './ucup/replay';
import { yukicoderReplay } from './yukicoder/replay';

/**
 * Each platform's recorded routes, by the contract's id: what the replay server (tests, the demo,
 * benchmarks) serves. Kept out of the platform modules, so the product's bundle carries none of it;
 * a new platform's folder here is added beside its module.
 */
export const PLATFORM_REPLAY: Readonly<Record<PlatformId, readonly ReplayRoute[]>> = {
  leetcode: [...leetcodeReplay, ...leetcodeHandleReplay, ...leetcodeRankingReplay],
  codeforces: codeforcesReplay,
  codechef: [...codechefReplay, ...codechefHandleReplay],
  atcoder: [...atcoderReplay, ...atcoderHandleReplay],
  geeksforgeeks: gfgReplay,
  hackerrank: hackerrankReplay,
  hackerearth: hackerearthReplay,
  code360: code360Replay,
  yukicoder: yukicoderReplay,
  dmoj: dmojReplay,
  cfgym: cfgymReplay,
  kattis: kattisReplay,
  metahackercup: hackerCupReplay,
  luogu: luoguReplay,
  ucup: ucupReplay,
  tlx: tlxReplay,
  toph: tophReplay,
  lightoj: lightojReplay,
  // Nothing to replay: the days come from the server's clock.
  adventofcode: [],
};
