import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  BadgeCheck,
  CircleAlert,
  Hourglass,
  IdCard,
  ImagePlus,
  LoaderCircle,
  LockKeyhole,
  RotateCw,
  ScanFace,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';
import { CODE } from '../../src/core/api';
import { formatAmount, ZERO_DISPLAY } from '../../src/core/format';
import {
  IDENTITY_DOCUMENT_TEXT,
  IDENTITY_DOCUMENTS,
  IDENTITY_UPLOAD,
  identityFieldsSchema,
  type IdentityDocument,
  type IdentityState,
  type IdentityStatus,
} from '../../src/core/identity';
import { getIdentity, submitIdentity } from '../../src/app/api/identity';
import { toastSuccess } from '../../src/app/actions/toast';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { useStore } from '../../src/app/store';
import { Field } from '../dialogs/Field';
import { Private, usePrivate } from '../streamer/Private';
import { Choices, momentText } from './protection/parts';
import './protection/protection.css';

const STATUS_BADGE: Record<IdentityStatus, { text: string; tone: string }> = {
  none: { text: 'Not verified', tone: 'badge--amber' },
  pending: { text: 'In review', tone: 'badge--amber' },
  verified: { text: 'Verified', tone: 'badge--accent' },
  rejected: { text: 'Not accepted', tone: 'kyc-badge--red' },
};

const DOCUMENT_OPTIONS = IDENTITY_DOCUMENTS.map((d) => [d, IDENTITY_DOCUMENT_TEXT[d]] as const);

const MAX_MB = IDENTITY_UPLOAD.maxBytes / 1024 / 1024;
const FORMATS = 'JPEG, PNG, WebP, AVIF or HEIC';
// Some browsers give a HEIC photo no type at all: its name says what it is (the server reads the bytes anyway).
const PICTURE_NAME = /\.(jpe?g|png|webp|avif|heic|heif)$/i;
const ACCEPT = [...IDENTITY_UPLOAD.accept, '.heic', '.heif'].join(',');

type Slot = 'document' | 'selfie';
type Problems = Record<'docType' | 'docNumber' | Slot, string>;
const NO_PROBLEMS: Problems = { docType: '', docNumber: '', document: '', selfie: '' };

const PICKERS: Record<Slot, { label: string; hint: string; missing: string; icon: LucideIcon; testId: string }> = {
  document: {
    label: 'Photo of your document',
    hint: 'The whole document, all four corners, sharp and readable.',
    missing: 'Add a photo of your document',
    icon: IdCard,
    testId: 'identity-document-file',
  },
  selfie: {
    label: 'Selfie holding your document',
    hint: 'Your face and the open document beside it, both clear.',
    missing: 'Add a selfie holding your document',
    icon: ScanFace,
    testId: 'identity-selfie-file',
  },
};

/** What is wrong with a picture before it is sent (format or size), or '' when it may go. */
function pictureProblem(file: File): string {
  const typed = (IDENTITY_UPLOAD.accept as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && PICTURE_NAME.test(file.name))) return `Choose a ${FORMATS} picture`;
  if (file.size === 0) return 'This file is empty: choose another picture';
  if (file.size > IDENTITY_UPLOAD.maxBytes) return `The picture is larger than ${MAX_MB} MB`;
  return '';
}

/** What is wrong with a document number as typed, or ''. */
function numberProblem(value: string): string {
  if (value.trim() === '') return 'Enter the number of your document';
  if (!identityFieldsSchema.shape.docNumber.safeParse(value).success)
    return 'Use 5 to 40 letters, digits, spaces or dashes, as printed on the document';
  return '';
}

/** "Withdrawals over $2,000 in 30 days need a verified identity." */
function withdrawRule(usd: string): string {
  const amount = formatAmount(usd, { decimals: 2, trim: true });
  return amount === ZERO_DISPLAY
    ? 'Withdrawals need a verified identity.'
    : `Withdrawals over $${amount} in 30 days need a verified identity.`;
}

/**
 * Account → identity verification (KYC): the check's state, read when the card opens and again when an identity
 * notification arrives (the operator's decision); while none is pending or verified, the form that sends a document
 * photo and a selfie holding it.
 */
export function IdentityCard() {
  const [state, setState] = useState<IdentityState | null>(null);
  const [loadError, setLoadError] = useState('');
  // Each read and each accepted submission takes a number: an answer applies only if nothing was started after it, so
  // an older state never replaces a newer one.
  const turn = useRef(0);

  // Reads the state; the answer is applied if it is still the latest thing started.
  const read = useCallback(() => {
    const mine = ++turn.current;
    void getIdentity({ silent: true }).then((env) => {
      if (mine !== turn.current) return;
      if (env.code === CODE.OK && env.data) {
        setState(env.data);
        setLoadError('');
      } else setLoadError(env.msg && env.code !== NETWORK_FAILURE ? env.msg : 'Your verification could not be loaded');
    });
  }, []);

  // The newest identity notification (pushed by the socket or read with the bell's list): a new one means a review
  // ended, so the state is read again. Its first value reads it when the card opens.
  const news = useStore((s) => s.notifications.find((n) => n.kind === 'identity')?.id ?? null);
  useEffect(() => read(), [read, news]);
  useEffect(
    () => () => {
      turn.current++;
    },
    [],
  );

  const accept = (next: IdentityState) => {
    turn.current++;
    setState(next);
  };

  const badge = state && STATUS_BADGE[state.status];
  const { text } = usePrivate();
  return (
    <section className="profile-card card kyc" data-testid="identity-card" aria-labelledby="kyc-title">
      <header className="profile-card__head">
        <IdCard size={20} aria-hidden="true" />
        <h2 id="kyc-title">Identity verification</h2>
        {badge && (
          <span className={`badge ${badge.tone}`} data-testid="identity-status" data-status={state.status}>
            {state.status === 'verified' && <BadgeCheck size={14} aria-hidden="true" />}
            {badge.text}
          </span>
        )}
      </header>
      {state === null ? (
        loadError ? (
          <div className="profile-card__body">
            <div className="alert alert--error" role="alert" data-testid="identity-error">
              <CircleAlert size={16} aria-hidden="true" />
              <span>{loadError}</span>
            </div>
            <button type="button" className="btn btn--outline" onClick={read}>
              <RotateCw size={16} aria-hidden="true" /> Try again
            </button>
          </div>
        ) : (
          <p className="profile-card__text">Loading…</p>
        )
      ) : state.status === 'pending' ? (
        <div className="profile-card__body">
          <div className="kyc-state kyc-state--pending">
            <Hourglass size={24} aria-hidden="true" />
            <div>
              <p className="kyc-state__title">Your documents are being reviewed</p>
              <p>You will get a notification when the review is done. Until then, they cannot be sent again.</p>
            </div>
          </div>
          <Summary state={state} />
        </div>
      ) : state.status === 'verified' ? (
        <div className="profile-card__body">
          <div className="kyc-state kyc-state--verified">
            <BadgeCheck size={28} aria-hidden="true" />
            <div>
              <p className="kyc-state__title">Your identity is verified</p>
              <p>Withdrawals of any size are open to you.</p>
            </div>
          </div>
          <Summary state={state} />
        </div>
      ) : (
        <div className="profile-card__body">
          {state.status === 'rejected' && (
            <div className="kyc-rejected" role="note">
              <ShieldAlert size={20} aria-hidden="true" />
              <div>
                <p className="kyc-state__title">Your documents were not accepted</p>
                <p className="kyc-rejected__reason" data-testid="identity-reason">
                  {state.reason ? text(state.reason) : 'No reason was given.'}
                </p>
                <p>
                  {state.reviewedAt !== null && <>Reviewed on {momentText(state.reviewedAt)}. </>}
                  Send them again below.
                </p>
              </div>
            </div>
          )}
          <p className="profile-card__text">
            {withdrawRule(state.withdrawAboveUsd)} Send a photo of an identity document and a selfie holding it; we check that they match
            your account.
          </p>
          <IdentityForm initialType={state.status === 'rejected' ? state.docType : null} onSent={accept} onRefused={read} />
        </div>
      )}
    </section>
  );
}

/** The document of the last submission, masked, and when it was sent or reviewed. */
function Summary({ state }: { state: IdentityState }) {
  return (
    <dl className="payment-summary" data-testid="identity-summary">
      {state.docType && (
        <>
          <dt>Document</dt>
          <dd>{IDENTITY_DOCUMENT_TEXT[state.docType]}</dd>
        </>
      )}
      {state.docNumber && (
        <>
          <dt>Number</dt>
          <dd className="num">
            <Private kind="id">{state.docNumber}</Private>
          </dd>
        </>
      )}
      {state.status === 'pending' && state.submittedAt !== null && (
        <>
          <dt>Sent</dt>
          <dd>{momentText(state.submittedAt)}</dd>
        </>
      )}
      {state.status === 'verified' && state.reviewedAt !== null && (
        <>
          <dt>Verified</dt>
          <dd>{momentText(state.reviewedAt)}</dd>
        </>
      )}
    </dl>
  );
}

type Picked = { file: File; url: string };

/**
 * The submission: document type, number and the two pictures, each shown small once chosen (an object URL, released
 * when another is chosen, when sent, or when the form goes). Everything is checked before anything is sent.
 */
function IdentityForm({
  initialType,
  onSent,
  onRefused,
}: {
  initialType: IdentityDocument | null;
  onSent(state: IdentityState): void;
  /** A refusal by the server: the state may have changed elsewhere (sent from another tab). */
  onRefused(): void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [docType, setDocType] = useState<IdentityDocument | ''>(initialType ?? '');
  const [docNumber, setDocNumber] = useState('');
  const [pictures, setPictures] = useState<Record<Slot, Picked | null>>({ document: null, selfie: null });
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const urls = useRef<Record<Slot, string | null>>({ document: null, selfie: null });
  const show = (slot: Slot, file: File | null) => {
    const old = urls.current[slot];
    if (old) URL.revokeObjectURL(old);
    const url = file ? URL.createObjectURL(file) : null;
    urls.current[slot] = url;
    setPictures((p) => ({ ...p, [slot]: file && url ? { file, url } : null }));
  };
  useEffect(
    () => () => {
      for (const url of Object.values(urls.current)) if (url) URL.revokeObjectURL(url);
    },
    [],
  );

  const problem = (key: keyof Problems, text: string) => setProblems((p) => (p[key] === text ? p : { ...p, [key]: text }));

  const choose = (slot: Slot, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after fixing it) is seen as a change.
    event.target.value = '';
    if (!file) return;
    const wrong = pictureProblem(file);
    show(slot, wrong ? null : file);
    problem(slot, wrong);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    const found: Problems = {
      docType: docType ? '' : 'Choose the type of your document',
      docNumber: numberProblem(docNumber),
      document: pictures.document ? pictureProblem(pictures.document.file) : PICKERS.document.missing,
      selfie: pictures.selfie ? pictureProblem(pictures.selfie.file) : PICKERS.selfie.missing,
    };
    setProblems(found);
    const first = (Object.keys(found) as (keyof Problems)[]).find((k) => found[k]);
    const fields = identityFieldsSchema.safeParse({ docType, docNumber });
    if (first || !fields.success || !pictures.document || !pictures.selfie) {
      const target = first === 'docType' ? '[data-testid="identity-doc-type"] input' : `[data-testid="${TEST_IDS[first ?? 'docType']}"]`;
      form.current?.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    setBusy(true);
    try {
      const env = await submitIdentity(fields.data, pictures.document.file, pictures.selfie.file);
      if (env.code === CODE.OK && env.data) {
        toastSuccess(env.msg || 'Documents sent: we will notify you once they are reviewed');
        onSent(env.data);
        return;
      }
      setServerError(
        env.code === NETWORK_FAILURE
          ? 'Your documents could not be sent: check your connection and try again'
          : env.msg || (env.code === CODE.TOO_MANY ? 'Too many submissions, try again later' : 'Something went wrong, please try again'),
      );
      if (env.code === CODE.BAD_REQUEST) onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="profile-card__body kyc-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="identity-form">
      <div className="kyc-field">
        <Choices<IdentityDocument | ''>
          legend="Document type"
          options={DOCUMENT_OPTIONS}
          value={docType}
          onChange={(next) => {
            setDocType(next);
            problem('docType', '');
          }}
          testId="identity-doc-type"
          disabled={busy}
        />
        {problems.docType && (
          <p className="field__error" role="alert" data-testid="identity-doc-type-error">
            <CircleAlert size={14} aria-hidden="true" /> {problems.docType}
          </p>
        )}
      </div>
      <Field
        label="Document number"
        name="docNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={docNumber}
        disabled={busy}
        error={problems.docNumber || undefined}
        hint="As printed on the document: letters, digits, spaces or dashes."
        data-testid="identity-doc-number"
        onChange={(e) => {
          setDocNumber(e.target.value);
          if (problems.docNumber) problem('docNumber', '');
        }}
        onBlur={() => docNumber !== '' && problem('docNumber', numberProblem(docNumber))}
      />
      <div className="kyc-picks">
        {(['document', 'selfie'] as const).map((slot) => (
          <PicturePicker
            key={slot}
            slot={slot}
            picked={pictures[slot]}
            error={problems[slot]}
            disabled={busy}
            onChange={(e) => choose(slot, e)}
          />
        ))}
      </div>
      <p className="kyc-privacy">
        <LockKeyhole size={16} aria-hidden="true" />
        <span>
          {FORMATS}, up to {MAX_MB} MB each. The pictures are kept privately and only read by our staff to check your identity.
        </span>
      </p>
      {serverError && (
        <div className="alert alert--error" role="alert" data-testid="identity-error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{serverError}</span>
        </div>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy} data-testid="identity-submit">
        {busy && <LoaderCircle size={18} className="spin" aria-hidden="true" />}
        {busy ? 'Sending…' : 'Send for verification'}
      </button>
    </form>
  );
}

const TEST_IDS: Record<keyof Problems, string> = {
  docType: 'identity-doc-type',
  docNumber: 'identity-doc-number',
  document: PICKERS.document.testId,
  selfie: PICKERS.selfie.testId,
};

/** One picture to choose: the whole tile opens the picker; the chosen picture shows small with its name. */
function PicturePicker({
  slot,
  picked,
  error,
  disabled,
  onChange,
}: {
  slot: Slot;
  picked: Picked | null;
  error: string;
  disabled: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  const id = useId();
  const { label, hint, icon: Icon, testId } = PICKERS[slot];
  // A picture the browser cannot draw (HEIC in most of them) keeps the icon; the server still reads it.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const preview = picked && picked.url !== unreadable ? picked.url : null;
  return (
    <div className="kyc-pick-wrap">
      <label className={`kyc-pick${picked ? ' has-file' : ''}${error ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
        <input
          type="file"
          className="sr-only"
          accept={ACCEPT}
          aria-label={label}
          aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          data-testid={testId}
          onChange={onChange}
        />
        <span className="kyc-pick__preview">
          {preview ? (
            <img
              src={preview}
              alt={`Chosen ${label.toLowerCase()}`}
              data-testid={`identity-${slot}-preview`}
              onError={() => setUnreadable(preview)}
            />
          ) : (
            <Icon size={32} aria-hidden="true" />
          )}
        </span>
        <span className="kyc-pick__text">
          <strong>{label}</strong>
          <span id={`${id}-hint`}>{hint}</span>
          <span className="kyc-pick__action">
            <ImagePlus size={14} aria-hidden="true" />
            {picked ? <span className="kyc-pick__name">{picked.file.name}</span> : 'Choose a picture'}
          </span>
        </span>
      </label>
      {error && (
        <p className="field__error" id={`${id}-err`} role="alert" data-testid={`identity-${slot}-error`}>
          <CircleAlert size={14} aria-hidden="true" /> {error}
        </p>
      )}
    </div>
  );
}
