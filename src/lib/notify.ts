import { App } from 'antd';
import { useMemo } from 'react';

/**
 * Toasts (spec sections 8 and 9): one visible at a time, 5 s by default. The
 * limit and duration are set once on antd's <App> in src/app/providers.tsx;
 * every screen raises toasts through this hook so titles stay uniform.
 */
export function useNotify() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ title, description }),
      error: (title: string, description?: string) => notification.error({ title, description }),
      info: (title: string, description?: string) => notification.info({ title, description }),
    }),
    [notification],
  );
}
