// Server-error illustration: a server rack with a warning sign.
import type { SVGProps } from 'react';
import classes from './illustrations.module.css';

export function ServerIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 260" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden {...props}>
      <ellipse cx="160" cy="140" rx="140" ry="110" fill="#EA5455" fillOpacity="0.07" />
      <circle cx="52" cy="64" r="8" fill="#7367F0" fillOpacity="0.35" />
      <circle cx="280" cy="210" r="10" fill="#28C76F" fillOpacity="0.2" />
      {[48, 104, 160].map((y) => (
        <g key={y}>
          <rect x="84" y={y} width="150" height="46" rx="10" fill="#fff" stroke="#E8E6FC" strokeWidth="3" className={`${classes.paper} ${classes.edge}`} />
          <circle cx="106" cy={y + 23} r="6" fill={y === 104 ? '#EA5455' : '#28C76F'} />
          <circle cx="126" cy={y + 23} r="6" fill="#D5D1FB" />
          <rect x="170" y={y + 15} width="46" height="6" rx="3" fill="#EFEEF5" className={classes.line} />
          <rect x="170" y={y + 26} width="46" height="6" rx="3" fill="#EFEEF5" className={classes.line} />
        </g>
      ))}
      <path d="M236 118l38 66h-76z" fill="#FF9F43" stroke="#fff" strokeWidth="5" strokeLinejoin="round" className={classes.paperStroke} />
      <rect x="232" y="140" width="8" height="24" rx="4" fill="#fff" />
      <circle cx="236" cy="172" r="4.5" fill="#fff" />
    </svg>
  );
}
