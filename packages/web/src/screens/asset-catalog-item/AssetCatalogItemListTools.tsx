import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../notifications/notify.ts';
import { PasteRowsTool } from '../paste-rows/PasteRowsTool.tsx';

/**
 * The company's own catalogue items (assets or services), imported from a price list: an Excel
 * file's first sheet or rows pasted from a spreadsheet. The asset-lines editor and the catalogue
 * search find the asset items beside the vehicle catalogue.
 */
export function AssetCatalogItemListTools() {
  const { t } = useTranslation();
  return (
    <PasteRowsTool
      label={t('Import catalogue items')}
      onCreated={(count) => notifySuccess('{{n}} catalogue item(s) created', { n: count })}
    />
  );
}
