import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from './icon';
import { IconTooltip } from './icon-tooltip';
import { useRef, type InputHTMLAttributes } from 'react';
import { useAdoptServerValue } from '@/lib/server-control';
import './search-input.css';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'size'> & {
  value: string;
  onValueChange: (value: string) => void;
  /**
   * For a box in a form: the name of a submit button at its end, which then carries the
   * magnifier. A form needs one (HTML_CodeSniffer's H32.2, WCAG 3.2.2): with Enter the only way
   * to send it, a reader with a pointer or voice control has nothing to press.
   */
  submitLabel?: string;
};

const CLEAR_SEARCH = 'Clear search';

/**
 * A large search box in antd Input's look (search icon in front, a clear button
 * once there is text). Not antd's Input: public pages hydrate no antd (its style runtime alone
 * is ≈25 KB gzip), and Input's module brings Password, OTP, TextArea and Search with it for
 * what is one <input> here (≈23 KB more on Dating Advice and FAQ).
 */
export function SearchInput({ value, onValueChange, submitLabel, style, ...rest }: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // So that Enter searches for what was typed before the app was live (the state alone said '').
  useAdoptServerValue(() => input.current?.value || undefined, value, onValueChange);
  return (
    <span className="fm-search" style={style}>
      {!submitLabel && <Icon svg={SearchOutlined} aria-hidden="true" className="fm-search__icon" />}
      <input
        {...rest}
        ref={input}
        type="search"
        className="fm-search__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {value && (
        <IconTooltip title={CLEAR_SEARCH}>
          <button
            type="button"
            className="fm-search__clear"
            aria-label={CLEAR_SEARCH}
            onClick={() => {
              onValueChange('');
              input.current?.focus();
            }}
          >
            <Icon svg={CloseCircleFilled} aria-hidden="true" />
          </button>
        </IconTooltip>
      )}
      {submitLabel && (
        <IconTooltip title={submitLabel}>
          {/* A plain submit: the browser sends the form before the app is live or without it, and
              the form's own handler searches in place once it is. */}
          <button type="submit" className="fm-search__submit" aria-label={submitLabel}>
            <Icon svg={SearchOutlined} aria-hidden="true" />
          </button>
        </IconTooltip>
      )}
    </span>
  );
}
