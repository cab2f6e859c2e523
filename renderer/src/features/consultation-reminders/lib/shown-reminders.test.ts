import { beforeEach, describe, expect, it } from 'vitest';
import { claimUnshownReminders, readShownReminders, SHOWN_REMINDERS_LIMIT, shownRemindersKey } from './shown-reminders';

const startsAt = '2026-11-23T04:30:00.000Z';
const reminder = (bookingId: string, start = startsAt) => ({ bookingId, startsAt: start });

beforeEach(() => localStorage.clear());

describe('shown consultation reminders', () => {
  it('answers each reminder once per account', () => {
    expect(claimUnshownReminders(localStorage, 'ada', [reminder('b1'), reminder('b2')])).toEqual([reminder('b1'), reminder('b2')]);
    expect(claimUnshownReminders(localStorage, 'ada', [reminder('b1'), reminder('b2'), reminder('b3')])).toEqual([reminder('b3')]);
    // Another account on the same browser has seen nothing yet.
    expect(claimUnshownReminders(localStorage, 'grace', [reminder('b1')])).toEqual([reminder('b1')]);
  });

  it('announces a moved booking again for its new start', () => {
    claimUnshownReminders(localStorage, 'ada', [reminder('b1')]);
    expect(claimUnshownReminders(localStorage, 'ada', [reminder('b1', '2026-11-23T05:00:00.000Z')])).toHaveLength(1);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an object instead of a list', '{"b1":true}'],
    ['a list of other things', '[1, null, {"id":"b1"}]'],
  ])('starts afresh from %s and repairs the entry', (_case, raw) => {
    localStorage.setItem(shownRemindersKey('ada'), raw);
    expect(readShownReminders(localStorage, 'ada')).toEqual([]);
    expect(claimUnshownReminders(localStorage, 'ada', [reminder('b1')])).toEqual([reminder('b1')]);
    expect(JSON.parse(localStorage.getItem(shownRemindersKey('ada'))!)).toEqual([`b1@${startsAt}`]);
  });

  it(`keeps only the newest ${SHOWN_REMINDERS_LIMIT} entries`, () => {
    const many = Array.from({ length: SHOWN_REMINDERS_LIMIT + 5 }, (_, index) => reminder(`b${index}`));
    claimUnshownReminders(localStorage, 'ada', many);
    const stored = readShownReminders(localStorage, 'ada');
    expect(stored).toHaveLength(SHOWN_REMINDERS_LIMIT);
    expect(stored[0]).toBe(`b5@${startsAt}`);
    expect(stored.at(-1)).toBe(`b${SHOWN_REMINDERS_LIMIT + 4}@${startsAt}`);
  });

  it('still answers the new reminders when storage refuses to read or write', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(claimUnshownReminders(broken, 'ada', [reminder('b1')])).toEqual([reminder('b1')]);
  });
});
