// Runs the app for the end-to-end tests: a fresh embedded PostgreSQL in a throwaway data dir, demo funds on.
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Below Linux's ephemeral range (32768 and up), so a port another suite asks the system for is never this one.
process.env.PG_PORT ??= '25439';
process.env.DEMO_MODE ??= '1';
process.env.LOG_LEVEL ??= 'warn';
// The browser tests sign up dozens of players from loopback.
process.env.REGISTER_IP_LIMIT_MAX ??= '10000';
process.env.DEMO_FUNDS_IP_DAILY_MAX ??= '10000';
process.env.LOGIN_IP_LIMIT_MAX ??= '10000';
// Crash: the round loop runs (the crash pages follow it); a short chain starts fast, short phases keep rounds coming.
// playwright.config.ts gives the chain a known seed (tests/e2e/crashChain.ts), so a test can pick its rounds.
process.env.CRASH_LOOP ??= '1';
process.env.CRASH_CHAIN_LENGTH ??= '2000';
process.env.CRASH_BETTING_MS ??= '6000';
process.env.CRASH_CRASHED_MS ??= '3000';
// The lobby's public feeds are cached for a second only: a test reloads the lobby right after the bets it checks.
process.env.FEEDS_CACHE_SEC ??= '1';
// Every browser comes from loopback: a spec gives a player an address of their own with X-Forwarded-For (the referral
// spec's invitee, who must not share the inviter's address), as a proxy in front of the site would.
process.env.TRUST_PROXY ??= '1';
delete process.env.DATABASE_URL;

await import('./start.mjs');
