import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for tens of seconds each (a million games in each statistics test): they start first, so they run
 * beside the many short files instead of after them. Vitest's own order puts a project's files after the projects
 * named before it and, on a clean clone without its cache of durations, a project's larger files first: the small
 * statistics files of `unit-node` then ran last, one thread working on them while the other had nothing left to do.
 */
const LONG_RUNNING = [
  /\/tests\/stats\//,
  // The integration files that wait on minutes of crash rounds and on whole servers starting from nothing.
  /\/tests\/integration\/(crash-load|first-start)\.test\.ts$/,
];

export default class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_RUNNING.some((re) => re.test(f.moduleId.replaceAll('\\', '/')));
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}
