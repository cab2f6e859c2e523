import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ReviewForm, reviewFormErrors } from './review-form';

function fill(fields: { title?: string; text?: string; stars?: number }) {
  // The keyboard's way to choose stars (arrows move between them, Space chooses), so the test also proves it works.
  if (fields.stars !== undefined)
    fireEvent.keyDown(screen.getByRole('radio', { name: `${fields.stars} ${fields.stars === 1 ? 'star' : 'stars'}` }), { key: ' ' });
  if (fields.title !== undefined) fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: fields.title } });
  if (fields.text !== undefined) fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: fields.text } });
}

afterEach(cleanup);

describe('ReviewForm', () => {
  it('sends nothing and names every missing field when submitted empty', async () => {
    const send = vi.fn(async () => undefined);
    renderAppScreen(<ReviewForm onSubmit={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Give your review a title of up to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Write 10 to 2000 characters about your experience.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('counts the text after trimming, so spaces do not make a short review long enough', async () => {
    const send = vi.fn(async () => undefined);
    renderAppScreen(<ReviewForm onSubmit={send} />);
    fill({ stars: 4, title: 'Fine', text: '   too short   ' });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Write 10 to 2000 characters about your experience.')).toBeTruthy();
    expect(screen.queryByText('Choose from 1 to 5 stars.')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed review once every field is valid, and shows the server’s sentence when sending fails', async () => {
    const send = vi.fn(async () => {
      throw new Error('Only buyers whose order with this product has been delivered can review it.');
    });
    renderAppScreen(<ReviewForm onSubmit={send} />);
    fill({ stars: 5, title: '  Easy to take ', text: ' Small capsules and no aftertaste. ' });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ rating: 5, title: 'Easy to take', text: 'Small capsules and no aftertaste.' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only buyers whose order');
  });

  it('checks with the API contract: stars 1 to 5, a title up to 120 characters, 10 to 2,000 characters of text', () => {
    expect(reviewFormErrors({ rating: 3, title: 'Good', text: '1234567890' })).toEqual({});
    expect(Object.keys(reviewFormErrors({ rating: 0, title: 'x'.repeat(121), text: 'y'.repeat(2001) })).sort()).toEqual(['rating', 'text', 'title']);
  });
});
