export { availableTransitions, canRun } from './available-transitions.ts';
export {
  actionsAllowedIn,
  isProcessingAction,
  isRunning,
  outcomeOf,
  type ProcessingAction,
  type ProcessingStatus,
  processingActions,
  processingStatuses,
} from './processing.ts';
export { type StatusCategory, statusCategories, statusCategory } from './status-category.ts';
export { isReadOnlyStatus, mayDelete } from './status-guards.ts';
export { type TransitionStep, transitionSteps } from './transition-steps.ts';
export type {
  AvailableTransition,
  TransitionCondition,
  TransitionDocument,
  TransitionEffect,
  Workflow,
  WorkflowTransition,
} from './workflow-definition.ts';
export { workflowFaults } from './workflow-faults.ts';
