import { entities } from '@lessor/domain/entities';
import { Stack } from '@mantine/core';
import { EntityListPage } from '../engine/list/EntityListPage.tsx';
import { SlowestRequestsTable } from '../metrics/SlowestRequestsTable.tsx';

const metricEntity = entities.find((entity) => entity.name === 'Metric');

/** `/metrics`: the Metric records, then the tenant's slowest requests as the server timed them. */
export function MetricsPage() {
  return (
    <Stack gap="xl">
      {metricEntity && <EntityListPage entity={metricEntity} />}
      <SlowestRequestsTable />
    </Stack>
  );
}
