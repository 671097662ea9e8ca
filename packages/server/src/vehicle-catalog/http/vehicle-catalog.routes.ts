import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { CatalogServices } from '../catalog-provider-of-tenant.ts';
import { registerResidualValueSheetRoutes } from '../residual-values/residual-value-sheet.routes.ts';
import { registerCatalogCredentialRoutes } from './catalog-credentials.routes.ts';
import { registerCatalogRunRoutes } from './catalog-runs.routes.ts';
import { registerLecturaRoutes } from './lectura.routes.ts';

/** The vehicle catalogue (docs/vehicle-catalogue.md): its client's calls, script runs, keys and parameters. */
export async function registerVehicleCatalogRoutes(
  app: FastifyInstance,
  db: Database,
  services: CatalogServices,
): Promise<void> {
  registerLecturaRoutes(app, db, services);
  registerCatalogRunRoutes(app, db, services);
  registerCatalogCredentialRoutes(app, db);
  await registerResidualValueSheetRoutes(app, db);
}
