import { type AssetLine, findEntity } from '@lessor/domain/entities';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-client.ts';
import { EntitySearchModal } from '../../list/search-modal/EntitySearchModal.tsx';
import { useRecordContext } from '../../record/RecordContext.tsx';
import { AssetLineDialog } from './AssetLineDialog.tsx';
import { AssetLinesContext, type AssetLinesScope } from './AssetLinesContext.tsx';
import { AssetLinesTable } from './AssetLinesTable.tsx';
import { CatalogLineDialog } from './CatalogLineDialog.tsx';
import { lineFormats } from './line-formats.ts';
import { useAssetLinesController } from './useAssetLinesController.ts';

const assetEntity = findEntity('Asset');

type Opened =
  | { kind: 'line'; index: number; line: AssetLine }
  | { kind: 'asset search'; index: number }
  | { kind: 'catalogue' };

/** What the server refused in the lines at the last save, line by line. */
function useRefusedLines(path: string): { line: number; message: string }[] {
  const { saveError } = useRecordContext();
  const errors = saveError instanceof ApiError ? (saveError.body?.errors ?? []) : [];
  return errors.flatMap((error) => {
    const match = new RegExp(`^${path}\\[(\\d+)\\]`).exec(error.field);
    return match ? [{ line: Number(match[1]) + 1, message: error.message }] : [];
  });
}

/** Add a line, and the source prices' total: drawn again only when they change, not at each keystroke. */
const EditorFooter = memo(function EditorFooter({
  readOnly,
  sourceTotal,
  currency,
  onAdd,
  onAddFromCatalog,
}: {
  readOnly: boolean;
  sourceTotal: number;
  currency: string;
  onAdd(): void;
  onAddFromCatalog(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between">
      {!readOnly ? (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onAdd}>
            {t('Add a line')}
          </Button>
          <Button variant="default" size="xs" onClick={onAddFromCatalog}>
            {t('Add from the catalogue')}
          </Button>
        </Group>
      ) : (
        <span />
      )}
      {sourceTotal !== 0 && (
        <Text size="sm">
          {t('Source price × quantity: {{amount}}', {
            amount: lineFormats(i18n.language).money(sourceTotal, currency),
          })}
        </Text>
      )}
    </Group>
  );
});

/**
 * The asset-lines editor of a contract, deal or credit line (business-areas.md §2, §5): the lines
 * and their totals, Add and Add from the catalogue below them, a line's dialog, the asset search
 * and the catalogue's; read-only, the lines and View alone.
 */
export function AssetLinesEditor({ path, readOnly }: { path: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const controller = useAssetLinesController(path, readOnly);
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const refused = useRefusedLines(path);
  const { actions, currency, taxCodes } = controller;
  const openCatalogue = useCallback(() => setOpened({ kind: 'catalogue' }), []);
  const scope = useMemo<AssetLinesScope>(
    () => ({
      path,
      readOnly,
      currency,
      taxCodes,
      actions,
      openLine: (index, line) => setOpened({ kind: 'line', index, line }),
      searchAsset: (index) => setOpened({ kind: 'asset search', index }),
    }),
    [path, readOnly, currency, taxCodes, actions],
  );
  return (
    <AssetLinesContext.Provider value={scope}>
      <Stack gap="sm">
        {refused.length > 0 && (
          <Alert color="red" title={t('Lines not saved')}>
            <List size="sm">
              {refused.map(({ line, message }) => (
                <List.Item key={`${line} ${message}`}>
                  {t('Line {{number}}: {{message}}', { number: line, message })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <AssetLinesTable controller={controller} />
        <EditorFooter
          readOnly={readOnly}
          sourceTotal={controller.totals.sourcePriceTimesQuantity}
          currency={currency}
          onAdd={actions.add}
          onAddFromCatalog={openCatalogue}
        />
      </Stack>
      {opened?.kind === 'line' && (
        <AssetLineDialog
          index={opened.index}
          line={opened.line}
          price={controller.price}
          enterPrice={controller.enterPrice}
          onClose={() => setOpened(undefined)}
        />
      )}
      {opened?.kind === 'asset search' && assetEntity && (
        <EntitySearchModal
          entity={assetEntity}
          onChoose={([asset]) => {
            if (asset) actions.chooseAsset(opened.index, asset);
            setOpened(undefined);
          }}
          onClose={() => setOpened(undefined)}
        />
      )}
      {opened?.kind === 'catalogue' && (
        <CatalogLineDialog
          currency={currency}
          onAdded={({ asset, residualValue }) => {
            actions.addFromCatalog(asset, residualValue);
            setOpened(undefined);
          }}
          onClose={() => setOpened(undefined)}
        />
      )}
    </AssetLinesContext.Provider>
  );
}
