// The RiskHub mark (a shield carrying a rising chart) and the word mark.
// Dependency-free so the start-up spinner can render it before Mantine loads.
import { useId, type SVGProps } from 'react';

export type LogoMarkProps = SVGProps<SVGSVGElement> & { size?: number };

export function LogoMark({ size = 36, ...props }: LogoMarkProps) {
  const gradient = `rh-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="RiskHub"
      xmlns="http://www.w3.org/2000/svg"
      {...props}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9e95f5" />
          <stop offset="1" stopColor="#7367f0" />
        </linearGradient>
      </defs>
      <path
        d="M32 3 54 11.5V29c0 14.6-9.3 25.3-22 31C19.3 54.3 10 43.6 10 29V11.5Z"
        fill={`url(#${gradient})`}
      />
      <rect x="19" y="35" width="6" height="11" rx="2" fill="#fff" fillOpacity=".6" />
      <rect x="29" y="29" width="6" height="17" rx="2" fill="#fff" fillOpacity=".8" />
      <rect x="39" y="23" width="6" height="23" rx="2" fill="#fff" />
      <path
        d="M18 29.5 27.5 22l6 3.5L45 15"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="45" cy="15" r="3" fill="#fff" />
    </svg>
  );
}
