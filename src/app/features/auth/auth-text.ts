// The sign-in and sign-up screens' words; change wording here, not in a component.
import { ROUTES, type authPath } from '@/domain/routes';

export interface AuthScreenText {
  /** The page's title (also its heading) and its description for search results and link previews. */
  title: string;
  description: string;
  /** The line under the heading. */
  intro: string;
  /** The form's accessible name. */
  label: string;
  /** The submit button's words, and those while the form is being sent. */
  submit: { idle: string; busy: string };
  /** The other screen: 'New to …? Create an account' / 'Already have an account? Sign in'; the return path goes along. */
  other: { prompt: string; label: string; to: Parameters<typeof authPath>[0] };
}

// A copy table: each screen's words, alike in shape with the other's (docs/development.md).
export const SIGN_IN_TEXT: AuthScreenText = {
  title: 'Sign In',
  description: 'Sign in to Faithful Matches to save articles, resources and app reviews to your dashboard.',
  intro: 'Welcome back! Sign in to see and keep your saved favorites.',
  label: 'Sign in',
  submit: { idle: 'Sign In', busy: 'Signing in...' },
  other: { prompt: 'New to Faithful Matches?', label: 'Create an account', to: ROUTES.signUp },
};

export const SIGN_UP_TEXT: AuthScreenText = {
  title: 'Create an Account',
  description: 'Create a free Faithful Matches account to save articles, resources and app reviews.',
  intro: 'Save articles, resources and app reviews to your own dashboard.',
  label: 'Create account',
  submit: { idle: 'Create Account', busy: 'Creating account...' },
  other: { prompt: 'Already have an account?', label: 'Sign in', to: ROUTES.signIn },
};
