import { vi } from 'vitest';

// A stand-in for src/app/api/protection in component tests: every call a mock the test answers
// (vi.mock('…/api/protection', () => import('./protectionApi.testing'))).

export const getProtection = vi.fn();
export const setLimit = vi.fn();
export const takeBreak = vi.fn();
export const setRealityCheck = vi.fn();
export const getRealityCheck = vi.fn();
export const getStatement = vi.fn();
export const setBirth = vi.fn();
