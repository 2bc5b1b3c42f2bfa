import { CODE, type Envelope } from '../../core/api';
import type { CodeSentData } from '../../core/emailCodes';
import * as userApi from '../api/user';

/** Outcome of asking the server to mail a code: when another may be asked for, or why not. */
export type CodeRequest = { ok: true; resendInSec: number; devMailbox: boolean } | { ok: false; message: string; retryInSec?: number };

// "…ask for another in 42 s": the wait a refusal names, so the button counts it down instead of failing again.
const WAIT = /in (\d+) s$/;

async function requested(call: Promise<Envelope<CodeSentData>>): Promise<CodeRequest> {
  const env = await call;
  if (env.code === CODE.OK && env.data) return { ok: true, resendInSec: env.data.resendInSec, devMailbox: env.data.devMailbox };
  const wait = WAIT.exec(env.msg ?? '')?.[1];
  return { ok: false, message: env.msg || 'The code could not be sent, please try again', ...(wait ? { retryInSec: Number(wait) } : {}) };
}

/** A sign-up code to an address not registered yet. */
export const sendRegisterCode = (email: string) => requested(userApi.registerCode({ email }, { silent: true }));

/** A code to the logged-in player's own address: to verify it, or to confirm an email change from it. */
export const sendOwnCode = (type: 'validateEmail' | 'changeEmail') => requested(userApi.userMailCode({ type }, { silent: true }));

/** A code to the new address of the logged-in player's email change. */
export const sendNewAddressCode = (email: string) => requested(userApi.mailCode({ email, type: 'changeEmail' }, { silent: true }));
