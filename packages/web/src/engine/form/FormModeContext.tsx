import { createContext, useContext } from 'react';

/** How a whole form or card is shown: read-only (values only) or disabled (greyed out). */
export interface FormMode {
  readOnly: boolean;
  disabled: boolean;
}

export const FormModeContext = createContext<FormMode>({ readOnly: false, disabled: false });

export function useFormMode(): FormMode {
  return useContext(FormModeContext);
}
