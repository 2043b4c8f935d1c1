const FAN_CENTRES = [96, 176, 256];

/**
 * A glass-panel tower with lit fans, drawn locally (no remote media:
 * docs/decisions/011-self-contained-assets.md). Home's hero video is made of it at build time
 * (scripts/hero-video): `fanTurn` turns the fans (degrees) and `glow` (0 to 1) dims its light.
 */
export function HeroArt({ fanTurn, glow }: { fanTurn?: number; glow?: number } = {}) {
  return (
    <svg className="home-hero-art" viewBox="0 0 420 420" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#e5182b" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#e5182b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.10" />
          <stop offset="45%" stopColor="#ffffff" stopOpacity="0.02" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0.07" />
        </linearGradient>
        <linearGradient id="hero-strip" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ff3b4e" />
          <stop offset="100%" stopColor="#8a0d18" />
        </linearGradient>
      </defs>
      <ellipse
        cx="210"
        cy="215"
        rx="200"
        ry="190"
        fill="url(#hero-glow)"
        opacity={glow === undefined ? undefined : 0.55 + 0.45 * glow}
      />
      <rect
        x="95"
        y="40"
        width="230"
        height="340"
        rx="14"
        fill="#0c0c0e"
        stroke="#2a2a30"
        strokeWidth="3"
      />
      <rect x="105" y="50" width="148" height="320" rx="8" fill="#121216" />
      <rect x="115" y="66" width="118" height="96" rx="4" fill="#17171c" stroke="#26262d" />
      <rect
        x="150"
        y="92"
        width="44"
        height="44"
        rx="4"
        fill="#1f1f26"
        stroke="#e5182b"
        strokeOpacity="0.7"
      />
      <circle
        cx="172"
        cy="114"
        r="13"
        fill="none"
        stroke="#e5182b"
        strokeWidth="2"
        className="hero-art-pulse"
      />
      <rect x="121" y="178" width="112" height="12" rx="2" fill="#24242b" />
      <rect x="121" y="196" width="112" height="12" rx="2" fill="#24242b" />
      <rect
        x="113"
        y="222"
        width="132"
        height="40"
        rx="5"
        fill="#1b1b21"
        stroke="#e5182b"
        strokeOpacity="0.55"
      />
      <rect x="120" y="258" width="118" height="4" rx="2" fill="url(#hero-strip)" />
      <rect x="113" y="300" width="132" height="56" rx="5" fill="#141418" stroke="#26262d" />
      <rect x="262" y="50" width="54" height="320" rx="8" fill="#101013" />
      {FAN_CENTRES.map((cy) => (
        <g key={cy} transform={`translate(289 ${cy})`}>
          <circle
            r="24"
            fill="#0a0a0c"
            stroke="#e5182b"
            strokeWidth="3"
            className="hero-art-ring"
          />
          <g
            className="hero-art-fan"
            transform={fanTurn === undefined ? undefined : `rotate(${fanTurn})`}
          >
            {[0, 72, 144, 216, 288].map((angle) => (
              <path
                key={angle}
                d="M0 0 C 6 -8, 16 -10, 18 -4 C 10 -2, 5 1, 0 0"
                fill="#3a3a44"
                transform={`rotate(${angle})`}
              />
            ))}
          </g>
          <circle r="5" fill="#1c1c22" stroke="#e5182b" strokeWidth="1.5" />
        </g>
      ))}
      <rect x="105" y="50" width="148" height="320" rx="8" fill="url(#hero-glass)" />
      <rect x="100" y="380" width="220" height="6" rx="3" fill="#e5182b" opacity="0.35" />
    </svg>
  );
}
