import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (measured on the 2-core machine, docs/testing.md). A clean clone has
 * no timing cache, and Vitest then starts the larger files first: these short files with long tests started last
 * and ran alone at the end of their group (the fuzzing's 51 s while two workers idled; the three audits in the
 * journeys). Started first, the other files fill the workers around them. Order only: a stale entry costs time,
 * never a result.
 */
const LONGEST = [
  'apps/server/test/fuzz/calls.test.ts',
  'apps/admin/test/queue-review.test.tsx',
  'apps/server/test/admin-cli-sign-in.test.ts',
  'apps/server/test/live-alerts.test.ts',
  'apps/server/test/gateway-cli.test.ts',
  'apps/server/test/platform-connections.test.ts',
  'scripts/test/lint-boundaries.test.ts',
  'e2e/accessibility-member.e2e.ts',
  'e2e/accessibility-light-theme.e2e.ts',
  'e2e/admin-queues.e2e.ts',
  'e2e/deposit-and-cards.e2e.ts',
  'e2e/accessibility-visitor.e2e.ts',
  'e2e/admin-content.e2e.ts',
  'e2e/admin-members.e2e.ts',
  'e2e/withdraw-and-transfer.e2e.ts',
];

const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return at === -1 ? LONGEST.length : at;
};

/** Vitest's order (its timing cache when there is one), with the longest files first within each group. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => groupOf(a.file) - groupOf(b.file) || rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}
