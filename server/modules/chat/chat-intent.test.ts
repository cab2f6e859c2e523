import { describe, expect, it } from 'vitest';
import { understand } from './chat-intent';

describe('what a question asks', () => {
  it.each([
    ['does garlic lower cholesterol?', 'what_is', 'garlic'],
    ['can ashwagandha help me sleep?', 'what_is', 'ashwagandha'],
    ["i'm vegan, how do i get b12?", 'how_to', 'vitamin-b12'],
    ['can i take vitamin d and zinc together?', 'interactions', 'vitamin-d'],
    ['should i eat before or after a workout?', 'timing', undefined],
    ['which fruits have the most vitamin c?', 'food_sources', 'vitamin-c'],
    ["what's the maximum vitamin d a day?", 'dose', 'vitamin-d'],
    ['my blood pressure cuff says 118/76, what do the readings mean?', 'what_is', 'blood-pressure'],
  ] as const)('reads "%s" as %s', (message, intent, topic) => {
    const understanding = understand(message, [], 'angio');
    expect(understanding.intent).toBe(intent);
    expect(understanding.intentStated).toBe(true);
    if (topic) expect(understanding.topics[0]?.topic.id).toBe(topic);
  });

  it('guesses the intent of a question that states none from its topic, and says it guessed', () => {
    const understanding = understand('blood pressure', [], 'angio');
    expect(understanding).toMatchObject({ intent: 'how_to', intentStated: false });
  });
});
