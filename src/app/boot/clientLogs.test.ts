import { describe, expect, it, vi } from 'vitest';
import { CLIENT_LOG } from '../../core/accountSessions';
import { serverReporter } from './clientLogs';

describe('serverReporter', () => {
  it('sends each distinct error once, capped in size and in number per page', () => {
    const send = vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', data: null }));
    const report = serverReporter(send, () => `https://site.test/${'p'.repeat(600)}`);
    const error = new Error('boom');
    report('postMessage error:', error);
    report('postMessage error:', error);
    expect(send).toHaveBeenCalledOnce();
    const body = (send.mock.calls[0] as unknown as [{ level: string; message: string; url: string; stack?: string }])[0];
    expect(body).toMatchObject({ level: 'error', message: 'postMessage error: boom' });
    expect(body.url).toHaveLength(CLIENT_LOG.urlMax);
    expect(body.stack).toContain('boom');
    report('Huge:', 'x'.repeat(5000));
    const huge = (send.mock.calls[1] as unknown as [{ message: string }])[0];
    expect(huge.message).toHaveLength(CLIENT_LOG.messageMax);
    for (let i = 0; i < 20; i++) report(`error ${i}`, null);
    expect(send).toHaveBeenCalledTimes(CLIENT_LOG.perPage);
  });

  it('a failed send is swallowed, never reported again', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    serverReporter(send)('x', new Error('y'));
    await Promise.resolve();
    expect(send).toHaveBeenCalledOnce();
  });
});
