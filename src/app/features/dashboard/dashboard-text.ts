// The member dashboard's words; change wording here, not in a component.
import type { FavoriteKind } from '@/domain/types';

export const DASHBOARD_TEXT = {
  accessDenied: 'Access Denied',
  pleaseLogIn: 'Please log in to access your dashboard.',
  checkFailed: 'We could not check your sign-in, so your dashboard cannot open yet.',
  loading: 'Loading your dashboard',
  welcome: (name: string) => `Welcome back, ${name}!`,
  summary: 'Your saved articles, resources and app reviews.',
  settings: 'Settings',
  logout: 'Logout',
  tryAgain: 'Try again',
  fromLastVisit: "You're offline. These are your saved items from your last visit, and each one opens offline.",
} as const;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  savedDetail: 'Your profile has been updated.',
  failed: 'Could not save your settings',
} as const;

export interface SavedListText {
  countLabel: string;
  tabLabel: string;
  emptyText: string;
  browseLabel: string;
}

/** The count cards' and tabs' words for each saved list. */
export const SAVED_LIST_TEXT: Readonly<Record<FavoriteKind, SavedListText>> = {
  'blog-posts': {
    countLabel: 'Saved Articles',
    tabLabel: 'Articles',
    emptyText: 'No saved articles yet.',
    browseLabel: 'Browse articles',
  },
  resources: {
    countLabel: 'Saved Resources',
    tabLabel: 'Resources',
    emptyText: 'No saved resources yet.',
    browseLabel: 'Browse resources',
  },
  'app-reviews': {
    countLabel: 'Saved Reviews',
    tabLabel: 'App Reviews',
    emptyText: 'No saved app reviews yet.',
    browseLabel: 'Browse app reviews',
  },
};
