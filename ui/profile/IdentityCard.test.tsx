import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { IdentityState } from '../../src/core/identity';

vi.mock('../../src/app/api/identity', () => ({ getIdentity: vi.fn(), submitIdentity: vi.fn() }));

const api = await import('../../src/app/api/identity');
const { fakeUser } = await import('../../src/app/api/fixtures.testing');
const { getState, resetStore } = await import('../../src/app/store');
const { resetToasts } = await import('../../src/app/actions/toast');
const { addNotification } = await import('../../src/app/notifications/list');
const { IdentityCard } = await import('./IdentityCard');

const NOON = Date.UTC(2026, 10, 21, 12, 0);

const identity = (patch: Partial<IdentityState> = {}): IdentityState => ({
  status: 'none',
  docType: null,
  docNumber: null,
  submittedAt: null,
  reviewedAt: null,
  reason: null,
  withdrawAboveUsd: '2000',
  ...patch,
});
const ok = (data: IdentityState, msg = '') => ({ code: 200, msg, data });

const picture = (name: string, type = 'image/jpeg', size?: number) => {
  const file = new File(['picture'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (testId: string, file: File) => fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

/** Renders the card and lets its first read land. */
async function open(state: IdentityState) {
  vi.mocked(api.getIdentity).mockResolvedValue(ok(state));
  render(<IdentityCard />);
  await act(async () => {});
}

let made: string[];
let revoked: string[];

beforeEach(() => {
  resetStore();
  resetToasts();
  vi.mocked(api.getIdentity).mockReset();
  vi.mocked(api.submitIdentity).mockReset();
  getState().setUser(fakeUser());
  made = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: () => {
      made.push(`blob:preview-${made.length + 1}`);
      return made.at(-1)!;
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('IdentityCard', () => {
  it('explains why and checks everything before sending', async () => {
    await open(identity());
    const card = screen.getByTestId('identity-card');
    expect(screen.getByTestId('identity-status')).toHaveAttribute('data-status', 'none');
    expect(card).toHaveTextContent('Withdrawals over $2,000 in 30 days need a verified identity.');
    expect(card).toHaveTextContent('kept privately and only read by our staff');

    await act(async () => fireEvent.click(screen.getByTestId('identity-submit')));
    expect(screen.getByTestId('identity-doc-type-error')).toHaveTextContent('Choose the type of your document');
    expect(card).toHaveTextContent('Enter the number of your document');
    expect(screen.getByTestId('identity-document-error')).toHaveTextContent('Add a photo of your document');
    expect(screen.getByTestId('identity-selfie-error')).toHaveTextContent('Add a selfie holding your document');
    expect(screen.getByTestId('identity-doc-type-passport')).toHaveFocus();

    fireEvent.click(screen.getByTestId('identity-doc-type-passport'));
    expect(screen.queryByTestId('identity-doc-type-error')).toBeNull();
    fireEvent.change(screen.getByTestId('identity-doc-number'), { target: { value: 'AB#1' } });
    choose('identity-document-file', picture('notes.txt', 'text/plain'));
    choose('identity-selfie-file', picture('me.jpg', 'image/jpeg', 9 * 1024 * 1024));
    expect(screen.getByTestId('identity-document-error')).toHaveTextContent('Choose a JPEG, PNG, WebP, AVIF or HEIC picture');
    expect(screen.getByTestId('identity-selfie-error')).toHaveTextContent('The picture is larger than 8 MB');
    expect(screen.queryByTestId('identity-document-preview')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('identity-submit')));
    expect(card).toHaveTextContent('Use 5 to 40 letters, digits, spaces or dashes, as printed on the document');
    expect(screen.getByTestId('identity-doc-number')).toHaveFocus();
    expect(screen.getByTestId('identity-document-error')).toHaveTextContent('Add a photo of your document');
    expect(api.submitIdentity).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Document number')).toBe(screen.getByTestId('identity-doc-number'));
    expect(screen.getByLabelText('Photo of your document')).toBe(screen.getByTestId('identity-document-file'));
    expect(screen.getByLabelText('Selfie holding your document')).toBe(screen.getByTestId('identity-selfie-file'));
  });

  it('sends the fields and both pictures, then shows the review as pending', async () => {
    await open(identity());
    fireEvent.click(screen.getByTestId('identity-doc-type-id_card'));
    fireEvent.change(screen.getByTestId('identity-doc-number'), { target: { value: ' ab-1234 567 ' } });
    const document = picture('card.png', 'image/png');
    const selfie = picture('IMG_0001.HEIC', '');
    choose('identity-document-file', document);
    choose('identity-selfie-file', selfie);
    expect(screen.getByTestId('identity-document-preview')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByTestId('identity-selfie-preview')).toHaveAttribute('src', 'blob:preview-2');
    // Another document photo replaces the first, whose object URL goes.
    const better = picture('card-2.webp', 'image/webp');
    choose('identity-document-file', better);
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByTestId('identity-document-preview')).toHaveAttribute('src', 'blob:preview-3');

    let answer!: (env: Awaited<ReturnType<typeof api.submitIdentity>>) => void;
    vi.mocked(api.submitIdentity).mockReturnValueOnce(new Promise((r) => (answer = r)));
    await act(async () => fireEvent.click(screen.getByTestId('identity-submit')));
    expect(api.submitIdentity).toHaveBeenCalledWith({ docType: 'id_card', docNumber: 'AB-1234 567' }, better, selfie);
    expect(screen.getByTestId('identity-submit')).toBeDisabled();
    expect(screen.getByTestId('identity-submit')).toHaveTextContent('Sending…');

    const pending = identity({ status: 'pending', docType: 'id_card', docNumber: '•••••• 567', submittedAt: NOON });
    await act(async () => answer(ok(pending, 'Documents sent: we will notify you once they are reviewed')));
    expect(screen.getByTestId('identity-status')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByTestId('identity-card')).toHaveTextContent('Your documents are being reviewed');
    expect(screen.queryByTestId('identity-form')).toBeNull();
    expect(revoked.sort()).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
    expect(getState().toasts.map((t) => t.message)).toContain('Documents sent: we will notify you once they are reviewed');
  });

  it("shows the server's refusal and reads the state again", async () => {
    await open(identity());
    fireEvent.click(screen.getByTestId('identity-doc-type-passport'));
    fireEvent.change(screen.getByTestId('identity-doc-number'), { target: { value: 'X1234567' } });
    choose('identity-document-file', picture('passport.jpg'));
    choose('identity-selfie-file', picture('selfie.jpg'));
    vi.mocked(api.submitIdentity).mockResolvedValueOnce({ code: 400, msg: 'Selfie: this file is not a picture', data: null });
    await act(async () => fireEvent.click(screen.getByTestId('identity-submit')));
    expect(screen.getByTestId('identity-error')).toHaveTextContent('Selfie: this file is not a picture');
    expect(screen.getByTestId('identity-submit')).toBeEnabled();
    expect(api.getIdentity).toHaveBeenCalledTimes(2);

    vi.mocked(api.submitIdentity).mockResolvedValueOnce({ code: 429, msg: 'Too many submissions, try again later', data: null });
    await act(async () => fireEvent.click(screen.getByTestId('identity-submit')));
    expect(screen.getByTestId('identity-error')).toHaveTextContent('Too many submissions, try again later');
  });

  it('pending: the review, when it was sent, the document and its masked number', async () => {
    await open(identity({ status: 'pending', docType: 'passport', docNumber: '••••5678', submittedAt: NOON }));
    expect(screen.getByTestId('identity-status')).toHaveTextContent('In review');
    const card = screen.getByTestId('identity-card');
    expect(card).toHaveTextContent('Your documents are being reviewed');
    const summary = screen.getByTestId('identity-summary');
    expect(summary).toHaveTextContent('Passport');
    expect(summary).toHaveTextContent('••••5678');
    expect(summary).toHaveTextContent('SentNovember 21, 2026');
    expect(screen.queryByTestId('identity-form')).toBeNull();
    expect(screen.queryByTestId('identity-submit')).toBeNull();
  });

  it('verified: the badge, the document and when it was verified', async () => {
    await open(
      identity({ status: 'verified', docType: 'driving_licence', docNumber: '•••••A12B', submittedAt: NOON - 3600_000, reviewedAt: NOON }),
    );
    expect(screen.getByTestId('identity-status')).toHaveTextContent('Verified');
    expect(screen.getByTestId('identity-card')).toHaveTextContent('Your identity is verified');
    const summary = screen.getByTestId('identity-summary');
    expect(summary).toHaveTextContent('Driving licence');
    expect(summary).toHaveTextContent('•••••A12B');
    expect(summary).toHaveTextContent('VerifiedNovember 21, 2026');
    expect(screen.queryByTestId('identity-form')).toBeNull();
  });

  it('rejected: the reason first, then the form again with the document type kept', async () => {
    await open(
      identity({
        status: 'rejected',
        docType: 'id_card',
        docNumber: '••••4321',
        submittedAt: NOON,
        reviewedAt: NOON,
        reason: 'The photo is blurred',
      }),
    );
    expect(screen.getByTestId('identity-status')).toHaveTextContent('Not accepted');
    expect(screen.getByTestId('identity-reason')).toHaveTextContent('The photo is blurred');
    expect(screen.getByTestId('identity-card')).toHaveTextContent('Your documents were not accepted');
    expect(screen.getByTestId('identity-doc-type-id_card')).toBeChecked();
    expect(screen.getByTestId('identity-doc-number')).toHaveValue('');
    expect(screen.getByTestId('identity-submit')).toBeEnabled();
  });

  it('reads the state again when an identity notification arrives', async () => {
    await open(identity({ status: 'pending', docType: 'passport', docNumber: '••••5678', submittedAt: NOON }));
    expect(api.getIdentity).toHaveBeenCalledTimes(1);
    const note = (id: number, kind: string) => ({
      item: { id, kind, title: 'x', body: 'y', data: { link: '/profile/Account' }, read: false, time: NOON },
      unread: 1,
    });
    act(() => addNotification(note(7, 'tip')));
    expect(api.getIdentity).toHaveBeenCalledTimes(1);

    vi.mocked(api.getIdentity).mockResolvedValue(
      ok(identity({ status: 'verified', docType: 'passport', docNumber: '••••5678', submittedAt: NOON, reviewedAt: NOON })),
    );
    await act(async () => addNotification(note(8, 'identity')));
    expect(api.getIdentity).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('identity-status')).toHaveAttribute('data-status', 'verified');
  });

  it('releases the previews when it goes, and offers to read again after a failed read', async () => {
    vi.mocked(api.getIdentity).mockResolvedValueOnce({ code: 0, msg: 'request failed', data: null });
    const view = render(<IdentityCard />);
    await act(async () => {});
    expect(screen.getByTestId('identity-error')).toHaveTextContent('Your verification could not be loaded');
    vi.mocked(api.getIdentity).mockResolvedValue(ok(identity()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    choose('identity-document-file', picture('doc.jpg'));
    expect(made).toEqual(['blob:preview-1']);
    view.unmount();
    expect(revoked).toEqual(['blob:preview-1']);
  });
});
