import { useId } from 'react';

/** Edge and detail colours that stay visible on both white and black cabinets. */
function shadesOf(colour: string) {
  const channel = (offset: number) => Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
  const [red, green, blue] = [channel(1), channel(3), channel(5)];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const isLight = luminance > 0.5;
  return {
    edge: isLight ? 'rgba(0, 0, 0, 0.35)' : 'rgba(255, 255, 255, 0.28)',
    vent: isLight ? 'rgba(0, 0, 0, 0.22)' : 'rgba(255, 255, 255, 0.16)',
    shroud: isLight ? 'rgba(0, 0, 0, 0.12)' : 'rgba(255, 255, 255, 0.08)',
  };
}

/**
 * A cabinet drawn from data in its own body colour, with a glass side showing the parts inside (no
 * product photos from elsewhere: docs/decisions/011-self-contained-assets.md). `colour` is the
 * catalogue's #rrggbb.
 */
export function CabinetPicture({
  brand,
  model,
  colour,
}: {
  brand: string;
  model: string;
  colour: string;
}) {
  const glassId = useId();
  const titleId = useId();
  const shade = shadesOf(/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#1b1b1f');
  return (
    <figure className="cabinet-picture">
      <svg viewBox="0 0 200 250" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{`${brand} ${model} cabinet`}</title>
        <defs>
          <linearGradient id={glassId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1d1f27" />
            <stop offset="1" stopColor="#07070a" />
          </linearGradient>
        </defs>
        <rect x="40" y="232" width="22" height="8" rx="2" fill="#050506" />
        <rect x="138" y="232" width="22" height="8" rx="2" fill="#050506" />
        <rect
          x="28"
          y="8"
          width="144"
          height="226"
          rx="10"
          fill={colour}
          stroke={shade.edge}
          strokeWidth="2"
        />
        {[0, 1, 2, 3, 4].map((line) => (
          <rect
            key={line}
            x={62 + line * 16}
            y="14"
            width="10"
            height="3"
            rx="1.5"
            fill={shade.vent}
          />
        ))}
        <rect
          x="40"
          y="24"
          width="120"
          height="198"
          rx="6"
          fill={`url(#${glassId})`}
          stroke={shade.edge}
        />
        <rect x="50" y="34" width="78" height="120" rx="3" fill="#22242c" />
        <circle cx="86" cy="70" r="17" fill="#15161b" stroke="#e5182b" strokeWidth="2" />
        <circle cx="86" cy="70" r="5" fill="#2e3039" />
        <rect x="112" y="44" width="4" height="46" rx="1" fill="#5a5f6e" />
        <rect x="118" y="44" width="4" height="46" rx="1" fill="#5a5f6e" />
        <circle
          cx="144"
          cy="56"
          r="11"
          fill="#101116"
          stroke="#e5182b"
          strokeOpacity="0.7"
          strokeWidth="1.5"
        />
        <rect x="50" y="120" width="100" height="18" rx="3" fill="#2f323c" />
        <rect x="54" y="136" width="92" height="2" fill="#e5182b" opacity="0.8" />
        <rect x="40" y="174" width="120" height="48" rx="0" fill={colour} />
        <rect x="40" y="174" width="120" height="48" fill={shade.shroud} stroke={shade.edge} />
        <polygon points="120,24 160,24 160,64 80,222 40,222 40,200" fill="#ffffff" opacity="0.05" />
      </svg>
      <figcaption className="cabinet-picture-caption">
        <span className="cabinet-picture-brand">{brand}</span>
        <span className="cabinet-picture-model">{model}</span>
      </figcaption>
    </figure>
  );
}
