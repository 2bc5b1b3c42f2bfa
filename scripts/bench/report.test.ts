import { describe, expect, it } from 'vitest';
import { withKeptSections } from './report';

describe('withKeptSections', () => {
  const fresh = '# Benchmarks\n\nWritten now.\n\n## Throughput\n\nnew figures\n\n## Crash\n\nnew crash\n';

  it('keeps the sections of the previous report that the fresh one does not write, in their order', () => {
    const previous =
      '# Benchmarks\n\nWritten before.\n\n## Throughput\n\nold figures\n\n## Before and after\n\nby hand\n\n## Crash\n\nold crash\n\n## Notes\n\nmore\n';
    expect(withKeptSections(fresh, previous)).toBe(`${fresh}\n## Before and after\n\nby hand\n\n## Notes\n\nmore\n`);
  });

  it('is the fresh report alone when the previous one holds nothing else', () => {
    expect(withKeptSections(fresh, '# Benchmarks\n\n## Crash\n\nold\n')).toBe(fresh);
    expect(withKeptSections(fresh, '')).toBe(fresh);
  });
});
