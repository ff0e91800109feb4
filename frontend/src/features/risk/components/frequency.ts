// Spec section 9 frequency labels as a hook over the current language (the
// shared rule lives in lib/frequency).
export { useFrequencyLabel } from '@/lib/frequency';
