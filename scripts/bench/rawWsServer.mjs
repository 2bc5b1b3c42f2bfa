// The raw baseline of the broadcast benches: a plain `ws` server that sends one frame to every client at a fixed
// interval (serialised once, as the hub does), and prints `LISTENING <port>` once it listens. By default a crash
// tick-sized frame every 100 ms; RAW_WS_FRAME (a JSON text, sent as is) and RAW_WS_INTERVAL_MS choose another.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
const fixed = process.env.RAW_WS_FRAME;
const intervalMs = Number(process.env.RAW_WS_INTERVAL_MS ?? 100);
let seq = 0;
wss.on('listening', () => process.stdout.write(`LISTENING ${wss.address().port}\n`));
setInterval(() => {
  const text = fixed ?? JSON.stringify({ type: 401, data: { roundId: 1, elapsedMs: seq * 100, seq: seq++, serverTime: Date.now() } });
  for (const client of wss.clients) if (client.readyState === 1) client.send(text);
}, intervalMs);
