import { findEntity } from '@lessor/domain/entities';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { recordPath } from '../../engine/list/record-path.ts';

/** A record's registration, linked to its page when its entity is served. */
export function RecordLink({ entityName, registration }: { entityName: string; registration: string }) {
  const entity = findEntity(entityName);
  if (!entity) return registration;
  return (
    <Anchor component={Link} to={recordPath(entity, registration)} size="sm">
      {registration}
    </Anchor>
  );
}
