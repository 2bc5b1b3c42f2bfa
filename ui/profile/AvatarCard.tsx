import { useEffect, useRef, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { AVATAR } from '../../src/core/avatar';
import { avatarFileError, uploadAvatar } from '../../src/app/actions/profile';
import { useStore } from '../../src/app/store';
import { Avatar } from '../common/Avatar';
import { usePrivate } from '../streamer/Private';

/** Avatar: pick a picture, see it, upload it; the server checks, squares, re-encodes and strips it. */
export function AvatarCard() {
  const user = useStore((s) => s.user);
  const { mask } = usePrivate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  // The preview's object URL lives as long as the chosen file (released when another is chosen or the card goes).
  const previewUrl = useRef<string | null>(null);
  const showPreview = (picked: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = picked ? URL.createObjectURL(picked) : null;
    setPreview(previewUrl.current);
  };
  useEffect(() => () => void (previewUrl.current && URL.revokeObjectURL(previewUrl.current)), []);

  const choose = (picked: File | undefined) => {
    setError('');
    if (!picked) return;
    const problem = avatarFileError(picked);
    setFile(problem ? null : picked);
    showPreview(problem ? null : picked);
    if (problem) setError(problem);
  };

  const send = async () => {
    if (!file || busy) return;
    setBusy(true);
    const result = await uploadAvatar(file);
    setBusy(false);
    if (!result.ok) setError(result.message);
    else {
      setFile(null);
      showPreview(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="profile-card card" data-testid="avatar-card">
      <header className="profile-card__head">
        <ImageUp size={20} aria-hidden="true" />
        <h2>Avatar</h2>
      </header>
      <div className="profile-card__body avatar-card">
        <div className="avatar-card__pics">
          <Avatar url={user?.imgUrl || undefined} name={mask('name', user?.nickName ?? '')} className="avatar avatar--xl" />
          {preview && (
            <span className="avatar avatar--xl avatar--preview">
              <img src={preview} alt="Chosen picture" data-testid="avatar-preview" />
            </span>
          )}
        </div>
        <p className="profile-card__text">
          JPEG, PNG, WebP, GIF or AVIF, up to {AVATAR.maxBytes / 1024 / 1024} MB. It is cut to a square, and its location and camera details
          are removed.
        </p>
        <input
          ref={input}
          type="file"
          accept={AVATAR.accept.join(',')}
          className="avatar-card__input"
          aria-label="Choose a picture"
          data-testid="avatar-input"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {error && (
          <p className="field__error" role="alert" data-testid="avatar-error">
            {error}
          </p>
        )}
        <button type="button" className="btn btn--primary" disabled={!file || busy} onClick={() => void send()} data-testid="avatar-upload">
          {busy ? 'Uploading…' : 'Upload avatar'}
        </button>
      </div>
    </section>
  );
}
