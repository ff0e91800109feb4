// Not-found illustration: a magnifier over a page with a missing piece.
import type { SVGProps } from 'react';
import classes from './illustrations.module.css';

export function LostIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 260" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden {...props}>
      <ellipse cx="160" cy="140" rx="140" ry="110" fill="#7367F0" fillOpacity="0.08" />
      <circle cx="40" cy="80" r="9" fill="#00CFE8" fillOpacity="0.4" />
      <circle cx="286" cy="60" r="6" fill="#FF9F43" fillOpacity="0.5" />
      <rect x="78" y="40" width="130" height="170" rx="14" fill="#fff" stroke="#E8E6FC" strokeWidth="3" className={`${classes.paper} ${classes.edge}`} />
      <rect x="98" y="66" width="70" height="10" rx="5" fill="#D5D1FB" />
      <rect x="98" y="88" width="90" height="8" rx="4" fill="#EFEEF5" className={classes.line} />
      <rect x="98" y="106" width="80" height="8" rx="4" fill="#EFEEF5" className={classes.line} />
      <rect x="98" y="124" width="88" height="8" rx="4" fill="#EFEEF5" className={classes.line} />
      <path d="M98 150h40l8 10-8 10H98z" fill="#FFE3CC" className={classes.warmTint} />
      <circle cx="208" cy="150" r="44" fill="#fff" stroke="#7367F0" strokeWidth="12" className={classes.paper} />
      <path d="M240 184l34 34" stroke="#7367F0" strokeWidth="16" strokeLinecap="round" />
      <path d="M194 138a16 16 0 1 1 22 15c-4 2-6 5-6 9v3" stroke="#FF9F43" strokeWidth="7" strokeLinecap="round" />
      <circle cx="210" cy="176" r="4.5" fill="#FF9F43" />
    </svg>
  );
}
