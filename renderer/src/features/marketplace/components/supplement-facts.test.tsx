import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductFacts } from '@common/contracts/catalog';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { formatAmount, ProductUse, SupplementFacts } from './supplement-facts';

const facts: ProductFacts = {
  servingSize: '2 gummies',
  servingsPerContainer: 30,
  ingredients: [
    { name: 'Vitamin C (as ascorbic acid)', amount: 45, unit: 'mg', dailyValuePercent: 50 },
    { name: 'Black elderberry fruit extract', amount: 100, unit: 'mg', dailyValuePercent: null },
    { name: 'Probiotic blend', amount: 2.5, unit: 'billion CFU', dailyValuePercent: null },
  ],
  otherIngredients: 'Glucose syrup, pectin.',
  directions: 'Chew 2 gummies a day.',
  warnings: [
    { topic: 'pregnancy', situation: 'Pregnancy or breastfeeding', text: 'Elderberry has not been shown to be safe in pregnancy.' },
    { topic: 'general', situation: 'Everyone', text: 'Do not exceed the stated dose.' },
  ],
  storage: 'Store below 25 °C.',
};

afterEach(cleanup);

describe('SupplementFacts', () => {
  it('is a table with column headers, one row per ingredient headed by its name, and † where no daily value exists', () => {
    renderAppScreen(<SupplementFacts facts={facts} />);
    const table = screen.getByRole('table', { name: 'Supplement facts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ingredient', 'Amount per serving', '% Daily Value']);
    const vitaminC = within(table).getByRole('row', { name: /Vitamin C/ });
    expect(within(vitaminC).getByRole('rowheader').textContent).toBe('Vitamin C (as ascorbic acid)');
    expect(
      within(vitaminC)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['45 mg', '50%']);
    const elderberry = within(table).getByRole('row', { name: /elderberry/ });
    expect(
      within(elderberry)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100 mg', '†Daily value not established']);
    expect(screen.getByText(/Daily value not established\. Percent daily values/)).toBeTruthy();
    expect(screen.getByText('Serving size: 2 gummies · Servings per container: 30')).toBeTruthy();
  });

  it('writes amounts as a label does', () => {
    expect(formatAmount({ amount: 2.5, unit: 'billion CFU' })).toBe('2.5 billion CFU');
    expect(formatAmount({ amount: 15000, unit: 'HUT' })).toBe('15,000 HUT');
  });

  it('lists directions, every warning with whom it concerns, and storage', () => {
    renderAppScreen(<ProductUse facts={facts} />);
    expect(screen.getByRole('heading', { name: 'Directions' })).toBeTruthy();
    const warnings = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(warnings).toEqual([
      'Pregnancy or breastfeeding: Elderberry has not been shown to be safe in pregnancy.',
      'Everyone: Do not exceed the stated dose.',
    ]);
    expect(screen.getByText('Store below 25 °C.')).toBeTruthy();
  });
});
