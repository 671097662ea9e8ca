import { useTranslation } from 'react-i18next';
import { lineFormats } from './line-formats.ts';
import { NumberInput } from './NumberInput.tsx';
import type { AssetLinesController } from './useAssetLinesController.ts';

/**
 * The totals row of the lines (business-areas.md §5): quantity, unit price × quantity, prices
 * excl. and incl. tax, and with several lines the total discount, which typed applies to every
 * line.
 */
export function AssetLinesTotals({ controller }: { controller: AssetLinesController }) {
  const { t, i18n } = useTranslation();
  const formats = lineFormats(i18n.language);
  const { totals, totalDiscount, currency, readOnly, actions } = controller;
  const several = controller.lines.length > 1;
  return (
    <tfoot className="lessor-line-totals">
      <tr aria-rowindex={controller.lines.length + 2}>
        <th scope="row">{t('Total')}</th>
        <td className="lessor-line-number" aria-label={t('Total quantity')}>
          {formats.quantityText(totals.quantity)}
        </td>
        <td className="lessor-line-number" aria-label={t('Total unit price × quantity')}>
          {formats.money(totals.unitPriceTimesQuantity, currency)}
        </td>
        <td className="lessor-line-number" aria-label={several && readOnly ? t('Total discount') : undefined}>
          {several &&
            (readOnly ? (
              formats.percentText(totalDiscount)
            ) : (
              <NumberInput
                value={totalDiscount}
                format={formats.percentText}
                parse={formats.readPercent}
                onValue={actions.applyTotalDiscount}
                label={t('Total discount')}
              />
            ))}
        </td>
        <td className="lessor-line-number" aria-label={t('Total price excl. tax')}>
          {formats.money(totals.priceExclTax, currency)}
        </td>
        <td className="lessor-line-number" aria-label={t('Total price incl. tax')}>
          {formats.money(totals.priceInclTax, currency)}
        </td>
        <td colSpan={5} />
      </tr>
    </tfoot>
  );
}
