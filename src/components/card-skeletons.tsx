import { Columns, Column } from '@/components/ui/columns';
import { Skeleton } from '@/components/ui/skeleton';
import { Surface } from '@/components/ui/surface';

/** Loading placeholders in the same grid as the cards they stand for (spec: 3 or 6 on public pages). */
export function CardSkeletons({ count, label, image = true }: { count: number; label: string; image?: boolean }) {
  return (
    <Columns gap={24} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Column key={index} xs={24} md={12} lg={8}>
          <Surface
            data-testid="card-skeleton"
            cover={
              image ? (
                <div aria-hidden style={{ height: 180, background: 'var(--ant-color-fill-content)' }} />
              ) : undefined
            }
          >
            <Skeleton active rows={3} />
          </Surface>
        </Column>
      ))}
    </Columns>
  );
}
