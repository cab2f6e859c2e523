import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceChips } from './choice-chips';

afterEach(cleanup);

const CHOICES = [
  { value: 'all', label: 'All guardians' },
  { value: 'biome', label: 'Commander Biome' },
];

function Filter({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <ChoiceChips
      label="Filter products by guardian"
      name="filter"
      choices={CHOICES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ChoiceChips', () => {
  it('is a named radio group whose radios are named by their labels only (the check mark is hidden)', () => {
    render(<Filter />);
    const group = screen.getByRole('radiogroup', { name: 'Filter products by guardian' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).name)).toEqual(['filter', 'filter']);
    expect(within(group).getByRole('radio', { name: 'All guardians' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: 'Commander Biome' })).toHaveProperty('checked', false);
  });

  it('tells the choice made and shows it chosen', () => {
    const chosen: string[] = [];
    render(<Filter onChange={(value) => chosen.push(value)} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Commander Biome' }));
    expect(chosen).toEqual(['biome']);
    expect(screen.getByRole('radio', { name: 'Commander Biome' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'All guardians' })).toHaveProperty('checked', false);
  });

  it('shows nothing chosen when the value is none of the choices', () => {
    render(<ChoiceChips label="Free slots" name="slot" variant="outline" choices={CHOICES} value={null} onChange={() => undefined} />);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });
});
