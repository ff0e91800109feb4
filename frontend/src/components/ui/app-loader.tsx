// Full-screen start-up spinner with the logo (same markup and CSS classes as
// the static one in index.html, so the hand-over is seamless).
import { LogoMark } from './logo';

export function AppLoader({ label = 'Loading RiskHub…' }: { label?: string }) {
  return (
    <div className="rh-loader" role="status" aria-live="polite">
      <LogoMark className="rh-loader__logo" size={64} aria-hidden />
      <div className="rh-loader__ring" />
      <span className="rh-loader__label">{label}</span>
    </div>
  );
}
