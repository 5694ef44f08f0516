import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioButtons } from './radio-buttons';

function Choice() {
  const [value, setValue] = useState<'All' | 'Books' | 'Courses'>('All');
  return (
    <fieldset>
      <legend>Category</legend>
      <RadioButtons options={['All', 'Books', 'Courses'] as const} value={value} onChange={setValue} />
      <output>{value}</output>
    </fieldset>
  );
}

describe('RadioButtons', () => {
  it('is a group of native radios sharing one name, the chosen one checked', () => {
    render(<Choice />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).name)).toEqual(
      Array(3).fill(radios[0]!.getAttribute('name')),
    );
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('reports the choice a press makes', () => {
    render(<Choice />);
    fireEvent.click(screen.getByRole('radio', { name: 'Books' }));
    expect(screen.getByRole('radio', { name: 'Books' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Books');
  });
});
