import { entities } from '../entities/registry.ts';
import { throwawayEntity } from './throwaway/throwaway.entity.ts';

export { throwawayEntity } from './throwaway/throwaway.entity.ts';

/** The registry with one line more, the throwaway entity: what the contract tests run over. */
export const entitiesWithThrowaway = [...entities, throwawayEntity];
