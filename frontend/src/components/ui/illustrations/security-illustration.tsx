// Sign-in brand illustration: a risk dashboard card guarded by the shield.
import type { SVGProps } from 'react';
import classes from './illustrations.module.css';

export function SecurityIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 480 400" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden {...props}>
      <defs>
        <linearGradient id="si-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9e95f5" />
          <stop offset="1" stopColor="#5e50ee" />
        </linearGradient>
        <filter id="si-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#2f2b3d" floodOpacity="0.12" />
        </filter>
      </defs>
      <ellipse cx="240" cy="215" rx="215" ry="170" fill="#7367F0" fillOpacity="0.08" />
      <circle cx="420" cy="70" r="18" fill="#28C76F" fillOpacity="0.18" />
      <circle cx="60" cy="96" r="10" fill="#FF9F43" fillOpacity="0.35" />
      <circle cx="440" cy="300" r="7" fill="#00CFE8" fillOpacity="0.5" />
      <circle cx="92" cy="344" r="5" fill="#EA5455" fillOpacity="0.5" />

      {/* dashboard card */}
      <g filter="url(#si-shadow)">
        <rect x="70" y="96" width="300" height="206" rx="16" fill="#fff" className={classes.paper} />
      </g>
      <circle cx="94" cy="120" r="5" fill="#EA5455" />
      <circle cx="110" cy="120" r="5" fill="#FF9F43" />
      <circle cx="126" cy="120" r="5" fill="#28C76F" />
      <rect x="146" y="115" width="110" height="10" rx="5" fill="#E8E6FC" className={classes.tint} />
      <line x1="92" y1="272" x2="350" y2="272" stroke="#EFEEF5" strokeWidth="2" className={classes.lineStroke} />
      <rect x="104" y="212" width="26" height="60" rx="6" fill="#D5D1FB" />
      <rect x="146" y="182" width="26" height="90" rx="6" fill="#A39BF6" />
      <rect x="188" y="200" width="26" height="72" rx="6" fill="#D5D1FB" />
      <rect x="230" y="152" width="26" height="120" rx="6" fill="#7367F0" />
      <rect x="272" y="172" width="26" height="100" rx="6" fill="#A39BF6" />
      <rect x="314" y="192" width="26" height="80" rx="6" fill="#D5D1FB" />
      <path
        d="M117 196 159 162l42 16 42-46 42 18 42-26"
        stroke="#28C76F"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="327" cy="124" r="6" fill="#fff" stroke="#28C76F" strokeWidth="4" className={classes.paper} />

      {/* risk gauge card */}
      <g filter="url(#si-shadow)">
        <rect x="318" y="36" width="128" height="92" rx="14" fill="#fff" className={classes.paper} />
      </g>
      <path d="M346 104a36 36 0 0 1 72 0" stroke="#EFEEF5" strokeWidth="10" strokeLinecap="round" className={classes.lineStroke} />
      <path d="M346 104a36 36 0 0 1 58-28.5" stroke="#FF9F43" strokeWidth="10" strokeLinecap="round" />
      <circle cx="382" cy="104" r="5" fill="#4b465c" className={classes.ink} />
      <path d="M382 104 398 82" stroke="#4b465c" strokeWidth="3" strokeLinecap="round" className={classes.inkStroke} />

      {/* status list card */}
      <g filter="url(#si-shadow)">
        <rect x="26" y="248" width="150" height="104" rx="14" fill="#fff" className={classes.paper} />
      </g>
      <circle cx="50" cy="276" r="8" fill="#28C76F" fillOpacity="0.18" />
      <path d="m46 276 3 3 5-6" stroke="#28C76F" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="66" y="272" width="90" height="8" rx="4" fill="#EFEEF5" className={classes.line} />
      <circle cx="50" cy="302" r="8" fill="#FF9F43" fillOpacity="0.2" />
      <rect x="48.5" y="297" width="3" height="6" rx="1.5" fill="#FF9F43" />
      <circle cx="50" cy="306.5" r="1.6" fill="#FF9F43" />
      <rect x="66" y="298" width="70" height="8" rx="4" fill="#EFEEF5" className={classes.line} />
      <circle cx="50" cy="328" r="8" fill="#EA5455" fillOpacity="0.18" />
      <path d="m46.5 324.5 7 7m0-7-7 7" stroke="#EA5455" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="66" y="324" width="80" height="8" rx="4" fill="#EFEEF5" className={classes.line} />

      {/* shield */}
      <g filter="url(#si-shadow)">
        <path
          d="M372 196l62 24v48c0 41-26 71-62 87-36-16-62-46-62-87v-48z"
          fill="url(#si-shield)"
        />
      </g>
      <path
        d="m347 272 17 17 34-36"
        stroke="#fff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
