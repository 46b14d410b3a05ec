// Prints the ten slowest end-to-end tests after a run, next to the list reporter: where the suite's time goes.
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SlowestReporter implements Reporter {
  private rootDir = '';
  private readonly times: { title: string; ms: number }[] = [];

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const where = `${path.relative(this.rootDir, test.location.file)}:${test.location.line}`;
    this.times.push({ title: `${where} › ${test.titlePath().slice(3).join(' › ')}`, ms: result.duration });
  }

  onEnd(): void {
    if (this.times.length === 0) return;
    console.log('\nSlowest end-to-end tests:');
    for (const t of [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${(t.ms / 1000).toFixed(1).padStart(7)}s  ${t.title}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
