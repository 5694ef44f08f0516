import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from './icon';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import './search-input.css';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'size'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A large search box in antd Input's look (search icon in front, a clear button
 * once there is text). Not antd's Input: public pages hydrate no antd (its style runtime alone
 * is ≈25 KB gzip), and Input's module brings Password, OTP, TextArea and Search with it for
 * what is one <input> here (≈23 KB more on Dating Advice and FAQ).
 */
export function SearchInput({ value, onValueChange, style, ...rest }: SearchInputProps) {
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
      <Icon svg={SearchOutlined} aria-hidden="true" className="fm-search__icon" />
      <input
        {...rest}
        ref={input}
        type="search"
        className="fm-search__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="fm-search__clear"
          aria-label="Clear search"
          onClick={() => {
            onValueChange('');
            input.current?.focus();
          }}
        >
          <Icon svg={CloseCircleFilled} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
