import { useId } from 'react';
import { Link } from 'react-router';
import { Ban } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { LogoMark } from '../layout/Logo';
import { LoginForm } from './LoginForm';
import { Modal } from './Modal';
import { RegisterForm } from './RegisterForm';

/** The Login dialog. */
export function LoginDialog({ open, onClose, onSwitch }: { open: boolean; onClose: () => void; onSwitch: () => void }) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} testId="login-dialog" className="auth-dialog">
      <div className="auth-dialog__head">
        <LogoMark size={40} />
        <h2 id={titleId}>Welcome back</h2>
        <p>Log in to pick up where you left off.</p>
      </div>
      <LoginForm onSwitch={onSwitch} />
    </Modal>
  );
}

/** The Register dialog. */
export function RegisterDialog({ open, onClose, onSwitch }: { open: boolean; onClose: () => void; onSwitch: () => void }) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} testId="register-dialog" className="auth-dialog">
      <div className="auth-dialog__head">
        <LogoMark size={40} />
        <h2 id={titleId}>Create your account</h2>
        <p>Play the originals with any of eight coins. It takes a minute.</p>
      </div>
      <RegisterForm onSwitch={onSwitch} />
    </Modal>
  );
}

/** The prohibition notice (403 on login, socket type 303). */
export function ProhibitionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} testId="prohibition-dialog" className="notice-dialog">
      <div className="notice-dialog__icon" aria-hidden="true">
        <Ban size={28} />
      </div>
      <h2 id={titleId}>Access restricted</h2>
      <p>This account can't play right now. If you think this is a mistake, our support team will look into it with you.</p>
      <div className="notice-dialog__actions">
        <Link className="btn btn--primary btn--lg" to="/CustomerService/ServiceIndex" onClick={onClose} data-autofocus>
          Contact support
        </Link>
        <button type="button" className="btn btn--outline btn--lg" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

/** The OrderDialog's code (its live status reads, the stepper): fetched when a params link first opens one. */
const orderDialogChunk = createModuleLoader(() => loadChunk(() => import('./OrderDialog')));

/** The OrderDialog once an order is to be shown. */
function OrderDialogSlot() {
  const chunk = orderDialogChunk.useModule(useStore((s) => s.orderDialogId !== null));
  return chunk ? <chunk.OrderDialogHost /> : null;
}

/** The global dialogs bound to the store (loaded on demand by DialogHost). */
export function GlobalDialogs() {
  const { dialog, openDialog, closeDialog } = useStore(
    useShallow((s) => ({ dialog: s.dialog, openDialog: s.openDialog, closeDialog: s.closeDialog })),
  );
  return (
    <>
      <LoginDialog open={dialog === 'login'} onClose={closeDialog} onSwitch={() => openDialog('register')} />
      <RegisterDialog open={dialog === 'register'} onClose={closeDialog} onSwitch={() => openDialog('login')} />
      <ProhibitionDialog open={dialog === 'prohibition'} onClose={closeDialog} />
      <OrderDialogSlot />
    </>
  );
}
