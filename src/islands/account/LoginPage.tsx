import { useEffect, useState } from 'react';
import ForgotStep from './ForgotStep.tsx';
import LoginStep from './LoginStep.tsx';
import { stepHash } from './navigation.ts';
import SignUpStep from './SignUpStep.tsx';
import { useSession } from './use-session.ts';

type Step = 'login' | 'forgot' | 'signup';

function stepOf(hash: string): Step {
  if (hash === stepHash.signup) return 'signup';
  if (hash === stepHash.forgot) return 'forgot';
  return 'login';
}

/** `/connexion.html` and `/connexion`: three steps, login, sign-up and forgotten password; `staffHome`: where the staff land. */
export default function LoginPage({ staffHome }: { staffHome: string }) {
  useSession('signed-out');
  const [step, setStep] = useState<Step>('login');
  const [email, setEmail] = useState('');
  useEffect(() => {
    const follow = () => setStep(stepOf(window.location.hash));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const toLogin = (typed: string) => {
    setEmail(typed);
    window.location.hash = stepHash.login;
  };
  if (step === 'forgot') return <ForgotStep email={email} />;
  if (step === 'signup') return <SignUpStep onLogin={toLogin} />;
  return <LoginStep key={email} email={email} staffHome={staffHome} />;
}
