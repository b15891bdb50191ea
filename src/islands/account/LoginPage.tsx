import { useEffect, useState } from 'react';
import { loginLinkSecretOf } from '../../config/paths.ts';
import ForgotStep from './ForgotStep.tsx';
import LoginLinkStep from './LoginLinkStep.tsx';
import LoginStep from './LoginStep.tsx';
import { stepHash } from './navigation.ts';
import SignUpStep from './SignUpStep.tsx';
import { useSession } from './use-session.ts';

type Step = 'login' | 'forgot' | 'signup' | 'link';

function stepOf(hash: string): Step {
  if (loginLinkSecretOf(hash) !== '') return 'link';
  if (hash === stepHash.signup) return 'signup';
  if (hash === stepHash.forgot) return 'forgot';
  return 'login';
}

/**
 * `/connexion.html` and `/connexion`: three steps, login, sign-up and forgotten password; and the one-time login
 * link an account past its wrong passwords gets by e-mail (`#connexion=…`). `staffHome`: where the staff land after
 * the login step (the mailed link names its own page).
 */
export default function LoginPage({ staffHome }: { staffHome: string }) {
  useSession('signed-out');
  const [hash, setHash] = useState('');
  const [email, setEmail] = useState('');
  const step = stepOf(hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const toLogin = (typed: string) => {
    setEmail(typed);
    window.location.hash = stepHash.login;
  };
  if (step === 'link') return <LoginLinkStep secret={loginLinkSecretOf(hash)} />;
  if (step === 'forgot') return <ForgotStep email={email} />;
  if (step === 'signup') return <SignUpStep onLogin={toLogin} />;
  return <LoginStep key={email} email={email} staffHome={staffHome} />;
}
