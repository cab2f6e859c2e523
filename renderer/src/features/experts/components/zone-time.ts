// How the booking calendar names a time (issue 44): in the visitor's own zone first, the expert's beside it, so a
// New York visitor booking a Kolkata doctor reads "9:30 PM your time · 8:00 AM Wed in Kolkata (IST)".

/** The browser's time zone: the visitor's. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Each English locale knows its own region's abbreviations (IST only en-IN, CET only en-GB): the first that names one. */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU'];

/** "IST", "EST", "CET", or the offset ("GMT+9") where no English locale has a name for the zone at that instant. */
export function zoneAbbreviation(instant: string | number, timeZone: string): string {
  const names = ABBREVIATION_LOCALES.map(
    (locale) =>
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')
        ?.value ?? '',
  );
  return names.find((name) => name !== '' && !/^(GMT|UTC)[+-−]/.test(name)) ?? names[0] ?? timeZone;
}

/** "Kolkata" for Asia/Kolkata, "Buenos Aires" for America/Argentina/Buenos_Aires, "UTC" for UTC. */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

/** "9:30 AM" in the zone. */
export function clockIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

function weekdayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(new Date(instant));
}

/**
 * "9:30 AM your time · 8:00 PM in Kolkata (IST)"; the expert's weekday is named when their day is another one. When
 * both clocks read the same, once: "9:30 AM your time (IST), as in Kolkata".
 */
export function slotLabel(instant: string, visitorZone: string, expertZone: string): string {
  const mine = clockIn(instant, visitorZone);
  const theirs = clockIn(instant, expertZone);
  const abbreviation = zoneAbbreviation(instant, expertZone);
  if (mine === theirs && weekdayIn(instant, visitorZone) === weekdayIn(instant, expertZone)) {
    return `${mine} your time (${abbreviation}), as in ${zonePlace(expertZone)}`;
  }
  const otherDay = weekdayIn(instant, visitorZone) === weekdayIn(instant, expertZone) ? '' : ` ${weekdayIn(instant, expertZone)}`;
  return `${mine} your time · ${theirs}${otherDay} in ${zonePlace(expertZone)} (${abbreviation})`;
}

/** "Tue, Dec 3, 9:30 AM" in the zone. */
export function dayAndTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}
