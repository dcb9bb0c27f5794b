/**
 * The one list of platforms: ids, display names and the card's colours (Tailwind tokens, which
 * the web's stylesheet reads from this file). Adding a platform is an entry here and a folder in
 * apps/server/src/platforms/; everything else (config, sync, replay, status, filter, calendars)
 * derives from those two. The order is the filter's: the spec's three first.
 */
export const PLATFORM_LIST = [
  { id: 'leetcode', name: 'LeetCode', gradient: 'from-amber-700 to-orange-900' },
  { id: 'codeforces', name: 'Codeforces', gradient: 'from-blue-700 to-indigo-900' },
  { id: 'codechef', name: 'CodeChef', gradient: 'from-stone-700 to-amber-950' },
  { id: 'atcoder', name: 'AtCoder', gradient: 'from-neutral-700 to-zinc-950' },
  { id: 'geeksforgeeks', name: 'GeeksforGeeks', gradient: 'from-green-800 to-emerald-950' },
  { id: 'hackerrank', name: 'HackerRank', gradient: 'from-emerald-800 to-slate-900' },
  { id: 'hackerearth', name: 'HackerEarth', gradient: 'from-indigo-800 to-slate-900' },
  { id: 'code360', name: 'Code360', gradient: 'from-orange-800 to-stone-900' },
  { id: 'yukicoder', name: 'yukicoder', gradient: 'from-teal-800 to-cyan-950' },
  { id: 'dmoj', name: 'DMOJ', gradient: 'from-yellow-800 to-stone-900' },
  { id: 'cfgym', name: 'Codeforces Gym', gradient: 'from-sky-800 to-slate-900' },
  { id: 'kattis', name: 'Kattis', gradient: 'from-amber-800 to-yellow-950' },
  { id: 'metahackercup', name: 'Meta Hacker Cup', gradient: 'from-blue-800 to-sky-950' },
  { id: 'luogu', name: 'Luogu', gradient: 'from-cyan-800 to-blue-950' },
  { id: 'ucup', name: 'Universal Cup', gradient: 'from-rose-800 to-slate-900' },
  { id: 'tlx', name: 'TLX', gradient: 'from-red-800 to-stone-900' },
  { id: 'toph', name: 'Toph', gradient: 'from-blue-800 to-zinc-900' },
  { id: 'lightoj', name: 'LightOJ', gradient: 'from-violet-800 to-slate-900' },
  { id: 'adventofcode', name: 'Advent of Code', gradient: 'from-lime-900 to-slate-950' },
] as const;
