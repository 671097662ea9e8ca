import type { RecordDocument } from '@lessor/domain/api';
import { i18n } from '../../i18n/i18n.ts';
import { confirmSelection } from '../modals/confirm-selection.ts';

/** Asks in the shared confirmation dialog before a document is deleted for good. */
export function confirmDocumentRemoval(document: RecordDocument, remove: () => void): void {
  confirmSelection({
    message: i18n.t('Delete the document {{name}}?', { name: document.name }),
    onConfirm: remove,
  });
}
