export { availableTransitions, canRun } from './available-transitions.ts';
export { defaultWorkflows } from './default-workflows.ts';
export { type StatusCategory, statusCategories, statusCategory } from './status-category.ts';
export type {
  AvailableTransition,
  TransitionCondition,
  TransitionEffect,
  Workflow,
  WorkflowTransition,
} from './workflow-definition.ts';
