import './skeleton.css';

interface SkeletonProps {
  /** A round placeholder left of the lines (antd's `avatar`). */
  avatar?: boolean;
  /** A wider first line standing for a heading; its width in CSS units, or false for none. */
  title?: string | false;
  rows?: number;
}

/**
 * Shimmering placeholder lines in antd Skeleton's look. Purely visual: the
 * surrounding role="status" region names what is loading, so this is aria-hidden.
 */
export function Skeleton({ avatar = false, title = '38%', rows = 3 }: SkeletonProps) {
  return (
    <div className="fm-skeleton" aria-hidden="true">
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
