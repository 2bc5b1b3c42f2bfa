import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { MSG, type SocketFrame } from '../../src/core/socket';
import type { UserInfo } from '../../src/core/api';
import { HEARTBEAT_MS, RECONNECT_MS, type LiveSocket, type WebSocketLike } from '../../src/app/network/LiveSocket';
import { createLiveSocket, liveSocket as appSocket, setLiveHandlers } from '../../src/app/network/live';
import { forcedLogout } from '../../src/app/actions/session';
import { getState, resetStore } from '../../src/app/store';
import * as room from '../../src/app/chat/room';
import type { HubClient } from '../../server/live/hub';
import { Client, createTestApp, listen, PASSWORD, register, type TestApp } from './helpers';

// The browser's LiveSocket class, driven against the real server on a loopback port and a real PostgreSQL. Node 20 has
// no global WebSocket: the `ws` client is injected through the socket factory, carrying the session cookie a browser
// would send. Only these tests shorten the delays (the defaults stay the spec's 3000/5000 ms, asserted below); the
// heartbeat stays well inside the server's 40-frames-per-10-s limit.
const HEARTBEAT = 400;
const RECONNECT = 300;

let t: TestApp;
let base: string;
let hubAdd: ReturnType<typeof vi.spyOn>;
const live: LiveSocket[] = [];

/** What the test sees of one connection the LiveSocket opened. */
interface Wire {
  ws: WebSocket;
  sent: SocketFrame[];
  received: SocketFrame[];
  openedAt: number;
  sentAt: number[];
}

const handlers = {
  refreshBalance: vi.fn(),
  refreshProfile: vi.fn(),
  refreshRates: vi.fn(),
  refreshGameConfig: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  forcedLogout: vi.fn((banned: boolean) => forcedLogout(banned)),
};

/** A LiveSocket wired to the app's store and frame handler, connecting to the test server with the given cookie. */
function start(cookie?: string): { socket: LiveSocket; wires: Wire[]; attempts: number[] } {
  const wires: Wire[] = [];
  const attempts: number[] = [];
  const socket = createLiveSocket({
    url: () => `${base.replace(/^http/, 'ws')}/chat`,
    heartbeatMs: HEARTBEAT,
    reconnectMs: RECONNECT,
    onReconnectAttempt: (n) => attempts.push(n),
    createSocket: (url) => {
      const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
      const wire: Wire = { ws, sent: [], received: [], openedAt: 0, sentAt: [] };
      ws.on('open', () => (wire.openedAt = Date.now()));
      ws.on('message', (data) => wire.received.push(JSON.parse(data.toString()) as SocketFrame));
      const send = ws.send.bind(ws);
      ws.send = ((data: string) => {
        wire.sent.push(JSON.parse(data) as SocketFrame);
        wire.sentAt.push(Date.now());
        send(data);
      }) as typeof ws.send;
      wires.push(wire);
      return ws as unknown as WebSocketLike;
    },
  });
  live.push(socket);
  socket.connect();
  return { socket, wires, attempts };
}

/** The server side of the n-th socket the hub registered since the spy was reset. */
const serverClient = (n: number): HubClient => hubAdd.mock.results[n]!.value as HubClient;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterEach(() => {
  for (const s of live.splice(0)) s.disconnect();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await t.close();
});

function setup() {
  resetStore();
  Object.values(handlers).forEach((h) => h.mockClear());
  setLiveHandlers(handlers);
  hubAdd = vi.spyOn(t.app.hub, 'add');
  // The app's own socket singleton has no page URL here; its re-establishment is asserted as a call.
  return vi.spyOn(appSocket, 'reconnect').mockImplementation(() => {});
}

describe('LiveSocket against the real server', () => {
  it('keeps the spec delays as defaults', () => {
    expect([HEARTBEAT_MS, RECONNECT_MS]).toEqual([3000, 5000]);
  });

  it('sends the heartbeat {type:0} every interval; the server acks with code 1, which keeps the connection', async () => {
    setup();
    const { wires } = start();
    await vi.waitFor(() => expect(getState().socketStatus).toBe('open'), { timeout: 5000 });
    // Without acks the class drops the connection at the third beat; five acked beats prove code 1 resets it.
    await vi.waitFor(() => expect(wires[0]!.sent.filter((f) => f.type === MSG.HEARTBEAT).length).toBeGreaterThanOrEqual(5), {
      timeout: 10_000,
      interval: 50,
    });
    const wire = wires[0]!;
    expect(wires).toHaveLength(1);
    expect(wire.ws.readyState).toBe(WebSocket.OPEN);
    expect(wire.sent.every((f) => JSON.stringify(f) === '{"type":0}')).toBe(true);
    await vi.waitFor(() => expect(wire.received.filter((f) => f.type === MSG.HEARTBEAT && f.code === 1).length).toBeGreaterThanOrEqual(5));
    // The first beat waits a full interval after the open, and beats are an interval apart (timer slack allowed).
    expect(wire.sentAt[0]! - wire.openedAt).toBeGreaterThanOrEqual(HEARTBEAT - 20);
    for (let i = 1; i < wire.sentAt.length; i++) expect(wire.sentAt[i]! - wire.sentAt[i - 1]!).toBeGreaterThanOrEqual(HEARTBEAT - 20);
    // Frames other than acks reach the store: the online count pushed on connect.
    expect(getState().online).toBeGreaterThanOrEqual(1);
  });

  it('reconnects after the server drops the connection', async () => {
    setup();
    const { wires, attempts } = start();
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(wires[0]!.ws.readyState).toBe(WebSocket.OPEN));
    const droppedAt = Date.now();
    serverClient(0).socket.terminate(); // an abrupt loss: the browser sees close code 1006
    await vi.waitFor(() => expect(getState().socketStatus).toBe('closed'));
    expect(attempts).toEqual([1]);
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(2), { timeout: 5000, interval: 20 });
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(RECONNECT - 20);
    await vi.waitFor(() => expect(getState().socketStatus).toBe('open'));
    // The new connection heartbeats and is acked like the first.
    await vi.waitFor(() => expect(wires[1]!.received.some((f) => f.type === MSG.HEARTBEAT && f.code === 1)).toBe(true), { timeout: 5000 });
    expect(wires).toHaveLength(2);
  });

  it('does not reconnect when the server closes with 1000', async () => {
    setup();
    const { wires, attempts } = start();
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(wires[0]!.ws.readyState).toBe(WebSocket.OPEN));
    serverClient(0).socket.close(1000, 'bye');
    await vi.waitFor(() => expect(getState().socketStatus).toBe('closed'));
    await new Promise((resolve) => setTimeout(resolve, RECONNECT * 4));
    expect(hubAdd).toHaveBeenCalledTimes(1);
    expect(attempts).toEqual([]);
  });

  it('a logout from another tab reaches the socket as 302 and runs the logout action', async () => {
    const appReconnect = setup();
    const { client, user } = await register(t.app, 'lsoff');
    getState().setUser(user as UserInfo);
    const { wires } = start(client.cookieHeader());
    await vi.waitFor(() => expect(wires[0]?.ws.readyState).toBe(WebSocket.OPEN));
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(1));
    expect(serverClient(0).userId).toBe(user.id);

    // Another tab of the same browser (same cookie) logs out.
    const otherTab = new Client(t.app);
    for (const [k, v] of client.cookies) otherTab.cookies.set(k, v);
    expect((await otherTab.post('/v1/user/offlineUser')).body.code).toBe(200);

    await vi.waitFor(() => expect(handlers.forcedLogout).toHaveBeenCalledWith(false));
    expect(wires[0]!.received.some((f) => f.type === MSG.FORCED_LOGOUT)).toBe(true);
    expect(getState().loggedIn).toBe(false);
    expect(getState().user).toBeNull();
    expect(appReconnect).toHaveBeenCalled(); // logout re-establishes the socket
    // The server closed the ended session's socket (4001, not a no-reconnect code): the class comes back as a guest.
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(serverClient(1).userId).toBeNull();
  });

  it('a password change elsewhere reaches the socket as 302 too', async () => {
    setup();
    const { client, user } = await register(t.app, 'lspwd');
    getState().setUser(user as UserInfo);
    start(client.cookieHeader());
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(1));
    // Changed from another browser: that one stays logged in, this page's session ends.
    const elsewhere = new Client(t.app);
    expect((await elsewhere.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(200);
    const res = await elsewhere.post('/v1/user/updateLoginPassword', { oldPassword: PASSWORD, newPassword: 'another-pass-7' });
    expect(res.body.code).toBe(200);
    await vi.waitFor(() => expect(handlers.forcedLogout).toHaveBeenCalledWith(false));
    expect(getState().loggedIn).toBe(false);
  });

  it('server pushes reach the store actions: a tip toasts and type 3 triggers a balance fetch', async () => {
    setup();
    const { client: alice, user: aliceUser } = await register(t.app, 'lsa');
    const { client: bob, user: bobUser } = await register(t.app, 'lsb');
    getState().setUser(bobUser as UserInfo);
    start(bob.cookieHeader());
    await vi.waitFor(() => expect(getState().socketStatus).toBe('open'));
    await vi.waitFor(() => expect(hubAdd).toHaveBeenCalledTimes(1));
    expect((await alice.post('/v1/account/sendTip', { toUserName: bobUser.userName, coin: 'DOGE', amount: '3' })).body.code).toBe(200);
    await vi.waitFor(() => expect(handlers.refreshBalance).toHaveBeenCalled());
    expect(handlers.toastSuccess).toHaveBeenCalledWith(`You received a tip of 3 DOGE from ${aliceUser.nickName}`);
    expect(getState().balances).toEqual([]); // the frame is a hint: the balance comes from the fetch, not the payload
  });

  it("the server's refusal of a chat message shows its message and gives the text back to the composer", async () => {
    setup();
    const { client, user } = await register(t.app, 'lschat');
    getState().setUser(user as UserInfo);
    const { socket } = start(client.cookieHeader());
    await vi.waitFor(() => expect(getState().socketStatus).toBe('open'));
    // This player has not accepted the chat rules: the server refuses the send, naming its clientId.
    room.addChatPending({ clientId: 'c1', text: 'hi', atUsers: [], createdAt: Date.now() });
    socket.send({ type: MSG.CHAT, data: { text: 'hi', atUsers: [], clientId: 'c1' } });
    await vi.waitFor(() => expect(getState().chatError).toBe('Please accept the chat rules first'));
    expect([getState().chatPending, getState().chatDraft]).toEqual([[], 'hi']);
    expect(handlers.toastError).not.toHaveBeenCalled();
  });
});
