export { availableTransitions, canRun } from './available-transitions.ts';
export { type StatusCategory, statusCategories, statusCategory } from './status-category.ts';
export { isReadOnlyStatus, mayDelete } from './status-guards.ts';
export { type TransitionStep, transitionSteps } from './transition-steps.ts';
export type {
  AvailableTransition,
  TransitionCondition,
  TransitionEffect,
  Workflow,
  WorkflowTransition,
} from './workflow-definition.ts';
