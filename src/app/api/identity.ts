import type { IdentityFields, IdentityState } from '../../core/identity';
import { get, post, type CallOptions } from '../network/http';

// Identity check (KYC) calls (the contract: src/core/identity.ts). Both need a session. A refusal of a submission
// (code 400, naming the field or the picture) is shown by the form itself, so the submission does not toast a failure.

/** GET /v1/identity: the player's identity check (status, the last document sent, masked, and the withdrawal bar). */
export const getIdentity = (options?: CallOptions) => get<IdentityState>('/v1/identity', undefined, options);

/**
 * POST /v1/identity/submit: the document's type and number with two pictures, a photo of the document and a selfie
 * holding it, as multipart/form-data (the text fields first, then the files); answers the check, now pending.
 */
export function submitIdentity(fields: IdentityFields, document: File | Blob, selfie: File | Blob) {
  const form = new FormData();
  form.append('docType', fields.docType);
  form.append('docNumber', fields.docNumber);
  form.append('document', document, document instanceof File ? document.name : 'document');
  form.append('selfie', selfie, selfie instanceof File ? selfie.name : 'selfie');
  return post<IdentityState>('/v1/identity/submit', form, { silent: true });
}
