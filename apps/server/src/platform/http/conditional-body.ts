export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The best coding the client accepts: brotli, then gzip, else none (RFC 9110 section 12.5.3). */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding {
  const accepted = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(coding.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match uses the weak comparison (RFC 9110 section 13.1.2): W/ prefixes do not matter. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
