// What the rest of the server may use of the agent area; everything else in modules/agent/ is its own (ESLint: import-x/no-restricted-paths).
export { pendingAgentApplications, reviewAgentApplication } from './reviews';
