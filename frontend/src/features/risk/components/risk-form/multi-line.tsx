// Text with its line breaks shown as breaks (spec section 9), as React nodes,
// never raw HTML: the shared helper of lib/line-breaks.
export { LineBreaks as MultiLine } from '@/lib/line-breaks';
