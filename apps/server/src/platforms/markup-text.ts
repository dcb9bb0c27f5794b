const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** A profile cell's markup as the text a reader sees: tags dropped, the common entities read. */
export function markupText(markup: string): string {
  return markup
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}
