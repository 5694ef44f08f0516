import { useId, useRef } from 'react';
import { useAdoptServerValue } from '@/lib/server-control';
import './radio-buttons.css';

interface RadioButtonsProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The radios' form name; a fresh one when not given (give one in an island, whose ids are not the server's). */
  name?: string;
}

/**
 * One choice among a few, as antd's Radio.Group of solid buttons looks: native radios sharing a
 * name (arrow keys move the choice, as the platform's radio group does), each drawn as a button.
 * Not antd's Radio: public pages hydrate no antd at all (src/components/ui/README.md), and Radio
 * with its Form helper was about 9 KB of the FAQ's first load. Label it with a fieldset's legend.
 */
export function RadioButtons<T extends string>({ options, value, onChange, name }: RadioButtonsProps<T>) {
  const fallbackName = useId();
  const group = useRef<HTMLDivElement>(null);
  useAdoptServerValue(
    () => options.find((option) => group.current?.querySelector(`input[value="${CSS.escape(option)}"]:checked`)),
    value,
    onChange,
  );
  return (
    <div className="fm-radio-buttons" ref={group}>
      {options.map((option) => (
        <label key={option} className="fm-radio-buttons__option">
          <input
            type="radio"
            className="fm-radio-buttons__input"
            name={name ?? fallbackName}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
          />
          <span className="fm-radio-buttons__label">{option}</span>
        </label>
      ))}
    </div>
  );
}
