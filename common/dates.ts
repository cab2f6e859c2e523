// Dates as spec 9 shows them: 'MMM d, yyyy' (e.g. 'Nov 22, 2026'), or 'N/A' when there is none.
// Formatting uses the viewer's time zone, so an assessment taken late at night shows the day the person lived it.
import { format, parseISO } from 'date-fns';

export const DISPLAY_DATE_FORMAT = 'MMM d, yyyy';
export const MISSING_DATE_TEXT = 'N/A';

/** What the API and the screens hand over: an ISO 8601 string, a Date or epoch milliseconds. */
export type DisplayDateInput = Date | string | number | null | undefined;

function isMissing(value: DisplayDateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * 'MMM d, yyyy', or 'N/A' when the date is missing. Like the spec's formatter it throws RangeError
 * 'Invalid time value' for a date that cannot be read, so bad data is noticed rather than shown as a wrong day.
 * Strings must be ISO 8601 (what the API sends); a date-only string is read as that day in the viewer's zone.
 */
export function formatDisplayDate(value: DisplayDateInput): string {
  if (isMissing(value)) return MISSING_DATE_TEXT;
  // parseISO rather than new Date(): a date-only string would otherwise be read as UTC midnight, the day before in the Americas.
  const date = typeof value === 'string' ? parseISO(value.trim()) : value;
  return format(date, DISPLAY_DATE_FORMAT);
}

/**
 * For lists and timelines, where one unreadable row must not take down the whole page: an invalid date shows as
 * 'N/A' like a missing one. Use formatDisplayDate wherever a bad date should fail loudly (tests, reports).
 */
export function formatDisplayDateOrNA(value: DisplayDateInput): string {
  try {
    return formatDisplayDate(value);
  } catch (error) {
    if (error instanceof RangeError) return MISSING_DATE_TEXT;
    throw error;
  }
}
