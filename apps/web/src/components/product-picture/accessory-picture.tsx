import type { AccessoryCategory } from '@shop/domain';
import { useId } from 'react';
import { ACCENT, shadesOf } from './picture-shades';

type Shades = ReturnType<typeof shadesOf>;

function Monitor({ s, screenId }: { s: Shades; screenId: string }) {
  return (
    <>
      <defs>
        <linearGradient id={screenId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a0a12" />
          <stop offset="0.55" stopColor="#101426" />
          <stop offset="1" stopColor="#06070c" />
        </linearGradient>
      </defs>
      <rect x="66" y="88" width="28" height="16" fill={s.body} stroke={s.edge} />
      <rect x="46" y="102" width="68" height="7" rx="3" fill={s.body} stroke={s.edge} />
      <rect
        x="14"
        y="12"
        width="132"
        height="80"
        rx="5"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <rect x="19" y="17" width="122" height="66" rx="2" fill={`url(#${screenId})`} />
      <path d="M19 70 Q60 44 100 58 T141 40 V83 H19 Z" fill={ACCENT} opacity="0.35" />
      <rect x="74" y="86" width="12" height="2" rx="1" fill={ACCENT} />
    </>
  );
}

function Keyboard({ s }: { s: Shades }) {
  const rows = [0, 1, 2, 3];
  const keys = Array.from({ length: 12 }, (_, index) => index);
  return (
    <>
      <rect
        x="8"
        y="34"
        width="144"
        height="56"
        rx="6"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      {rows.map((row) =>
        keys.map((key) => (
          <rect
            key={`${row}-${key}`}
            x={15 + key * 11}
            y={41 + row * 10}
            width="9"
            height="8"
            rx="1.5"
            fill={s.keycap}
            stroke={s.detail}
          />
        )),
      )}
      <rect x="37" y="81" width="64" height="6" rx="1.5" fill={s.keycap} stroke={s.detail} />
      <rect x="12" y="91" width="136" height="2" rx="1" fill={ACCENT} opacity="0.85" />
    </>
  );
}

function Mouse({ s }: { s: Shades }) {
  return (
    <>
      <path d="M80 8 V22" stroke={s.edge} strokeWidth="2" fill="none" />
      <path
        d="M80 20 C104 20 112 42 112 66 C112 94 98 112 80 112 C62 112 48 94 48 66 C48 42 56 20 80 20 Z"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <path d="M80 20 V58 M50 58 H110" stroke={s.detail} strokeWidth="1.5" fill="none" />
      <rect x="76" y="32" width="8" height="16" rx="4" fill={ACCENT} />
      <path d="M60 96 Q80 104 100 96" stroke={ACCENT} strokeWidth="2" fill="none" opacity="0.8" />
    </>
  );
}

function Headset({ s }: { s: Shades }) {
  return (
    <>
      <path d="M34 74 V58 C34 22 126 22 126 58 V74" fill="none" stroke={s.edge} strokeWidth="12" />
      <path d="M34 74 V58 C34 22 126 22 126 58 V74" fill="none" stroke={s.body} strokeWidth="9" />
      <rect
        x="20"
        y="62"
        width="30"
        height="44"
        rx="12"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <rect
        x="110"
        y="62"
        width="30"
        height="44"
        rx="12"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <rect x="26" y="72" width="18" height="24" rx="8" fill={s.detail} />
      <rect x="116" y="72" width="18" height="24" rx="8" fill={s.detail} />
      <path
        d="M30 98 Q40 116 64 112"
        fill="none"
        stroke={s.edge}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="66" cy="112" r="4" fill={ACCENT} />
    </>
  );
}

function RacingWheel({ s }: { s: Shades }) {
  return (
    <>
      <rect x="52" y="96" width="56" height="14" rx="3" fill={s.body} stroke={s.edge} />
      <circle cx="80" cy="56" r="44" fill="none" stroke={s.edge} strokeWidth="15" />
      <circle cx="80" cy="56" r="44" fill="none" stroke={s.body} strokeWidth="12" />
      <path d="M38 62 H62 L72 84 H88 L98 62 H122" fill="none" stroke={s.body} strokeWidth="9" />
      <circle cx="80" cy="64" r="14" fill={s.body} stroke={s.edge} strokeWidth="1.5" />
      <circle cx="80" cy="64" r="5" fill={ACCENT} />
      <rect x="76" y="6" width="8" height="12" rx="2" fill={ACCENT} />
    </>
  );
}

function FlightStick({ s }: { s: Shades }) {
  return (
    <>
      <rect
        x="34"
        y="88"
        width="92"
        height="22"
        rx="8"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <rect x="74" y="46" width="12" height="44" rx="4" fill={s.body} stroke={s.edge} />
      <path
        d="M66 50 C62 28 68 10 82 10 C96 10 100 26 94 50 Z"
        fill={s.body}
        stroke={s.edge}
        strokeWidth="1.5"
      />
      <circle cx="82" cy="22" r="4" fill={ACCENT} />
      <rect x="90" y="30" width="6" height="4" rx="1" fill={s.detail} />
      <circle cx="48" cy="99" r="3" fill={ACCENT} />
      <circle cx="112" cy="99" r="3" fill={s.detail} />
    </>
  );
}

/** Simulators are racing wheels or flight sticks; the words that name the flying kind. */
const FLIGHT = /flight|hotas|joystick|h\.o\.t\.a\.s/i;

/**
 * An add-on drawn from data in its own body colour (no product photos from elsewhere:
 * docs/decisions/011-self-contained-assets.md): one drawing per category, a soft glow behind so
 * dark gear shows on the dark page.
 */
export function AccessoryPicture({
  category,
  colour,
  name,
  description = '',
  className = '',
}: {
  category: AccessoryCategory;
  colour: string;
  name: string;
  description?: string;
  className?: string;
}) {
  const titleId = useId();
  const glowId = useId();
  const screenId = useId();
  const s = shadesOf(colour);
  const flight = category === 'simulator' && FLIGHT.test(`${name} ${description}`);
  return (
    <svg viewBox="0 0 160 120" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{name}</title>
      <defs>
        <radialGradient id={glowId} cx="0.5" cy="0.55" r="0.55">
          <stop offset="0" stopColor="#3b3c46" />
          <stop offset="1" stopColor="#3b3c46" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="80" cy="62" rx="80" ry="58" fill={`url(#${glowId})`} />
      {category === 'monitor' && <Monitor s={s} screenId={screenId} />}
      {category === 'keyboard' && <Keyboard s={s} />}
      {category === 'mouse' && <Mouse s={s} />}
      {category === 'headset' && <Headset s={s} />}
      {category === 'simulator' && (flight ? <FlightStick s={s} /> : <RacingWheel s={s} />)}
    </svg>
  );
}
