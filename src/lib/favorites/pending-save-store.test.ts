// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { usePendingSaveStore } from './pending-save-store';

const article = {
  kind: 'blog-posts',
  id: 'guard-your-heart',
  title: 'Guard Your Heart',
  page: '/christian-dating-advice/guard-your-heart',
} as const;
const review = {
  kind: 'app-reviews',
  id: 'christian-mingle',
  title: 'Christian Mingle',
  page: '/christian-dating-apps-reviews',
} as const;

describe('pending save store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    usePendingSaveStore.setState({ pending: null });
  });

  it('hands a waiting save over exactly once', () => {
    usePendingSaveStore.getState().request(article);
    expect(usePendingSaveStore.getState().take()).toEqual(article);
    expect(usePendingSaveStore.getState().take()).toBeNull();
  });

  it('keeps only the newest wish', () => {
    usePendingSaveStore.getState().request(article);
    usePendingSaveStore.getState().request(review);
    expect(usePendingSaveStore.getState().take()).toEqual(review);
  });

  it('survives a reload of the tab (sessionStorage), and is gone once taken', async () => {
    usePendingSaveStore.getState().request(article);
    const stored = sessionStorage.getItem('fm-pending-save')!;
    expect(JSON.parse(stored).state.pending).toEqual(article);
    // A reload: the page's memory is gone, the tab's storage is not.
    usePendingSaveStore.setState({ pending: null });
    sessionStorage.setItem('fm-pending-save', stored);
    await usePendingSaveStore.persist.rehydrate();
    expect(usePendingSaveStore.getState().pending).toEqual(article);
    usePendingSaveStore.getState().take();
    expect(JSON.parse(sessionStorage.getItem('fm-pending-save')!).state.pending).toBeNull();
  });

  it('has nothing waiting on a fresh tab', () => {
    expect(usePendingSaveStore.getState().take()).toBeNull();
  });
});
