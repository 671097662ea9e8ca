import type { AssetLine } from '@lessor/domain/entities';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../notifications/notify.ts';
import { fieldDomId } from '../../form/path.ts';
import { AssetCell } from './AssetCell.tsx';
import { useAssetLinesScope } from './AssetLinesContext.tsx';
import { lineFormats } from './line-formats.ts';
import { NumberInput } from './NumberInput.tsx';
import { TaxCodeSelect } from './TaxCodeSelect.tsx';

interface Props {
  line: AssetLine;
  index: number;
  /** The blank line of an empty list: nothing to copy or delete yet. */
  blank: boolean;
  taxCodeProblem: string | undefined;
  currencyProblem: string | undefined;
}

/**
 * One line of the editor: its asset by name and registration, linked to its page, then quantity,
 * unit price, discount and prices typed in place (a price typed sets the discount), its tax code,
 * currency and flags, and Edit (View when read-only), Copy and Delete. Drawn again only when its
 * own line changes.
 */
export const AssetLineRow = memo(function AssetLineRow({
  line,
  index,
  blank,
  taxCodeProblem,
  currencyProblem,
}: Props) {
  const { t, i18n } = useTranslation();
  const { path, readOnly, currency: fileCurrency, actions, openLine } = useAssetLinesScope();
  const formats = lineFormats(i18n.language);
  const currency = typeof line.currency === 'string' && line.currency !== '' ? line.currency : fileCurrency;
  const number = index + 1;
  const label = (field: string) => t('{{field}}, line {{number}}', { field: t(field), number });
  const at = (field: string) => `${path}[${index}].${field}`;
  const amount = (field: 'unitPrice' | 'priceExclTax' | 'priceInclTax') =>
    readOnly ? (
      formats.money(line[field], currency)
    ) : (
      <NumberInput
        value={line[field]}
        format={(value) => formats.amountText(value, currency)}
        parse={formats.readAmount}
        onValue={(value) =>
          field === 'unitPrice'
            ? actions.change(index, { unitPrice: value })
            : actions.enterPrice(
                index,
                field === 'priceExclTax' ? { priceExclTax: value } : { priceInclTax: value },
              )
        }
        label={label(
          field === 'unitPrice'
            ? 'Unit price'
            : field === 'priceExclTax'
              ? 'Price excl. tax'
              : 'Price incl. tax',
        )}
      />
    );
  const flag = (field: 'isFinanced' | 'isPartExchange', text: string) => (
    <input
      type="checkbox"
      className="lessor-line-check"
      aria-label={label(text)}
      checked={line[field] === true}
      disabled={readOnly}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        // business-areas.md §5: a line is financed unless it is a part exchange.
        actions.change(
          index,
          field === 'isPartExchange'
            ? { isPartExchange: checked, isFinanced: !checked }
            : { isFinanced: checked },
        );
      }}
    />
  );
  return (
    <tr className="lessor-line-row" aria-rowindex={index + 2}>
      <td data-field-path={at('assetRegistration')}>
        <AssetCell line={line} index={index} />
      </td>
      <td className="lessor-line-number">
        {readOnly ? (
          formats.quantityText(line.quantity)
        ) : (
          <NumberInput
            value={line.quantity}
            format={formats.quantityText}
            parse={formats.readQuantity}
            onValue={(value) => actions.change(index, { quantity: Math.max(0, value) })}
            label={label('Quantity')}
          />
        )}
      </td>
      <td className="lessor-line-number">{amount('unitPrice')}</td>
      <td className="lessor-line-number">
        {readOnly ? (
          formats.percentText(line.discount)
        ) : (
          <NumberInput
            value={line.discount}
            format={formats.percentText}
            parse={formats.readPercent}
            onValue={(value) => actions.change(index, { discount: value })}
            label={label('Discount')}
          />
        )}
      </td>
      <td className="lessor-line-number">{amount('priceExclTax')}</td>
      <td className="lessor-line-number">{amount('priceInclTax')}</td>
      <td data-field-path={at('taxCode')}>
        <TaxCodeSelect
          value={line.taxCode}
          id={fieldDomId(at('taxCode'))}
          label={label('Tax code')}
          problem={taxCodeProblem}
          onChange={(taxCode) => actions.change(index, { taxCode })}
        />
      </td>
      <td data-field-path={at('currency')}>
        {currency}
        {currencyProblem && <span className="lessor-line-problem">{currencyProblem}</span>}
      </td>
      <td className="lessor-line-flag">{flag('isFinanced', 'Financed')}</td>
      <td className="lessor-line-flag">{flag('isPartExchange', 'Part exchange')}</td>
      <td className="lessor-line-actions">
        <button type="button" className="lessor-line-button" onClick={() => openLine(index, line)}>
          {readOnly ? t('View') : t('Edit')}
          <span className="lessor-visually-hidden"> {t('line {{number}}', { number })}</span>
        </button>
        {!readOnly && !blank && (
          <>
            <button
              type="button"
              className="lessor-line-button"
              onClick={() => {
                actions.copy(index);
                notifySuccess('Done');
              }}
            >
              {t('Copy')}
              <span className="lessor-visually-hidden"> {t('line {{number}}', { number })}</span>
            </button>
            <button type="button" className="lessor-line-button" onClick={() => actions.remove(index)}>
              {t('Delete')}
              <span className="lessor-visually-hidden"> {t('line {{number}}', { number })}</span>
            </button>
          </>
        )}
      </td>
    </tr>
  );
});
