// How a field shows its entry of the errors map: moved to @/lib/field-errors
// (shared by the risk and incident forms).
export { errorProp, fieldId, isFlagged } from '@/lib/field-errors';
