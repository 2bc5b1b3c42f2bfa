import { Navigate, useNavigate, useParams } from 'react-router';
import { Hourglass, LogIn } from 'lucide-react';
import { PROFILE_SECTIONS } from '../../src/app/routing/routes';
import { getState, useStore } from '../../src/app/store';
import { SegTabs } from '../common/SegTabs';
import { NickNameCard, PrivacyCard } from '../profile/AccountCards';
import { EmailCard } from '../profile/EmailCard';
import { PasswordCard } from '../profile/PasswordCard';
import { PaymentCard } from '../profile/PaymentCard';
import { IdentityCard } from '../profile/IdentityCard';
import { SessionsCard } from '../profile/SessionsCard';
import { AvatarCard } from '../profile/AvatarCard';
import { GameHistory } from '../profile/GameHistory';
import { Avatar } from '../common/Avatar';
import { TwoFactorCard } from '../profile/TwoFactorCard';
import { StreamingSection } from '../profile/streaming/StreamingSection';
import { ResponsibleSection } from '../profile/protection/ResponsibleSection';
import { BreakTakenNotice } from '../profile/protection/BreakTakenNotice';
import { Private, usePrivate } from '../streamer/Private';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import '../profile/profile.css';

/** The Transactions section's code (lists, filters, CSV export): fetched when the section is first opened. */
const transactionsChunk = createModuleLoader(() => loadChunk(() => import('../profile/Transactions')));

/** The Transactions section once its code is in. */
function TransactionsSection() {
  const chunk = transactionsChunk.useModule(true);
  return chunk ? <chunk.Transactions /> : null;
}

type Section = (typeof PROFILE_SECTIONS)[number];

const TAB_NAMES: Record<Section, string> = {
  Account: 'Account',
  Security: 'Security',
  GameHistory: 'Game history',
  Transactions: 'Transactions',
  HeadInfo: 'Avatar',
  Responsible: 'Responsible gambling',
  Streaming: 'Streaming',
};

// Sections whose screens come with their own work: what each will hold.
const NEXT: Partial<Record<Section, string>> = {};

/**
 * The profile (/profile/:section and /old_profile): Account, Security, Game history, Transactions, Avatar, Responsible
 * gambling, Streaming (overlay links, scene, win alerts, moderators).
 */
export default function ProfilePage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const user = useStore((s) => s.user);
  const checked = useStore((s) => s.sessionChecked);
  const { mask } = usePrivate();
  if (section !== undefined && !(PROFILE_SECTIONS as readonly string[]).includes(section)) return <Navigate to="/profile" replace />;
  const current = (section ?? 'Account') as Section;

  if (!user) {
    return (
      <section className="profile profile--guest" data-testid="profile-guest">
        <h1>Your profile</h1>
        <p>
          {checked
            ? current === 'Responsible'
              ? 'Log in to set deposit, loss and time limits, reality checks or a break.'
              : 'Log in to see your account, security settings and history.'
            : 'Loading…'}
        </p>
        {checked && (
          <button type="button" className="btn btn--primary btn--lg" onClick={() => getState().openDialog('login')}>
            <LogIn size={18} aria-hidden="true" /> Log in
          </button>
        )}
        <BreakTakenNotice />
      </section>
    );
  }

  return (
    <section className="profile" data-testid="profile-page" data-section={current}>
      <header className="profile__head">
        <Avatar url={user.imgUrl || undefined} name={mask('name', user.nickName)} className="avatar profile__avatar" />
        <div>
          <h1 data-testid="profile-nick">
            <Private kind="name">{user.nickName}</Private>
          </h1>
          <p data-testid="profile-user">
            @<Private kind="name">{user.userName}</Private>
          </p>
        </div>
      </header>
      <SegTabs
        className="profile__tabs"
        label="Profile sections"
        options={PROFILE_SECTIONS.map((s) => [s, TAB_NAMES[s]] as const)}
        value={current}
        onChange={(s) => void navigate(`/profile/${s}`)}
      />
      <div className="profile__grid">
        {current === 'Account' && (
          <>
            <NickNameCard />
            <EmailCard />
            <PaymentCard />
            <IdentityCard />
            <PrivacyCard />
          </>
        )}
        {current === 'HeadInfo' && <AvatarCard />}
        {current === 'GameHistory' && <GameHistory />}
        {current === 'Transactions' && <TransactionsSection />}
        {current === 'Responsible' && <ResponsibleSection />}
        {current === 'Streaming' && <StreamingSection />}
        {current === 'Security' && (
          <>
            <TwoFactorCard />
            <PasswordCard />
            <SessionsCard />
          </>
        )}
        {NEXT[current] && (
          <section className="profile-card card profile-card--next" data-testid="profile-next">
            <Hourglass size={22} aria-hidden="true" />
            <h2>{TAB_NAMES[current]}</h2>
            <p>{NEXT[current]}</p>
          </section>
        )}
      </div>
      <BreakTakenNotice />
    </section>
  );
}
