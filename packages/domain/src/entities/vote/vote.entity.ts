import { defineEntity } from '../define-entity.ts';
import { choice, link, text } from '../shared/field-builders.ts';

/** One member's ballot in a voting. */
export const voteEntity = defineEntity({
  name: 'Vote',
  domain: 'governance',
  prefix: 'VOT',
  types: ['IN_PERSON', 'PROXY', 'REMOTE'],
  group: 'governance',
  menuOrder: 70,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    votingRegistration: link('Voting', 'Voting'),
    personRegistration: link('Voter', 'Person'),
    choice: { ...choice('Choice', 'voteChoice', ['FOR', 'AGAINST', 'ABSTAIN']), type: 'radio' },
    comment: text('Comment'),
  },
  listColumns: ['registration', 'votingRegistration', 'personRegistration', 'choice'],
  searchFields: ['registration', 'votingRegistration'],
});
