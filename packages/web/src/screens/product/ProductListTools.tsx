import { findEntity } from '@lessor/domain/entities';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../notifications/notify.ts';
import { PasteRowsTool } from '../paste-rows/PasteRowsTool.tsx';

const productTables = findEntity('ProductTable');

/**
 * The products list's own tools (business-areas.md §2): a link to the product tables, and a paste
 * of products from a spreadsheet or an Excel file, through the dialog or straight onto the list.
 */
export function ProductListTools() {
  const { t } = useTranslation();
  return (
    <>
      {productTables && (
        <Button variant="default" component={Link} to={`/${productTables.pluralRoute}`}>
          {t(productTables.pluralLabel)}
        </Button>
      )}
      <PasteRowsTool
        label={t('Paste products')}
        onCreated={(count) => notifySuccess('{{n}} product(s) created', { n: count })}
      />
    </>
  );
}
