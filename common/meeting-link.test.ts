import { describe, expect, it } from 'vitest';
import { MEETING_LINK_MAX_LENGTH, meetingLinkFor, meetingLinkTemplateProblems } from './meeting-link';

const ID = '3f2b8c1e-8d4a-4c55-9a51-0c7e2f0d9b11';

describe('meetingLinkFor', () => {
  it.each([
    ['a room per consultation', 'https://meet.jit.si/guardians-{consultationId}', `https://meet.jit.si/guardians-${ID}`],
    ['a fixed personal room, query kept as written', 'https://zoom.us/j/123456789?pwd=Ab12Cd', 'https://zoom.us/j/123456789?pwd=Ab12Cd'],
    ['the id in the query', 'https://video.example.org/join?room={consultationId}&lang=en', `https://video.example.org/join?room=${ID}&lang=en`],
    ['the host written as a browser writes it', ' HTTPS://Meet.Example.ORG/Room-{consultationId} ', `https://meet.example.org/Room-${ID}`],
  ])('fills in %s', (_label, template, link) => {
    expect(meetingLinkFor(template, ID)).toBe(link);
  });

  it.each([
    ['plain http', 'http://meet.example.org/{consultationId}'],
    ['a user name hiding the host', 'https://zoom.us@evil.example/{consultationId}'],
    ['not a link', 'https://'],
    ['too long once filled in', `https://meet.example.org/${'a'.repeat(MEETING_LINK_MAX_LENGTH - 30)}/{consultationId}`],
  ])('gives no link for %s', (_label, template) => {
    expect(meetingLinkFor(template, ID)).toBeUndefined();
  });
});

describe('meetingLinkTemplateProblems', () => {
  it.each(['https://meet.jit.si/guardians-{consultationId}', 'https://zoom.us/j/123?pwd=abc', 'https://teams.example.com/l/meetup-join/19%3ameeting'])(
    'accepts %s',
    (template) => {
      expect(meetingLinkTemplateProblems(template)).toEqual([]);
    },
  );

  it.each([
    ['', /Write the link/],
    ['   ', /Write the link/],
    ['http://meet.example.org/room', /must start with https:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['https://meet.example.org/my room', /no spaces/],
    ['https://meet.example.org/{id}', /"\{id\}" is not a placeholder/],
    ['https://meet.example.org/{consultationID}', /"\{consultationID\}" is not a placeholder/],
    ['https://meet.example.org/{consultationId', /"\{consultationId" is not a placeholder/],
    ['https://', /not a link a browser can open/],
    ['https://someone@meet.example.org/room', /user name/],
    ['https://{consultationId}.meet.example.org/', /not in its host name/],
    [`https://meet.example.org/${'a'.repeat(MEETING_LINK_MAX_LENGTH)}`, /at most 500/],
    [`https://meet.example.org/${'a'.repeat(MEETING_LINK_MAX_LENGTH - 60)}{consultationId}`, /longer than 500 characters/],
  ])('refuses %j with a sentence', (template, sentence) => {
    const problems = meetingLinkTemplateProblems(template);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(sentence);
  });

  it('accepts a template with no unknown placeholder exactly when it gives a link', () => {
    for (const template of ['https://a.example/{consultationId}', 'https://a.example/fixed-room', 'http://a.example/', 'https://a@b.example/', 'https://']) {
      expect(meetingLinkTemplateProblems(template).length === 0, template).toBe(meetingLinkFor(template, ID) !== undefined);
    }
  });
});
