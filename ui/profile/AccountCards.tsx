import { EyeOff, UserRound } from 'lucide-react';
import { updateNameSchema } from '../../src/core/schemas';
import { saveNickName, savePrivacy } from '../../src/app/actions/profile';
import { useStore } from '../../src/app/store';
import { Toggle } from '../common/Toggle';
import { FormField } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { useSchemaForm } from '../dialogs/useSchemaForm';
import { Private, useStreamerMode } from '../streamer/Private';

/** Account → the nickname others see in chat and the feeds, and the user name it stands for. */
export function NickNameCard() {
  // The field holds the current nickname: in streamer mode it starts empty, so the name is not on screen (nor in the
  // field's value attribute). Switching the mode starts the form again.
  const on = useStreamerMode();
  return <NickNameForm key={on ? 'masked' : 'shown'} masked={on} />;
}

function NickNameForm({ masked }: { masked: boolean }) {
  const user = useStore((s) => s.user);
  const form = useSchemaForm<'nickName', typeof updateNameSchema>(
    updateNameSchema,
    { nickName: masked ? '' : (user?.nickName ?? '') },
    ({ nickName }) => saveNickName(nickName),
  );
  const { serverError, busy, submit } = form;
  return (
    <section className="profile-card card" data-testid="nickname-card">
      <header className="profile-card__head">
        <UserRound size={20} aria-hidden="true" />
        <h2>Nickname</h2>
      </header>
      <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="profile-card__text">
          You log in as{' '}
          <strong data-testid="nickname-user">
            <Private kind="name">{user?.userName ?? ''}</Private>
          </strong>
          ; others see your nickname.
          {masked && ' Streamer mode keeps it out of the field: type a new one to change it.'}
        </p>
        <FormField form={form} name="nickName" label="Nickname" autoComplete="nickname" hint="2-24 characters" />
        <FormFooter error={serverError} busy={busy} label="Save nickname" busyLabel="Saving…" testId="nickname" />
      </form>
    </section>
  );
}

/** Account → privacy: hides the player's name in the public feeds and chat. */
export function PrivacyCard() {
  const hidden = useStore((s) => s.user?.privacy === 1);
  return (
    <section className="profile-card card" data-testid="privacy-card">
      <header className="profile-card__head">
        <EyeOff size={20} aria-hidden="true" />
        <h2>Privacy</h2>
      </header>
      <div className="profile-card__body">
        <Toggle on={hidden} onChange={(on) => void savePrivacy(on ? 1 : 0)} testId="privacy-toggle">
          Hide my name in the win tables, live bets and chat
        </Toggle>
      </div>
    </section>
  );
}
