import { useFormStore } from '../form/FormStoreContext.tsx';
import { isFieldShown } from '../form/field-error.ts';
import { lastKey } from '../form/path.ts';
import { fieldGridSpan } from './field-grid-span.ts';
import { placeholderHeight } from './placeholder-height.ts';
import './field-grid.css';

/**
 * Empty boxes where a grid of fields will show, laid out by the same grid and of about the fields'
 * heights, so that the page keeps its length while the fields are not mounted yet.
 */
export function FieldGridPlaceholder({ paths }: { paths: readonly string[] }) {
  const store = useFormStore();
  const values = store.getValues();
  return (
    <div className="lessor-field-grid">
      {paths.map((path) => {
        const field = store.field(path);
        if (!field || !isFieldShown(field, values, lastKey(path))) return null;
        return (
          <div
            key={path}
            className="lessor-field"
            style={{ ...fieldGridSpan(field), height: placeholderHeight(field, store.getValue(path)) }}
          />
        );
      })}
    </div>
  );
}
