import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentQuestion } from '@common/assessments/question-banks';
import { renderWithMantine } from '../../../testing/render-with-mantine';
import { AssessmentStepper } from './assessment-stepper';

const options = [
  { value: 0, label: 'Never' },
  { value: 2, label: 'Sometimes' },
  { value: 4, label: 'Always' },
];
const questions: AssessmentQuestion[] = [
  { id: 'q1', text: 'Do you sleep well?', guardians: [{ guardian: 'regenera', weight: 1 }], options },
  { id: 'q2', text: 'Do you feel energetic?', guardians: [{ guardian: 'angio', weight: 1 }], options },
];

afterEach(cleanup);

describe('AssessmentStepper', () => {
  it('shows one question at a time with its progress, and Next stays disabled until an answer is chosen', () => {
    renderWithMantine(<AssessmentStepper questions={questions} submitting={false} onSubmit={vi.fn()} />);
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Do you sleep well?' })).toBeTruthy();
    expect(screen.queryByText('Do you feel energetic?')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('arrow keys choose options and Enter moves on; Back shows the answer given before', () => {
    renderWithMantine(<AssessmentStepper questions={questions} submitting={false} onSubmit={vi.fn()} />);
    const first = screen.getByRole('radio', { name: 'Never' });
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect((screen.getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Never' }), { key: 'ArrowDown' });
    expect((screen.getByRole('radio', { name: 'Sometimes' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Sometimes' }));

    fireEvent.keyDown(screen.getByRole('radio', { name: 'Sometimes' }), { key: 'Enter' });
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Sometimes' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Sometimes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('submits every answer from the last question', () => {
    const onSubmit = vi.fn();
    renderWithMantine(<AssessmentStepper questions={questions} submitting={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Always' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(onSubmit).toHaveBeenCalledWith({ q1: 4, q2: 0 });
  });
});
