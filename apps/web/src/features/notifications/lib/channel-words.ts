import type { ChannelKind } from '@contest-tracker/contract';

const WORDS: Record<ChannelKind, string> = {
  webpush: 'this device',
  discord: 'Discord',
  telegram: 'Telegram',
};

/** 'this device, Discord or Telegram': the kinds named in words, in the order the page shows them. */
export function channelWords(kinds: readonly ChannelKind[]): string {
  const words = (['webpush', 'discord', 'telegram'] as const)
    .filter((kind) => kinds.includes(kind))
    .map((kind) => WORDS[kind]);
  const last = words.pop();
  return words.length > 0 ? `${words.join(', ')} or ${last ?? ''}` : (last ?? '');
}

/** What else the user may use when this device cannot: 'Discord or Telegram'. */
export const otherChannels = (kinds: readonly ChannelKind[]) =>
  channelWords(kinds.filter((kind) => kind !== 'webpush'));
