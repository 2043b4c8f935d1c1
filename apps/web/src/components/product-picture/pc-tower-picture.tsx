import { useId } from 'react';
import { ACCENT, shadesOf } from './picture-shades';

/** A small PC tower in its cabinet's colour, for a cart line (the full drawing is too busy there). */
export function PcTowerPicture({
  colour,
  name,
  className = '',
}: {
  colour: string;
  name: string;
  className?: string;
}) {
  const titleId = useId();
  const s = shadesOf(colour);
  return (
    <svg viewBox="0 0 160 120" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{name}</title>
      <ellipse cx="80" cy="62" rx="70" ry="56" fill="#3b3c46" opacity="0.35" />
      <rect
        x="48"
        y="8"
        width="64"
        height="104"
        rx="6"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <rect x="55" y="16" width="50" height="78" rx="3" fill="#101116" stroke={s.edge} />
      <circle cx="80" cy="40" r="11" fill="#17181e" stroke={ACCENT} strokeWidth="2" />
      <rect x="60" y="62" width="40" height="8" rx="2" fill="#2f323c" />
      <rect x="62" y="70" width="36" height="1.5" fill={ACCENT} />
      <rect x="55" y="98" width="50" height="8" rx="2" fill={s.detail} />
    </svg>
  );
}
