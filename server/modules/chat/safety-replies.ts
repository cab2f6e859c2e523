// What the guardians say when the triage finds danger: plain words first, the number to call, what not to wait for,
// and never a product. Caution replies lead with the named interaction and then answer the question.
import type { ChatSafety, SafetyAction } from '@common/contracts/chat';
import { chatTopic } from '@common/chat-topics';
import type { SafetyNumbers } from '../../config';
import { spokenCautions } from './triage';
import type { CautionFinding, TriageFinding, TriageResult } from './triage';
import { isMinor } from './triage-reading';
import type { Subject } from './triage-reading';
import { CHECK_QUESTIONS } from './triage-checks';

/** While waiting for help: one concrete step that fits the situation (picture or rule id). */
const FIRST_STEPS: Readonly<Record<string, string>> = {
  'chest-pain': 'Sit down, rest and loosen tight clothing while you wait.',
  'heart-attack': 'Sit down, rest and loosen tight clothing while you wait.',
  'answered-chest': 'Sit down, rest and loosen tight clothing while you wait.',
  stroke: 'Note the time the signs began, and do not eat or drink anything.',
  'answered-stroke': 'Note the time the signs began, and do not eat or drink anything.',
  breathing: 'Sit upright, and use a reliever inhaler if one is prescribed.',
  'answered-breathing': 'Sit upright, and use a reliever inhaler if one is prescribed.',
  anaphylaxis: 'Use an adrenaline auto-injector now if one is prescribed, and lie down with legs raised (sit up if breathing is hard).',
  'answered-anaphylaxis': 'Use an adrenaline auto-injector now if one is prescribed, and lie down with legs raised (sit up if breathing is hard).',
  bleeding: 'Press firmly on the wound with a clean cloth and keep pressing.',
  'bleeding-after-birth': 'Lie down with your feet raised, keep the used pads to show the crew, and do not eat or drink anything.',
  'vomiting-blood': 'Keep still and lie on your side if you feel faint or sick; do not eat or drink anything.',
  unconscious: 'If they are breathing, lay them on their side in the recovery position; if not breathing normally, start CPR: the call handler will guide you.',
  'not-breathing': 'Start CPR now: push hard and fast in the centre of the chest. The call handler will guide you.',
  'infant-breathing': 'If the baby is not breathing, give 5 rescue breaths and start baby CPR: the call handler will guide you.',
  seizure: 'Move hard objects away, put nothing in their mouth, and time the seizure.',
  poisoning: 'Do not try to make anyone vomit; keep the packet to show the paramedics.',
  'child-poisoning': 'Do not try to make the child vomit; keep the packet to show the paramedics.',
  'child-dehydration': 'Keep offering small sips if the child is awake.',
  'severe-dehydration': 'Keep sipping oral rehydration solution (ORS) in small amounts while it stays down.',
  meningitis: 'Do not wait for the rash to change; keep the person with you and tell the call handler about the rash.',
  hypoglycaemia:
    'If they are awake and can swallow, give a sugary drink, juice or glucose tablets now; if not, give nothing by mouth and lay them on their side.',
  'heat-stroke': 'Move them somewhere cool, loosen their clothes, and cool their skin with water and fanning.',
  'carbon-monoxide': 'This may be carbon monoxide poisoning: get everyone out into fresh air now and leave the doors open; do not go back in.',
  // NHS "Snake bites", WHO snakebite first aid: keep still, no cutting, sucking or tight bands.
  'venomous-bite':
    'Keep them still and calm, with the bitten limb still and below the heart, and take off rings or tight clothing; do not cut the bite, suck out the poison or tie a tight band.',
  'head-injury': 'Keep them still and watch their breathing; do not give them anything to eat or drink.',
  'acute-abdomen': 'Do not eat or drink anything, and lie still in the position that hurts least.',
  'dengue-warning': 'Take no ibuprofen or aspirin (they make bleeding worse); sip fluids if they can be kept down.',
  ketoacidosis: 'Take the meter, the insulin and any ketone readings with you; sip water if awake and able to swallow.',
  'limb-ischaemia': 'Keep the limb still and level; do not rub it or warm it with a heater or a hot water bottle.',
  burn: 'Cool the burn under cool running water for 20 minutes and cover it loosely with cling film; do not use ice or creams.',
  'testicular-torsion': 'Go to A&E now rather than waiting for it to ease, and do not eat or drink anything in case surgery is needed.',
  // NHS "Priapism": treatment within hours prevents lasting damage; cold packs and waiting are not enough.
  priapism: 'Go to A&E now rather than waiting for it to go down; treatment within a few hours prevents lasting damage.',
  'cauda-equina': 'Go to A&E now: do not wait for a GP appointment; lie in the position that hurts least until help comes.',
  'electric-injury': 'Do not touch them until the power is switched off at the mains; then cool any burn under cool running water.',
  'spinal-injury': 'Do not move them unless they are in danger: keep their head and neck still in the position you found them.',
  'birth-now': 'Help her lie or kneel somewhere clean and warm; do not pull the baby. Once born, dry the baby, keep skin to skin and cover them both.',
  amputation:
    'Press firmly on the wound with a clean cloth; wrap the cut-off part in clean cling film or a plastic bag and keep it cool, never directly on ice.',
  // NHS "Hypothermia": warm them slowly; a hot bath or rubbing the limbs can stop the heart.
  hypothermia: 'Move them somewhere warm, take off wet clothes and wrap them in blankets; give a warm drink if they are awake, but no hot bath and no rubbing.',
  'eye-emergency': 'Do not rub or press on the eye or try to take out anything stuck in it, and let someone else drive.',
  'weakness-spreading': 'Sit upright if breathing is hard, and do not drive yourself.',
  'eye-chemical': 'Rinse the eye under clean running water for at least 20 minutes, holding the eyelid open, and keep rinsing on the way.',
  'toxic-hyperthermia': 'Cool their skin with water and fanning while you wait, and keep their medicines to hand for the paramedics.',
  // NHS "Smoke inhalation", "Tonsillitis", "Swallowed objects", "Broken arm or wrist".
  'smoke-inhalation': 'Get them into fresh air away from the smoke, sit them upright, and loosen tight clothing.',
  'bleeding-after-surgery': 'Sit them upright leaning forward, let them spit the blood out rather than swallow it, and give nothing to eat.',
  'throat-blocked': 'Sit upright and lean forward, spit out what you cannot swallow, and do not eat or drink anything.',
  'tight-cast': 'Raise the arm or leg above the heart and keep the fingers or toes moving while you wait; do not cut the cast yourself.',
  'crush-injury': 'Keep them lying still and warm, and tell the call handler how long they were trapped.',
  // Urgent pictures: what to do before the doctor sees it.
  'burn-blister': 'Cool the burn under cool running water for 20 minutes, cover it loosely with cling film, and do not burst the blisters.',
  'extra-dose': 'Call a pharmacist or doctor now with the packet to hand, and do not take the next dose until they say so.',
  'seizure-over': 'Until a doctor has seen you, do not drive, swim or bathe alone; write down what happened and how long it lasted.',
  // NHS "Emergency contraception": the pill within 3 or 5 days, a copper coil within 5 days, each best taken soonest.
  'emergency-contraception':
    'A pharmacist can give the emergency contraceptive pill today without an appointment; it works best the sooner it is taken, and a copper coil fitted within 5 days is the most effective.',
  // NHS "What should I do if I injure myself with a used needle?".
  needlestick:
    'Let the wound bleed, wash it with soap and running water without scrubbing or sucking it, cover it, and go today: medicine to prevent HIV works best within hours.',
  'vomiting-persistent': 'Take small sips of water or oral rehydration solution (ORS) every few minutes while you wait.',
  // NHS "Dental emergencies", "Addison's disease", "Alcohol withdrawal", "Low blood sugar".
  'tooth-knocked-out':
    'Hold the tooth by the white crown, not the root; rinse it in milk and push it back in its socket if you can, or keep it in milk, and see a dentist within the hour.',
  'steroid-sick-day':
    'Follow the sick-day rules on your steroid card (usually a double dose while the fever lasts), and use the emergency injection if you start vomiting.',
  'alcohol-withdrawal':
    'Do not go through withdrawal alone: a doctor can give medicine that makes it safe, and a fit, confusion or seeing things means calling the emergency number.',
  // MHRA and NHS: tell the prescriber about a change in mood; do not stop or restart a tapered medicine on one's own.
  'medicine-mood': 'Call the doctor who prescribed the medicine today and tell them about the change in mood.',
  'medicine-stopped':
    'Call the prescriber or a pharmacist today before restarting or changing anything: these medicines are usually brought down slowly, over weeks.',
  'migraine-prolonged': 'Rest in a dark, quiet room and sip fluids while you wait to be seen; a sudden, worst-ever headache means the emergency number.',
  'recurring-hypos': 'Keep treating each low with sugar or glucose tablets, and ask your diabetes team today whether the dose should change.',
  'asthma-worse': 'Keep using your reliever as prescribed; if it stops helping, or you cannot finish a sentence, call the emergency number.',
};

/**
 * What caused the danger (a poison, a gas, a bite, the cold) has its own first step, said first even when a sign it
 * caused (a collapse, fast breathing) was read first: "get everyone out" before "the recovery position".
 */
const CAUSES = new Set([
  'carbon-monoxide',
  'smoke-inhalation',
  'poisoning',
  'child-poisoning',
  'venomous-bite',
  'electric-injury',
  'hypothermia',
  'heat-stroke',
  'toxic-hyperthermia',
  'eye-chemical',
  'burn',
  'amputation',
  'birth-now',
]);

/** At most two first steps: the cause's, then the one for the first sign read, never the same sentence twice. */
function firstSteps(result: TriageResult): string[] {
  const cause = result.findings.find((finding) => CAUSES.has(finding.id) && FIRST_STEPS[finding.id]);
  const first = result.findings.map((finding) => FIRST_STEPS[finding.id]).find(Boolean);
  return [...new Set([cause && FIRST_STEPS[cause.id], first].filter((step): step is string => Boolean(step)))];
}

/** The crisis line as a button or a sentence names it: "Tele-MANAS (14416)", "the crisis line (14416)". */
function crisisLineCalled(numbers: SafetyNumbers): string {
  return `${numbers.crisisLine.name ?? 'the crisis line'} (${numbers.crisisLine.number})`;
}

function callAction(id: string, text: string, number: string): SafetyAction {
  return { id, text, action: `tel:${number}` };
}

export interface SafetyReply {
  message: string;
  safety: ChatSafety;
}

/** How a reply names the person in danger: "you", "him", "her", "them", "the baby", "your child". */
interface Person {
  /** As the subject of a sentence, with its verb: "he is", "they are". */
  subject: string;
  is: string;
  object: string;
  with: string;
}

function personOf(subject: Subject): Person | undefined {
  switch (subject) {
    case 'male':
      return { subject: 'he', is: 'he is', object: 'him', with: 'him' };
    case 'female':
      return { subject: 'she', is: 'she is', object: 'her', with: 'her' };
    case 'baby':
      return { subject: 'the baby', is: 'the baby is', object: 'the baby', with: 'the baby' };
    case 'child':
      return { subject: 'your child', is: 'your child is', object: 'your child', with: 'your child' };
    case 'other':
      return { subject: 'they', is: 'they are', object: 'them', with: 'them' };
    case 'self':
      return undefined;
  }
}

/** The finding a reply speaks to: the first one of this level. */
function leadFinding(result: TriageResult, level: TriageFinding['level']): TriageFinding | undefined {
  return result.findings.find((finding) => finding.level === level);
}

export function emergencyReply(result: TriageResult, numbers: SafetyNumbers): SafetyReply {
  const emergency = leadFinding(result, 'emergency');
  const crisis = leadFinding(result, 'crisis');
  const steps = firstSteps(result);
  const line = numbers.crisisLine;
  const person = personOf(result.subject);
  const parts = person
    ? [
        `This sounds like it could be an emergency. Call ${numbers.emergencyNumber} for ${person.object} now, or ask someone near you to call.`,
        `Stay with ${person.with}, do not wait to see if it passes, and do not wait for a reply here.`,
      ]
    : [
        `This sounds like it could be an emergency. Call ${numbers.emergencyNumber} now, or have someone call for you.`,
        'Do not wait to see if it passes, do not wait for a reply here, and do not drive yourself to hospital.',
      ];
  parts.push(...steps);
  if (result.findings.some((finding) => finding.id === 'poisoning' || finding.id === 'child-poisoning'))
    parts.push('The poison information service can also advise, but call for help first.');
  const lineName = line.name ? `${line.name} line` : 'crisis line';
  if (crisis && !person) parts.push(`You matter: when you are safe, the ${lineName} on ${line.number} is there to talk, day and night.`);
  // An overdose or a collapse with signs of suicide or an eating disorder: 112 first, then support for the helper.
  if (crisis && person)
    parts.push(
      `When ${person.subject} ${person.subject === 'they' ? 'are' : 'is'} safe, the ${lineName} on ${line.number} helps people worried about someone too.`,
    );
  return {
    message: parts.filter(Boolean).join(' '),
    safety: {
      level: 'emergency',
      reason: emergency?.reason ?? 'an emergency',
      actions: [callAction('call_emergency', `Call ${numbers.emergencyNumber}`, numbers.emergencyNumber)],
      quickReplies: [],
    },
  };
}

export function crisisReply(result: TriageResult, numbers: SafetyNumbers): SafetyReply {
  const line = numbers.crisisLine;
  const lineName = line.name ? `${line.name} on ${line.number}` : `the crisis line on ${line.number}`;
  const crisis = leadFinding(result, 'crisis');
  const person = personOf(result.subject);
  const callLine = callAction('call_crisis_line', `Call ${crisisLineCalled(numbers)}`, line.number);
  const callEmergency = callAction('call_emergency', `Call ${numbers.emergencyNumber}`, numbers.emergencyNumber);
  if (crisis?.id === 'unsafe' || crisis?.id === 'child-unsafe') {
    // A child hurt, neglected, put to work or married off is Childline's to act on, for the child and for whoever tells;
    // "my son takes my pension" is a grown son, so an unsafe home is a child's only by a stated age or a baby.
    const child = crisis.id === 'child-unsafe' || isMinor(result, ['baby']);
    const safeLine = child ? numbers.childLine : numbers.safeHomeLine;
    // The child may be a niece or a neighbour's maid, not the writer's own.
    const at = child ? { object: 'the child' } : result.subject === 'child' ? undefined : person;
    return {
      message: [
        at
          ? `I am glad you told me. What you describe is not safe, and help exists for ${at.object} and for you.`
          : 'I am really glad you told me. What you describe is not okay, it is not your fault, and you deserve to be safe.',
        `If anyone is in danger right now, call ${numbers.emergencyNumber}.`,
        child
          ? `${safeLine.name ?? 'The child helpline'} on ${safeLine.number} is free and open day and night: anyone worried about a child can call, and they can act to protect the child.`
          : `${safeLine.name ? `The ${safeLine.name} on ${safeLine.number}` : `The helpline on ${safeLine.number}`} is free, confidential and open day and night, and can help plan a safe way out.`,
        child
          ? 'You do not need proof to call: what you have seen is enough.'
          : 'If you can, keep your phone charged and go somewhere safe, near people you trust.',
      ].join(' '),
      safety: {
        level: 'crisis',
        reason: child ? 'a child who is not safe' : crisis.reason,
        actions: [
          callAction(child ? 'call_child_line' : 'call_safe_home_line', `Call ${safeLine.name ?? 'the helpline'} (${safeLine.number})`, safeLine.number),
          callEmergency,
        ],
        quickReplies: [],
      },
    };
  }
  const message = person
    ? [
        `Thank you for reaching out for ${person.object}: you are doing the right thing.`,
        `If ${person.is} in danger now or ${person.subject === 'they' ? 'have' : 'has'} the means at hand, call ${numbers.emergencyNumber}.`,
        `Stay with ${person.with} if it is safe, move the means out of reach if you safely can, and call ${lineName}: they help people who are worried about someone too.`,
        'Ask directly and listen: asking about suicide does not put the idea in anyone’s head.',
      ]
    : [
        'I am really glad you told me, and I am sorry you are hurting this much. You matter, and you do not have to face this alone.',
        `Please talk to someone now: call ${lineName}, free and open day and night.`,
        `If you might act on these thoughts or are not safe right now, call ${numbers.emergencyNumber}.`,
        'If you can, stay with someone you trust.',
      ];
  return {
    message: message.join(' '),
    safety: { level: 'crisis', reason: crisis?.reason ?? 'a crisis', actions: [callLine, callEmergency], quickReplies: [] },
  };
}

const MIND_URGENT: ReadonlySet<string> = new Set(['medicine-mood', 'mental-health-urgent']);

/** "See a doctor today": what was recognised, where to go, and when it becomes an emergency. No products. */
export function urgentReply(result: TriageResult, numbers: SafetyNumbers): SafetyReply {
  const urgent = leadFinding(result, 'urgent');
  const caution = spokenCautions(result).length > 0 ? ` ${cautionPreamble(result)}` : '';
  return {
    message:
      [
        `This needs a doctor today, not a supplement: ${urgent?.reason ?? 'what you describe'} should be checked by a doctor or an urgent care clinic today.`,
        ...(urgent && FIRST_STEPS[urgent.id] ? [FIRST_STEPS[urgent.id]] : []),
        // A mind that needs care today is one step from a crisis: the line is named before it is needed.
        ...(urgent && MIND_URGENT.has(urgent.id) ? [`If thoughts of harming yourself come, call ${crisisLineCalled(numbers)}, day or night.`] : []),
        `If it gets worse (very drowsy, struggling to breathe, collapsing), call ${numbers.emergencyNumber}.`,
      ].join(' ') + caution,
    safety: {
      level: 'urgent',
      reason: urgent?.reason ?? 'something a doctor should see today',
      actions: [callAction('call_emergency', `Call ${numbers.emergencyNumber} if it gets worse`, numbers.emergencyNumber), BOOK_EXPERT_ACTION],
      quickReplies: [],
    },
  };
}

/** One short question before anything else, with its quick answers; "yes" leads to the emergency reply. */
export function checkReply(result: TriageResult, numbers: SafetyNumbers): SafetyReply {
  const check = leadFinding(result, 'check');
  const question = CHECK_QUESTIONS[check?.question ?? 'now-danger'];
  const unsure =
    check?.question === 'crisis-safe'
      ? `If you are not safe right now, call ${numbers.emergencyNumber}, or ${numbers.crisisLine.name ?? 'the crisis line'} on ${numbers.crisisLine.number}.`
      : `If you are not sure, call ${numbers.emergencyNumber}.`;
  return {
    message: `${question.text} ${unsure}`,
    safety: {
      level: 'check',
      reason: check?.reason ?? 'possible danger',
      actions: [callAction('call_emergency', `Call ${numbers.emergencyNumber}`, numbers.emergencyNumber)],
      quickReplies: [question.yes, question.no],
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
const NO_PRODUCT_SUGGESTED_MARK = 'not suggest a product';
/** The close of a caution beside which the chat suggests nothing (CautionRule.noProducts). */
export const NO_PRODUCT_SUGGESTED = `So I will ${NO_PRODUCT_SUGGESTED_MARK}: ask your doctor or pharmacist, who can check a supplement against everything you take.`;

export function cautionSafety(result: TriageResult): ChatSafety {
  return {
    level: 'caution',
    reason: spokenCautions(result)
      .map((finding) => finding.rule.reason.replaceAll('{medicine}', finding.medicine))
      .join('; '),
    actions: [BOOK_EXPERT_ACTION],
    quickReplies: [],
  };
}

/** The lead sentences a caution answer starts with: at most two findings, then the doctor-or-pharmacist line. */
/**
 * The closing line of an answer the triage left undecided but the learned line thinks may be dangerous
 * (TriageResult.possibleDanger): where to turn if it is happening now. Undefined when there is no such doubt.
 */
export function possibleDangerLine(result: Pick<TriageResult, 'possibleDanger'>, numbers: SafetyNumbers): string | undefined {
  if (result.possibleDanger === 'distress') {
    return `If you are struggling or thinking of harming yourself, you can talk to someone at ${crisisLineCalled(numbers)} any time; if anyone is in danger now, call ${numbers.emergencyNumber}.`;
  }
  if (result.possibleDanger === 'body') return `If this is happening now or getting worse, call ${numbers.emergencyNumber} (emergency) rather than waiting.`;
  return undefined;
}

export function cautionPreamble(result: TriageResult): string {
  const spoken = spokenCautions(result);
  const leads = spoken.slice(0, 2).map(cautionLead);
  const saidAlready = leads.some((lead) => lead.includes(NO_PRODUCT_SUGGESTED_MARK));
  const close = spoken.some((finding) => finding.rule.noProducts) && !saidAlready ? NO_PRODUCT_SUGGESTED : CHECK_WITH_DOCTOR;
  return [...leads, close].join(' ');
}
