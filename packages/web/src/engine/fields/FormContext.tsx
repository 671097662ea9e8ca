import { createContext, useContext } from 'react';

interface FormState {
  /** The message to show under the field at `path`, if any. */
  errorFor(path: string): string | undefined;
  readOnly: boolean;
}

export const FormContext = createContext<FormState>({ errorFor: () => undefined, readOnly: false });

export function useFormState(): FormState {
  return useContext(FormContext);
}
