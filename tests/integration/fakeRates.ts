import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COINGECKO_IDS } from '../../server/rates/provider';

/**
 * A local market-data provider speaking CoinGecko's `/simple/price` (what the server's adapter calls): prices as JSON
 * numbers written from decimal strings as they are, `last_updated_at` in unix seconds, the key checked in its header.
 */
export class FakeRates {
  /** USD price of each coin id, as written in the answer; a coin left out is not quoted. */
  usd: Record<string, string> = {};
  /** Price of the reference coin (bitcoin) in each lowercase fiat but USD (its USD price is `usd.bitcoin`). */
  btcIn: Record<string, string> = {};
  /** Quote time in unix seconds; null writes the current time. */
  quotedAt: number | null = null;
  /** 'ok', an HTTP 500, or an answer that is not JSON. */
  mode: 'ok' | 'error' | 'garbage' = 'ok';
  readonly requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  private server: Server | null = null;

  constructor(private readonly key: string) {}

  /** Starts listening; resolves with the base URL to give RATES_URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.requests.push({ url: req.url ?? '', headers: req.headers });
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== '/api/v3/simple/price') return void res.writeHead(404).end('{"error":"not found"}');
      if (req.headers['x-cg-pro-api-key'] !== this.key) return void res.writeHead(401).end('{"error":"bad key"}');
      if (this.mode === 'error') return void res.writeHead(500).end('{"error":"down"}');
      if (this.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      const at = this.quotedAt ?? Math.floor(Date.now() / 1000);
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const entries = ids
        .filter((id) => this.usd[id] !== undefined)
        .map((id) => {
          const fiats =
            id === COINGECKO_IDS.BTC
              ? Object.entries(this.btcIn)
                  .filter(([f]) => f !== 'usd')
                  .map(([f, v]) => `"${f}":${v},`)
              : [];
          return `"${id}":{"usd":${this.usd[id]},${fiats.join('')}"last_updated_at":${at}}`;
        });
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{${entries.join(',')}}`);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/api/v3`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
