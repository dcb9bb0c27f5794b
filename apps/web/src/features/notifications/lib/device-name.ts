const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (table: readonly [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/** 'Chrome on Android': how the device is listed among the channels. */
export function deviceName(userAgent: string): string {
  const browser = find(BROWSERS, userAgent) ?? 'Browser';
  const system = find(SYSTEMS, userAgent);
  return system ? `${browser} on ${system}` : browser;
}
