import { findEntity } from '@lessor/domain/entities';
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListContext } from '../../engine/list/ListContext.tsx';
import { useTabularPaste } from '../paste-rows/useTabularPaste.ts';
import { ProductPasteDialog } from './ProductPasteDialog.tsx';

const productTables = findEntity('ProductTable');

/**
 * The products list's own tools (business-areas.md §2): a link to the product tables, and a paste
 * of products from a spreadsheet, through the dialog or straight onto the list.
 */
export function ProductListTools() {
  const { t } = useTranslation();
  const { entity } = useListContext();
  // The text the dialog opens with; undefined while it is closed.
  const [pasted, setPasted] = useState<string>();
  const open = useCallback((text: string) => setPasted(text), []);
  useTabularPaste(pasted === undefined, open);

  return (
    <>
      {productTables && (
        <Button variant="default" component={Link} to={`/${productTables.pluralRoute}`}>
          {t(productTables.pluralLabel)}
        </Button>
      )}
      <Button variant="default" onClick={() => open('')} title="Ctrl+V">
        {t('Paste products')}
      </Button>
      {pasted !== undefined && (
        <ProductPasteDialog entity={entity} initialText={pasted} onClose={() => setPasted(undefined)} />
      )}
    </>
  );
}
