/** The RigForge wordmark with its small mark; pure SVG and text, no image request. */
export function BrandLogo() {
  return (
    <span className="brand-logo">
      <svg
        className="brand-logo-mark"
        viewBox="0 0 32 32"
        width="30"
        height="30"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M16 3 28 10v12l-12 7-12-7V10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M12 10.5h5.5a3.25 3.25 0 0 1 0 6.5H12zm0 6.5v5m5.5-5 3 5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-logo-text">
        Rig<span className="text-accent">Forge</span>
      </span>
    </span>
  );
}
