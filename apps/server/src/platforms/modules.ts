import type { PlatformId } from '@contest-tracker/contract';
import { adventofcode } from './adventofcode/module';
import { atcoder } from './atcoder/module';
import { cfgym } from './cfgym/module';
import { code360 } from './code360/module';
import { codechef } from './codechef/module';
import { codeforces } from './codeforces/module';
import { dmoj } from './dmoj/module';
import { geeksforgeeks } from './geeksforgeeks/module';
import { hackerearth } from './hackerearth/module';
import { hackerrank } from './hackerrank/module';
import { kattis } from './kattis/module';
import { leetcode } from './leetcode/module';
import { metahackercup } from './metahackercup/module';
import { luogu } from './luogu/module';
import { lightoj } from './lightoj/module';
import type { PlatformModule } from './platform-module';
import { ucup } from './ucup/module';
import { tlx } from './tlx/module';
import { toph } from './toph/module';
import { yukicoder } from './yukicoder/module';

/** Every platform's module, by the contract's id: a new platform's folder is added here. */
export const PLATFORM_MODULES: Readonly<Record<PlatformId, PlatformModule>> = {
  leetcode,
  codeforces,
  codechef,
  atcoder,
  geeksforgeeks,
  hackerrank,
  hackerearth,
  code360,
  yukicoder,
  dmoj,
  cfgym,
  kattis,
  metahackercup,
  luogu,
  ucup,
  tlx,
  toph,
  lightoj,
  adventofcode,
};
