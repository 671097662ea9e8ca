import { useState } from 'react';

/**
 * The text of an input that shows a formatted value: while the user types, what they typed (a
 * half-typed number or date must not be reformatted under the cursor); once they leave, the value
 * formatted again.
 */
export function useTypedText(formatted: string) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return {
    text: typed ?? formatted,
    onType: setTyped,
    onDone: () => setTyped(undefined),
  };
}
