import { describe, expect, it } from 'vitest';
import { actionButtonsFor, RECOMMENDATION_KEYWORDS, wantsRecommendations } from './chat-rules';

describe('wantsRecommendations (spec 5 keywords)', () => {
  it.each(RECOMMENDATION_KEYWORDS)('asks for recommendations when the text holds "%s" in any case', (keyword) => {
    expect(wantsRecommendations(`Can you ${keyword.toUpperCase()} me?`)).toBe(true);
  });

  it('matches a keyword inside a longer word, as the widget does', () => {
    expect(wantsRecommendations('I want to feel healthy')).toBe(true);
  });

  it('does not ask for recommendations without a keyword', () => {
    expect(wantsRecommendations('What do you eat for breakfast?')).toBe(false);
    expect(wantsRecommendations('')).toBe(false);
  });
});

describe('actionButtonsFor (spec 5 buttons)', () => {
  it.each(['Your HEALTH matters', 'Good nutrition first', 'Vitamin D from sunlight'])('gives Shop Products and Take Assessment to "%s"', (reply) => {
    expect(actionButtonsFor(reply).map((button) => button.text)).toEqual(['Shop Products', 'Take Assessment']);
  });

  it('gives no buttons to a reply that mentions none of health, nutrition or vitamin', () => {
    expect(actionButtonsFor('Walk for ten minutes after dinner.')).toEqual([]);
  });
});
