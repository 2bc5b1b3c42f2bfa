import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { ipnEvent, SIGNATURE_HEADER, verifyIpn } from './ipn';
import type { CreatedOrder, CreateOrderInput, PaymentEvent, PaymentProvider } from './Provider';

/** Where the demo provider's pages live on the site. */
export const DEMO_PAY_PATH = '/demo-pay';

/**
 * The built-in provider of demo mode: NOWPayments-style signed notifications, and a hosted payment page served by the
 * site itself (`/demo-pay/checkout/<orderId>`) whose buttons send those notifications through the real webhook route.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo';

  constructor(private readonly ipnSecret: string) {}

  verify(rawBody: Buffer, headers: IncomingHttpHeaders): boolean {
    return verifyIpn(this.ipnSecret, rawBody, headers[SIGNATURE_HEADER]);
  }

  parse(body: unknown): PaymentEvent {
    return ipnEvent(body);
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    return {
      providerOrderId: `demo-${randomBytes(8).toString('hex')}`,
      payUrl: `${input.origin}${DEMO_PAY_PATH}/checkout/${input.orderId}`,
    };
  }
}
