import { tokens } from '@fluentui/react-components';

/** The console's mark: a play triangle in a broadcast frame. Decorative; the text beside it names the app. */
export const Logo = ({ size = 28 }: { size?: number }): React.JSX.Element => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect
      x="2"
      y="5"
      width="28"
      height="22"
      rx="4"
      fill="none"
      stroke={tokens.colorBrandForeground1}
      strokeWidth="2.5"
    />
    <path d="M13 11 L22 16 L13 21 Z" fill={tokens.colorBrandForeground1} />
  </svg>
);
