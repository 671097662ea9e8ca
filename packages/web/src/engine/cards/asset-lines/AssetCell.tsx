import type { AssetLine } from '@lessor/domain/entities';
import { fieldMessages } from '@lessor/domain/fields';
import { useTranslation } from 'react-i18next';
import { useFieldSnapshot } from '../../form/FormStoreContext.tsx';
import { fieldDomId } from '../../form/path.ts';
import { ReferenceLink } from '../../references/ReferenceLink.tsx';
import { useAssetLinesScope } from './AssetLinesContext.tsx';

/**
 * The asset of a line: 'name (registration)', linked to `/asset/{registration}`. A line without one
 * offers the asset search; once a save was tried, it says the asset is mandatory.
 */
export function AssetCell({ line, index }: { line: AssetLine; index: number }) {
  const registration = typeof line.assetRegistration === 'string' ? line.assetRegistration : undefined;
  if (registration) return <ReferenceLink target="Asset" registration={registration} />;
  return <ChooseAsset index={index} />;
}

function ChooseAsset({ index }: { index: number }) {
  const { t } = useTranslation();
  const { path, readOnly, searchAsset } = useAssetLinesScope();
  const fieldPath = `${path}[${index}].assetRegistration`;
  // Subscribed only here, by the lines still without an asset: a save tried touches them.
  const { touched } = useFieldSnapshot(fieldPath);
  if (readOnly) return null;
  return (
    <>
      <button
        type="button"
        className="lessor-line-button"
        id={fieldDomId(fieldPath)}
        aria-invalid={touched || undefined}
        onClick={() => searchAsset(index)}
      >
        {t('Choose an asset')}
        <span className="lessor-visually-hidden"> {t('line {{number}}', { number: index + 1 })}</span>
      </button>
      {touched && <span className="lessor-line-problem">{fieldMessages.mandatory('Asset')}</span>}
    </>
  );
}
