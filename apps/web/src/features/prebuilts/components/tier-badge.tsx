/** Elite PC, Pro PC or Master PC, as the server priced the machine. */
export function TierBadge({ tier }: { tier: string }) {
  const kind = tier.split(' ')[0]?.toLowerCase() ?? 'elite';
  return <span className={`tier-badge tier-badge-${kind}`}>{tier}</span>;
}
