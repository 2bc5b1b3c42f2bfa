import { Decimal } from '../money';
import { HOUSE_EDGE } from './catalog';

// Apart from catalog.ts, which the lobby's first paint loads without decimal.js.

/** Return to player of the in-house games as a fraction ("0.99"): 1 - HOUSE_EDGE. */
export const HOUSE_RTP = new Decimal(1).minus(HOUSE_EDGE).toFixed();
