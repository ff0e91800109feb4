// Not-authorized illustration: a padlock in front of a shield.
import type { SVGProps } from 'react';
import classes from './illustrations.module.css';

export function LockIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 260" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden {...props}>
      <ellipse cx="160" cy="140" rx="140" ry="110" fill="#7367F0" fillOpacity="0.08" />
      <circle cx="48" cy="60" r="8" fill="#FF9F43" fillOpacity="0.4" />
      <circle cx="284" cy="84" r="12" fill="#28C76F" fillOpacity="0.2" />
      <circle cx="270" cy="214" r="6" fill="#EA5455" fillOpacity="0.45" />
      <path d="M160 28l78 30v60c0 52-33 89-78 110-45-21-78-58-78-110V58z" fill="#E8E6FC" className={classes.tint} />
      <path d="M160 46l62 24v48c0 42-26 72-62 89-36-17-62-47-62-89V70z" fill="#D5D1FB" />
      <path d="M132 132v-22a28 28 0 0 1 56 0v22" stroke="#7367F0" strokeWidth="12" strokeLinecap="round" />
      <rect x="116" y="128" width="88" height="72" rx="14" fill="#7367F0" />
      <circle cx="160" cy="158" r="10" fill="#fff" />
      <rect x="155" y="162" width="10" height="20" rx="5" fill="#fff" />
    </svg>
  );
}
