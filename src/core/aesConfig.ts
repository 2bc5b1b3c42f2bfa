// The one copy of the development AES key and IV: the browser (src/app/boot/config.ts) and the server (the return
// link of a buy-crypto order) must encrypt alike, so both read these when VITE_AES_KEY / VITE_AES_IV are not set.
// No crypto library here: the browser's first paint imports this file.

/** Development default AES key (16 bytes of UTF-8), used only when VITE_AES_KEY is not set. */
export const DEV_AES_KEY = 'hs-dev-aes-key16';
/** Development default AES IV (16 bytes of UTF-8), used only when VITE_AES_IV is not set. */
export const DEV_AES_IV = 'hs-dev-aes-iv-16';
