import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from './icon';
import { IconTooltip } from './icon-tooltip';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
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
  // What a reader typed into the server's box before the app was live becomes the app's value, so
  // Enter searches for it (the hydrated state alone would say '', and the search was lost).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onValueChange(typed);
    // Once, as the app takes over the server's box: later the state leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
