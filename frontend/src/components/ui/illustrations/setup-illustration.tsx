// Empty-state illustration for modules that are still being set up:
// building blocks stacked beside a rising chart.
import type { SVGProps } from 'react';
import classes from './illustrations.module.css';

export function SetupIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 220" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden {...props}>
      <ellipse cx="160" cy="196" rx="130" ry="14" fill="#7367F0" fillOpacity="0.08" />
      <circle cx="54" cy="52" r="8" fill="#28C76F" fillOpacity="0.3" />
      <circle cx="276" cy="40" r="6" fill="#FF9F43" fillOpacity="0.5" />
      <path d="M262 82l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#7367F0" fillOpacity="0.5" />
      <rect x="70" y="138" width="58" height="56" rx="10" fill="#7367F0" />
      <rect x="134" y="138" width="58" height="56" rx="10" fill="#A39BF6" />
      <rect x="102" y="78" width="58" height="56" rx="10" fill="#D5D1FB" />
      <path d="M120 100h22M131 89v22" stroke="#7367F0" strokeWidth="6" strokeLinecap="round" />
      <rect x="200" y="88" width="70" height="106" rx="12" fill="#fff" stroke="#E8E6FC" strokeWidth="3" className={`${classes.paper} ${classes.edge}`} />
      <rect x="214" y="154" width="10" height="26" rx="4" fill="#D5D1FB" />
      <rect x="230" y="138" width="10" height="42" rx="4" fill="#A39BF6" />
      <rect x="246" y="120" width="10" height="60" rx="4" fill="#28C76F" />
      <path d="M214 128l16-12 12 6 16-16" stroke="#FF9F43" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
