// What the guardians say when the triage finds danger: plain words first, the number to call, what not to wait for,
// and never a product. Caution replies lead with the named interaction and then answer the question.
import type { ChatSafety, SafetyAction } from '@common/contracts/chat';
import { chatTopic } from '@common/chat-topics';
import type { SafetyNumbers } from '../../config';
import type { CautionFinding, TriageResult } from './triage';

/** While waiting for help: one concrete step per kind of emergency. */
const FIRST_STEPS: Readonly<Record<string, string>> = {
  'chest-pain': 'Sit down, rest and loosen tight clothing while you wait.',
  'heart-attack': 'Sit down, rest and loosen tight clothing while you wait.',
  stroke: 'Note the time the signs began, and do not eat or drink anything.',
  breathing: 'Sit upright, and use a reliever inhaler if one is prescribed.',
  anaphylaxis: 'Use an adrenaline auto-injector now if one is prescribed, and lie down with legs raised.',
  bleeding: 'Press firmly on the wound with a clean cloth and keep pressing.',
  unconscious: 'If they are not breathing normally, start CPR; the call handler will guide you.',
  seizure: 'Move hard objects away, put nothing in their mouth, and time the seizure.',
  poisoning: 'Do not try to make anyone vomit; keep the packet to show the paramedics.',
  'child-poisoning': 'Do not try to make the child vomit; keep the packet to show the paramedics.',
  'child-dehydration': 'Keep offering small sips if the child is awake.',
};

function callAction(id: string, text: string, number: string): SafetyAction {
  return { id, text, action: `tel:${number}` };
}

export interface SafetyReply {
  message: string;
  safety: ChatSafety;
}

export function emergencyReply(result: TriageResult, numbers: SafetyNumbers): SafetyReply {
  const emergency = result.urgent.find((rule) => rule.level === 'emergency');
  const crisis = result.urgent.find((rule) => rule.level === 'crisis');
  const step = emergency ? FIRST_STEPS[emergency.id] : undefined;
  const line = numbers.crisisLine;
  const parts = [
    `This sounds like it could be an emergency. Call ${numbers.emergencyNumber} now, or have someone call for you.`,
    'Do not wait to see if it passes, do not wait for a reply here, and do not drive yourself to hospital.',
    step,
    crisis
      ? `You matter: when you are safe, the ${line.name ? `${line.name} line` : 'crisis line'} on ${line.number} is there to talk, day and night.`
      : undefined,
  ];
  return {
    message: parts.filter(Boolean).join(' '),
    safety: {
      level: 'emergency',
      reason: emergency?.reason ?? 'an emergency',
      actions: [callAction('call_emergency', `Call ${numbers.emergencyNumber}`, numbers.emergencyNumber)],
    },
  };
}

export function crisisReply(result: TriageResult, numbers: SafetyNumbers): SafetyReply {
  const line = numbers.crisisLine;
  const lineName = line.name ? `${line.name} on ${line.number}` : `the crisis line on ${line.number}`;
  const message = [
    'I am really glad you told me, and I am sorry you are hurting this much. You matter, and you do not have to face this alone.',
    `Please talk to someone now: call ${lineName}, free and open day and night.`,
    `If you might act on these thoughts or are not safe right now, call ${numbers.emergencyNumber}.`,
    'If you can, stay with someone you trust.',
  ].join(' ');
  return {
    message,
    safety: {
      level: 'crisis',
      reason: result.urgent.find((rule) => rule.level === 'crisis')?.reason ?? 'a crisis',
      actions: [
        callAction('call_crisis_line', `Call ${line.name ?? 'the crisis line'} (${line.number})`, line.number),
        callAction('call_emergency', `Call ${numbers.emergencyNumber}`, numbers.emergencyNumber),
      ],
    },
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The specific interaction when the conversation names a conflicting supplement, else the rule's general lead. */
export function cautionLead(finding: CautionFinding): string {
  for (const topicId of finding.namedConflicts) {
    const interaction = finding.rule.interactions.find((candidate) => candidate.topics.includes(topicId));
    if (interaction) {
      const supplement = chatTopic(topicId)?.label ?? topicId;
      return capitalised(interaction.text.replaceAll('{supplement}', supplement).replaceAll('{medicine}', finding.medicine));
    }
  }
  return capitalised(finding.rule.general.replaceAll('{medicine}', finding.medicine));
}

export const BOOK_EXPERT_ACTION: SafetyAction = { id: 'book_expert', text: 'Book an expert', action: '/find-expert' };
export const CHECK_WITH_DOCTOR = 'Check with your doctor or pharmacist before starting anything new.';

export function cautionSafety(result: TriageResult): ChatSafety {
  return {
    level: 'caution',
    reason: result.cautions.map((finding) => finding.rule.reason.replaceAll('{medicine}', finding.medicine)).join('; '),
    actions: [BOOK_EXPERT_ACTION],
  };
}

/** The lead sentences a caution answer starts with: at most two findings, then the doctor-or-pharmacist line. */
export function cautionPreamble(result: TriageResult): string {
  return [...result.cautions.slice(0, 2).map(cautionLead), CHECK_WITH_DOCTOR].join(' ');
}
