// Spec sections 4 and 9 colour rules for the risk screens: the shared ones
// live in lib/look (one table for every feature); re-exported for the risk
// components that import them from here. Text on a rating colour is chosen by
// WCAG contrast (the theme's rule), so "High" on red is readable (4.5:1).
export { outcomeTone, priorityTone, progressBand, statusTone, type Tone } from '@/lib/look';
export { readableTextOn as readableOn } from '@/config/theme';
