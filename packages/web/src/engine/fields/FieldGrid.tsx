import { FieldInput } from './FieldInput.tsx';
import './field-grid.css';

/** Fields side by side in a responsive 12-column grid; each field subscribes to its own value. */
export function FieldGrid({ paths }: { paths: readonly string[] }) {
  return (
    <div className="lessor-field-grid">
      {paths.map((path) => (
        <FieldInput key={path} path={path} inGrid />
      ))}
    </div>
  );
}
