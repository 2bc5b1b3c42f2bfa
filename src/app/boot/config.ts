/**
 * Browser configuration read from the build environment (Vite `VITE_*` variables), with development defaults.
 * The site design embeds a fixed AES key and IV in the client; they are configuration here, never literals
 * scattered through the code. Both are UTF-8 strings of 16 bytes (AES-128-CBC, as the spec's scheme).
 */
import { DEV_AES_IV, DEV_AES_KEY } from '../../core/aesConfig';

// import.meta.env is undefined outside Vite (Node tools and Playwright specs import the crypto helpers too).
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

/** Development defaults, only used when the build sets no VITE_AES_KEY / VITE_AES_IV (one copy, shared with the server). */
export { DEV_AES_KEY, DEV_AES_IV };

/** AES key and IV of the stag cookie and the params query value. */
export const AES_CONFIG = {
  key: env.VITE_AES_KEY || DEV_AES_KEY,
  iv: env.VITE_AES_IV || DEV_AES_IV,
} as const;
