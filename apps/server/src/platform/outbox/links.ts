const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The web addresses in a message's text, in order, each once (verification and reset links). */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(URL_PATTERN) ?? [])];
}
