// A practice's meeting link template (issue 44): the video-call link every new consultation gets, e.g.
// https://meet.jit.si/guardians-{consultationId} (a room per consultation) or a fixed personal meeting room. Pure, so the
// server's contract and the practitioner's form check a template with the same sentences before anything is saved.

/** Where the consultation's id goes; optional, a fixed room is a template too. */
export const MEETING_LINK_PLACEHOLDER = '{consultationId}';
/** The longest template, and the longest link once the id is filled in (the consultation's join link column). */
export const MEETING_LINK_MAX_LENGTH = 500;

/** Stands for a consultation's id (a UUID) while a template is checked. */
const SAMPLE_CONSULTATION_ID = '00000000-0000-4000-8000-000000000000';

function filledIn(template: string, consultationId: string): URL | undefined {
  try {
    return new URL(template.trim().split(MEETING_LINK_PLACEHOLDER).join(encodeURIComponent(consultationId)));
  } catch {
    return undefined;
  }
}

/** A user name in a link (https://zoom.us@elsewhere.example) hides where it really goes. */
function namesUser(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

/** The template with `consultationId` in every placeholder, as a browser writes the link; undefined when that is no https link. */
export function meetingLinkFor(template: string, consultationId: string): string | undefined {
  const url = filledIn(template, consultationId);
  if (!url || url.protocol !== 'https:' || url.hostname === '' || namesUser(url)) return undefined;
  return url.href.length <= MEETING_LINK_MAX_LENGTH ? url.href : undefined;
}

/** What is wrong with a template, in sentences a practitioner can act on; empty when nothing is. */
export function meetingLinkTemplateProblems(template: string): string[] {
  const trimmed = template.trim();
  if (trimmed === '') return ['Write the link of your meeting room, or remove the template.'];
  if (trimmed.length > MEETING_LINK_MAX_LENGTH) return [`The link is ${trimmed.length} characters long: at most ${MEETING_LINK_MAX_LENGTH}, please.`];
  if (!/^https:\/\//i.test(trimmed)) return ['The link must start with https:// so the call is encrypted on its way.'];
  if (/\s/.test(trimmed)) return ['A link has no spaces: copy it again from your video service.'];
  const unknown = [
    ...new Set(
      trimmed
        .split(MEETING_LINK_PLACEHOLDER)
        .join('')
        .match(/\{[^}]*\}?|\}/g) ?? [],
    ),
  ];
  if (unknown.length > 0) {
    return unknown.map(
      (placeholder) => `"${placeholder}" is not a placeholder Guardians fills in: write ${MEETING_LINK_PLACEHOLDER}, or leave it out for a fixed room.`,
    );
  }
  const url = filledIn(trimmed, SAMPLE_CONSULTATION_ID);
  if (!url || url.hostname === '') return ['This is not a link a browser can open: copy it again from your video service.'];
  if (namesUser(url)) return ['Leave the user name out of the link (the part before @): it hides where the link really goes.'];
  if (url.hostname.includes(SAMPLE_CONSULTATION_ID)) return [`${MEETING_LINK_PLACEHOLDER} belongs in the path or the query of the link, not in its host name.`];
  if (url.href.length > MEETING_LINK_MAX_LENGTH) {
    return [`With a consultation's id filled in, the link would be longer than ${MEETING_LINK_MAX_LENGTH} characters: shorten it.`];
  }
  return [];
}
