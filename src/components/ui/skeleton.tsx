import './skeleton.css';

interface SkeletonProps {
  /** A round placeholder left of the lines (antd's `avatar`). */
  avatar?: boolean;
  /** A wider first line standing for a heading; its width in CSS units, or false for none. */
  title?: string | false;
  rows?: number;
  /** Shimmers, for what is loading now (antd's `active`); still, for what waits to be asked for. */
  active?: boolean;
}

/**
 * Placeholder lines in antd Skeleton's look, shimmering when `active`. Purely visual: the
 * surrounding role="status" region names what is loading, so this is aria-hidden.
 * Not antd's Skeleton: public pages hydrate no antd at all (src/components/ui/README.md), and its
 * empty <h3> title trips axe's empty-heading rule. Colours are its tokens.
 */
export function Skeleton({ avatar = false, title = '38%', rows = 3, active = false }: SkeletonProps) {
  return (
    <div className={active ? 'fm-skeleton fm-skeleton--active' : 'fm-skeleton'} aria-hidden="true">
      {avatar && <div className="fm-skeleton__avatar" />}
      <div className="fm-skeleton__body">
        {title !== false && <div className="fm-skeleton__line fm-skeleton__title" style={{ width: title }} />}
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            className="fm-skeleton__line"
            style={rows > 1 && index === rows - 1 ? { width: '61%' } : undefined}
          />
        ))}
      </div>
    </div>
  );
}
