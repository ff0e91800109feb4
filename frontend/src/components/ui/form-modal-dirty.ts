// How a form inside a FormModal tells it that it has unsaved changes, when
// the form's state lives in a child component of the dialog.
import { createContext, useContext, useEffect } from 'react';

export const FormModalDirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/** Tells the enclosing FormModal whether the form inside it has unsaved changes. */
export function useFormModalDirty(dirty: boolean): void {
  const report = useContext(FormModalDirtyContext);
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
}
