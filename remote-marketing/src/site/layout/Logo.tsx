/**
 * The DIS mark: a "D" around a core (decorative; the name is next to it). `id` names its gradient,
 * one per place the mark stands: a fixed name, not `useId`, because the server renders the site
 * without the shell's components around it (docs/site/rendering.md "Same markup twice").
 */
export function Logo({ id }: { id: string }) {
  const fill = `${id}-fill`;
  return (
    <svg
      className="site-logo"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f6bff" />
          <stop offset="1" stopColor="#0a2fa8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${fill})`} />
      <path d="M10 8h6.5a8 8 0 0 1 0 16H10z" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16.5" cy="16" r="2.6" fill="#5cf2c2" />
    </svg>
  );
}
