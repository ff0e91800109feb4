// Spec sections 4 and 9 colour rules for the risk screens: the shared ones
// live in lib/look (one table for every feature); re-exported for the risk
// components that import them from here.
export { outcomeTone, priorityTone, progressBand, readableOn, statusTone, type Tone } from '@/lib/look';
