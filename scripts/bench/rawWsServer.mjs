// The raw baseline of the crash broadcast bench: a plain `ws` server that sends one tick-sized frame to every client
// every 100 ms (serialised once, as the hub does), and prints `LISTENING <port>` once it listens.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
let seq = 0;
wss.on('listening', () => process.stdout.write(`LISTENING ${wss.address().port}\n`));
setInterval(() => {
  const text = JSON.stringify({ type: 401, data: { roundId: 1, elapsedMs: seq * 100, seq: seq++, serverTime: Date.now() } });
  for (const client of wss.clients) if (client.readyState === 1) client.send(text);
}, 100);
