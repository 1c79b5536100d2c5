import { beforeEach } from 'vitest';
import { screenshotOpenPages } from './browser';

// When a journey fails, what every open page showed then is kept in e2e/artifacts/ (failed-<test>-<n>.png).
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await screenshotOpenPages(task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80));
  });
});
