//! Width and scroll facts the shell reacts to (spec section 9): the
//! horizontal-to-vertical switch at 1200px and the scroll thresholds.
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { ThemeSettings } from '@/lib/theme-settings';

/** The horizontal layout is drawn from this width up; at 1199px and below it is drawn vertical. */
export const HORIZONTAL_MIN_WIDTH = 1200;
/** The vertical shell's menu (top bar) gains its shadow past this scroll. */
export const MENU_SHADOW_SCROLL = 100;
/** The horizontal header gains its background and shadow past this scroll. */
export const NAVBAR_EFFECT_SCROLL = 50;
/** The scroll-to-top button appears past this scroll. */
export const SCROLL_TO_TOP_SCROLL = 160;

const WIDE_QUERY = `(min-width: ${HORIZONTAL_MIN_WIDTH}px)`;

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** The layout to draw: the stored one, except that horizontal turns vertical on narrow screens. */
export function useEffectiveLayout(layout: ThemeSettings['layout']): ThemeSettings['layout'] {
  const wide = useMediaQuery(WIDE_QUERY, matchesNow(WIDE_QUERY), { getInitialValueInEffect: false });
  return layout === 'horizontal' && wide ? 'horizontal' : 'vertical';
}

/** True while the page is scrolled more than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
