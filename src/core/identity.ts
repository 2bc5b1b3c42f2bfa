import { z } from './zod';

// Identity checks (KYC): a player sends an identity document and a selfie; an operator reviews them. A verified
// identity is needed for withdrawals above a configured amount and, where the site is configured so, for demo play.

/** Documents taken. */
export const IDENTITY_DOCUMENTS = ['passport', 'id_card', 'driving_licence'] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

/** What each document reads as. */
export const IDENTITY_DOCUMENT_TEXT: Record<IdentityDocument, string> = {
  passport: 'Passport',
  id_card: 'Identity card',
  driving_licence: 'Driving licence',
};

/** none: never sent; pending: waiting for review; verified; rejected (with the reason: send again). */
export type IdentityStatus = 'none' | 'pending' | 'verified' | 'rejected';

/** Uploads: the largest file taken, and the formats read (a picture; the server encodes it anew). */
export const IDENTITY_UPLOAD = {
  maxBytes: 8 * 1024 * 1024,
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'],
} as const;

/** The text fields of POST /v1/identity/submit (sent as multipart fields beside the files `document` and `selfie`). */
export const identityFieldsSchema = z.strictObject({
  docType: z.enum(IDENTITY_DOCUMENTS, { error: `docType must be one of ${IDENTITY_DOCUMENTS.join(', ')}` }),
  docNumber: z
    .string({ error: 'docNumber is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 -]{3,38}[A-Z0-9]$/, {
      error: 'docNumber must be 5 to 40 letters, digits, spaces or dashes, as on the document',
    }),
});
export type IdentityFields = z.infer<typeof identityFieldsSchema>;

/** GET /v1/identity: the player's identity check. */
export interface IdentityState {
  status: IdentityStatus;
  /** The document of the last submission (none: null). */
  docType: IdentityDocument | null;
  /** Its number: four dots and its last four characters. */
  docNumber: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  /** Why it was rejected. */
  reason: string | null;
  /** Withdrawals over this many USD in 30 days need a verified identity. */
  withdrawAboveUsd: string;
}

/** A document number as shown: four dots and its last four characters (its length not told). */
export function maskDocNumber(number: string): string {
  return `••••${number.slice(-4)}`;
}
