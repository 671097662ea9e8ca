import { defineEntity } from '../define-entity.ts';
import { longText, text } from '../shared/field-builders.ts';

/** A question of the knowledge base or of a committee. */
export const questionEntity = defineEntity({
  name: 'Question',
  domain: 'governance',
  prefix: 'QST',
  types: ['FAQ', 'PROCEDURE', 'GLOSSARY'],
  group: 'governance',
  menuOrder: 50,
  statuses: ['DRAFT', 'PUBLISHED', 'ARCHIVED'],
  initialStatus: 'DRAFT',
  fields: {
    subject: text('Subject'),
    locale: text('Locale'),
    keywords: text('Keywords', { multiple: true }),
    answer: longText('Answer'),
  },
  listColumns: [
    'registration',
    'subject',
    'status',
    'type',
    'locale',
    { key: 'author', label: 'Author', path: '_insertUser' },
    'keywords',
  ],
  searchFields: ['registration', 'subject'],
  advancedSearch: ['registration', 'subject', 'status', 'type', 'locale', 'keywords'],
});
