import {
  contestPagePath,
  formatDuration,
  leadText,
  PLATFORM_NAMES,
  type PlatformId,
} from '@contest-tracker/contract';
import { resultsHeadline, resultsLines, type ResultsPayload } from '#server/domain/round-results';

/** What a reminder says, whichever channel carries it. */
export interface ReminderMessage {
  kind: 'reminder' | 'changed' | 'test' | 'results' | 'results-final';
  title: string;
  platform: PlatformId;
  url: string;
  /** The contest's page here (`<PUBLIC_URL>/contest/:id`); without PUBLIC_URL none is known. */
  pageUrl?: string | undefined;
  startsAt: Date;
  durationMinutes: number;
  /** For `reminder`: how long before the start it rings. */
  leadMinutes: number;
  /** The user's IANA zone; UTC until rules were saved once. */
  timeZone: string;
  /** For `results` and `results-final`: the ranks and changes, as planned. */
  results?: ResultsPayload | null | undefined;
}

/** The contest's page on this server, at its public origin; none without one. */
export const contestPageUrl = (publicUrl: string | undefined, contestId: string) =>
  publicUrl === undefined ? undefined : publicUrl + contestPagePath(contestId);

/** 'Sat, 17 Feb, 15:35 (Europe/Berlin)': the start as the user's own clock shows it. */
export function localStart(message: Pick<ReminderMessage, 'startsAt' | 'timeZone'>): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: message.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(message.startsAt);
  return `${text} (${message.timeZone})`;
}

/** The headline: what happened, in a few words. */
export function headline(message: ReminderMessage): string {
  if (message.results) return resultsHeadline(message.title, message.results);
  if (message.kind === 'changed') return `Changed: ${message.title}`;
  if (message.kind === 'test') return 'Contest Tracker: this channel works';
  return `In ${leadText(message.leadMinutes)}: ${message.title}`;
}

/** The lines under the headline, as plain text. */
export function detailLines(message: ReminderMessage): string[] {
  if (message.results) return [...resultsLines(message.results), ...links(message)];
  const lines = [
    `${PLATFORM_NAMES[message.platform]} · starts ${localStart(message)} · ${formatDuration(message.durationMinutes)}`,
  ];
  if (message.kind === 'changed')
    lines.push('The start, length or name changed since you bookmarked it.');
  if (message.kind === 'test') lines.push('A test message: reminders will look like this.');
  return [...lines, ...links(message)];
}

/** The page here, then the platform's link, which stays last: Telegram makes it its link. */
function links(message: ReminderMessage): string[] {
  return message.pageUrl ? [`Details: ${message.pageUrl}`, message.url] : [message.url];
}
