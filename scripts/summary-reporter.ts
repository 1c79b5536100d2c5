import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Each project's time budget in seconds (docs/testing.md): printed beside its wall time, never asserted. */
const BUDGETS = JSON.parse(readFileSync(new URL('./test-budgets.json', import.meta.url), 'utf8')) as Record<string, number | string>;

function budgetNote(project: string, wallMs: number): string {
  const budget = BUDGETS[project];
  if (typeof budget !== 'number') return '';
  return `  budget ${String(budget)} s${wallMs > budget * 1000 ? ', OVER' : ''}`;
}

const SLOWEST_SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with where its time went, the wall time of each project (from its first file's start to its
 * last file's end) beside its budget, and the slowest files (each from its start to its end, setup and import included), then
 * the plain line CI reads: "N passed, N failed[, N skipped]".
 */
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, performance.now());
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const timed = testModules.flatMap((module) => {
      const start = this.started.get(module.moduleId);
      const end = this.ended.get(module.moduleId);
      return start === undefined || end === undefined ? [] : [{ project: module.project.name, file: relative(process.cwd(), module.moduleId), start, end }];
    });
    const lines: string[] = [];
    if (timed.length > 0) {
      lines.push('', 'Wall time of each project:');
      const projects = [...new Set(timed.map((t) => t.project))];
      for (const project of projects) {
        const files = timed.filter((t) => t.project === project);
        const wall = Math.max(...files.map((f) => f.end)) - Math.min(...files.map((f) => f.start));
        lines.push(`  ${project.padEnd(10)} ${seconds(wall).padStart(8)}  (${String(files.length)} files)${budgetNote(project, wall)}`);
      }
      lines.push(`Slowest ${String(Math.min(SLOWEST_SHOWN, timed.length))} files:`);
      for (const file of [...timed].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, SLOWEST_SHOWN)) {
        lines.push(`  ${seconds(file.end - file.start).padStart(8)}  ${file.project}  ${file.file}`);
      }
    }
    const skipped = counts.skipped > 0 ? `, ${String(counts.skipped)} skipped` : '';
    lines.push('', `${String(counts.passed)} passed, ${String(counts.failed)} failed${skipped}`, '');
    process.stdout.write(lines.join('\n'));
  }
}
