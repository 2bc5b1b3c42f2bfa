import { describe, expect, it, vi } from 'vitest';
import { latestOnly } from './latestOnly';

/** A call whose answers the test releases by hand. */
function manual() {
  const pending: { arg: string; resolve: (v: string) => void }[] = [];
  const call = vi.fn((arg: string) => new Promise<string>((resolve) => pending.push({ arg, resolve })));
  return { call, pending };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('latestOnly', () => {
  it('keeps one call in flight and sends only the latest input once it answers', async () => {
    const { call, pending } = manual();
    const deliver = vi.fn();
    const runner = latestOnly(call, deliver);
    runner.run('n');
    runner.run('ne');
    runner.run('neo');
    runner.run('neon');
    expect(call).toHaveBeenCalledTimes(1);
    pending[0]!.resolve('answer n');
    await flush();
    // The overtaken answer is not shown; the latest text goes next, the ones between never.
    expect(deliver).not.toHaveBeenCalled();
    expect(call.mock.calls.map((c) => c[0])).toEqual(['n', 'neon']);
    pending[1]!.resolve('answer neon');
    await flush();
    expect(deliver).toHaveBeenCalledWith('neon', 'answer neon');
    expect(runner.sent).toBe(2);
  });

  it('ignores the answer in flight once cancelled, and survives a failed call', async () => {
    const { call, pending } = manual();
    const deliver = vi.fn();
    const runner = latestOnly(call, deliver);
    runner.run('keno');
    runner.cancel();
    pending[0]!.resolve('late');
    await flush();
    expect(deliver).not.toHaveBeenCalled();

    const failing = latestOnly(() => Promise.reject(new Error('down')), deliver);
    failing.run('x');
    await flush();
    failing.run('y');
    expect(failing.sent).toBe(2);
  });
});
