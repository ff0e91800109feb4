// Small inline SVG flags for the language menu (no emoji font needed).
import type { ReactNode } from 'react';
import type { LanguageCode } from '@/lib/i18n';

const FLAGS: Record<LanguageCode, ReactNode> = {
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </>
  ),
  de: (
    <>
      <rect width="60" height="13.4" fill="#000" />
      <rect y="13.3" width="60" height="13.4" fill="#DD0000" />
      <rect y="26.6" width="60" height="13.4" fill="#FFCE00" />
    </>
  ),
  fr: (
    <>
      <rect width="20" height="40" fill="#002395" />
      <rect x="20" width="20" height="40" fill="#fff" />
      <rect x="40" width="20" height="40" fill="#ED2939" />
    </>
  ),
  pt: (
    <>
      <rect width="24" height="40" fill="#006600" />
      <rect x="24" width="36" height="40" fill="#FF0000" />
      <circle cx="24" cy="20" r="8" fill="#FFCC00" />
      <circle cx="24" cy="20" r="5" fill="#fff" stroke="#FF0000" strokeWidth="1.5" />
    </>
  ),
};

export function Flag({ code, size = 20 }: { code: LanguageCode; size?: number }) {
  return (
    <svg
      width={size}
      height={(size * 2) / 3}
      viewBox="0 0 60 40"
      aria-hidden
      style={{ borderRadius: 3, display: 'block', boxShadow: '0 0 0 1px rgba(47,43,61,0.12)' }}
    >
      {FLAGS[code]}
    </svg>
  );
}
