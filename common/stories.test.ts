import { describe, expect, it } from 'vitest';
import { isStoryId, STORIES, STORY_IDS, storyIndexAfter } from './stories';

describe('Vitamin D stories', () => {
  it('holds the six stories of spec 9 in journey order, each with real content', () => {
    expect(STORIES.map((story) => story.id)).toEqual([...STORY_IDS]);
    expect(STORY_IDS).toEqual(['intro', 'angio', 'immune', 'biome', 'genome', 'synergy']);
    for (const story of STORIES) {
      expect(story.title.length).toBeGreaterThan(5);
      expect(story.content.length).toBeGreaterThan(150);
      expect(story.content.toLowerCase()).toContain('vitamin d');
      expect(story.gradient).toMatch(/^linear-gradient\(/);
    }
  });

  it('recognises only the six story ids', () => {
    expect(isStoryId('genome')).toBe(true);
    expect(isStoryId('vitamin-k')).toBe(false);
    expect(isStoryId(3)).toBe(false);
  });

  it('wraps next past the last story to the first and previous before the first to the last', () => {
    expect(storyIndexAfter(5, 1)).toBe(0);
    expect(storyIndexAfter(0, -1)).toBe(5);
    expect(storyIndexAfter(2, 1)).toBe(3);
    expect(storyIndexAfter(2, -1)).toBe(1);
  });
});
