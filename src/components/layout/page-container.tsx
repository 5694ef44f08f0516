import type { CSSProperties, ReactNode } from 'react';

const style: CSSProperties = { maxWidth: 1200, margin: '0 auto', padding: '32px 16px 48px' };

/** The centred content column every public page uses. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div style={narrow ? { ...style, maxWidth: 820 } : style}>{children}</div>;
}
