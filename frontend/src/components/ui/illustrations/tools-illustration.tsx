// Maintenance illustration: a gear and a wrench.
import type { SVGProps } from 'react';
import classes from './illustrations.module.css';

export function ToolsIllustration(props: SVGProps<SVGSVGElement>) {
  const teeth = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg viewBox="0 0 320 260" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden {...props}>
      <ellipse cx="160" cy="140" rx="140" ry="110" fill="#7367F0" fillOpacity="0.08" />
      <circle cx="272" cy="70" r="9" fill="#FF9F43" fillOpacity="0.45" />
      <circle cx="50" cy="196" r="7" fill="#00CFE8" fillOpacity="0.45" />
      <g transform="translate(140 128)">
        {teeth.map((angle) => (
          <rect key={angle} x="-13" y="-78" width="26" height="30" rx="6" fill="#7367F0" transform={`rotate(${angle})`} />
        ))}
        <circle r="58" fill="#7367F0" />
        <circle r="24" fill="#fff" className={classes.hole} />
      </g>
      <mask id="ti-jaw">
        <rect x="-40" y="-40" width="80" height="160" fill="#fff" />
        <rect x="-8" y="-34" width="16" height="22" rx="3" fill="#000" />
      </mask>
      <g transform="translate(236 100) rotate(45)" mask="url(#ti-jaw)">
        <circle r="24" fill="#FF9F43" />
        <rect x="-9" y="8" width="18" height="92" rx="9" fill="#FF9F43" />
        <circle cx="0" cy="88" r="4.5" fill="#fff" className={classes.hole} />
      </g>
    </svg>
  );
}
