import { useState } from 'react';

interface Props {
  value: unknown;
  /** The value as shown once the input is left. */
  format(value: unknown): string;
  /** The typed text as a value, or null when it reads as none. */
  parse(text: string): number | null;
  /** Called on each keystroke that reads as a number, so derived figures follow the typing. */
  onValue(value: number): void;
  label: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A number of an asset line typed in the user's locale: while focused it keeps what was typed (a
 * half-typed number is not reformatted under the cursor), and shows the value formatted once left.
 * A plain input: a table of hundreds of lines draws it much faster than a Mantine one.
 */
export function NumberInput({ value, format, parse, onValue, label, id, invalid, describedBy }: Props) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <input
      className="lessor-line-input"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={typed ?? format(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const parsed = parse(text);
        if (parsed !== null) onValue(parsed);
      }}
      onBlur={() => setTyped(undefined)}
    />
  );
}
