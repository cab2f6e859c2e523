// Clinical pictures: the level of danger decided from combinations of the signs a message names (triage-reading.ts),
// as NHS 999/111 guidance groups them. One sign of FAST is a stroke picture; chest discomfort with sweating or pain
// spreading to the arm is a heart attack picture; hives after a peanut with a swelling throat is anaphylaxis. A
// picture that suggests danger but is incomplete ("my chest feels tight") asks one question instead of guessing.
import { separatePlaces } from './chat-text';
import type { SignId } from './triage-signs';
import { isMinor } from './triage-reading';
import type { SignReading, Subject } from './triage-reading';

export type PictureLevel = 'emergency' | 'crisis' | 'urgent' | 'check';

/** The questions a picture may ask before it decides (triage-checks.ts holds their words). */
export type CheckQuestionId = 'now-danger' | 'now-chest' | 'now-breathing' | 'allergy-breathing' | 'stroke-signs' | 'crisis-safe' | 'child-fever';

export interface Picture {
  id: string;
  level: PictureLevel;
  /** What was recognised, as the reply and the API's safety.reason say it. */
  reason: string;
  /** For a check: which question to ask (CHECK_QUESTIONS in safety-replies.ts). */
  question?: CheckQuestionId;
}

interface PictureRule extends Picture {
  /** True when the reading shows this picture. */
  shows: (reading: SignReading, has: (sign: SignId) => boolean) => boolean;
}

const isYoung = (subject: Subject) => subject === 'baby' || subject === 'child';

/** Words of taking something that say it happened: "took", "swallowed", "drank", not "can I take" or "I drink". */
const TAKING_NOW_OR_EVER = new Set(['take', 'takes', 'taking', 'drink', 'drinks', 'drinking', 'have', 'has']);
function swallowedSomething(reading: SignReading): boolean {
  const { tokens } = reading.message;
  return reading.mentions.some(
    (mention) =>
      (mention.sign === 'swallowed' || mention.sign === 'took') &&
      !tokens.slice(mention.start, mention.end + 1).every((token) => TAKING_NOW_OR_EVER.has(token.word)) &&
      // "Can both be taken at 7 am?", "should it be taken with food": how to take something, not something taken.
      !(tokens[mention.start]?.word === 'taken' && tokens[mention.start - 1]?.word === 'be'),
  );
}

const MAY_I = new Set(['can', 'could', 'should', 'may', 'ok', 'okay', 'safe', 'allowed']);
const TO_TAKE = new Set(['take', 'give', 'have', 'use']);
const DONE = new Set(['took', 'taken', 'gave', 'given', 'had', 'already', 'accidentally', 'mistake', 'mistakenly', 'forgot']);
/**
 * "Can she take your multivitamin at double dose?": every sentence naming the sign asks whether to take it (a modal
 * before "take" or "give") and none says it was taken.
 */
function asksBeforeTaking(reading: SignReading, sign: SignId): boolean {
  const sentences = new Set(reading.mentions.filter((mention) => mention.sign === sign).map((mention) => mention.sentence));
  return [...sentences].every((sentence) => {
    const words = reading.message.tokens.filter((token) => token.sentence === sentence).map((token) => token.word);
    const asks = words.some((word, index) => MAY_I.has(word) && words.slice(index + 1, index + 5).some((next) => TO_TAKE.has(next)));
    return asks && !words.some((word) => DONE.has(word));
  });
}

/** Something harmful named just before "in her mouth" ("his methadone pills in her mouth", "mothballs in her mouth"). */
function harmfulInMouth(reading: SignReading): boolean {
  const harmful = reading.mentions.filter((mention) => mention.sign === 'pills' || mention.sign === 'poison-substance');
  return reading.mentions.some(
    (mouth) =>
      mouth.sign === 'in-mouth' && harmful.some((thing) => thing.sentence === mouth.sentence && thing.end < mouth.start && mouth.start - thing.end <= 6),
  );
}

/** Two signs named within `words` words of each other in one sentence ("took 20 pills", not "75 mg … capsules"). */
function near(reading: SignReading, a: SignId, b: SignId, words: number): boolean {
  const of = (sign: SignId) => reading.mentions.filter((mention) => mention.sign === sign);
  return of(a).some((x) => of(b).some((y) => x.sentence === y.sentence && Math.abs(x.start - y.start) <= words));
}
const LEG_WORDS = new Set(['leg', 'legs', 'feet', 'foot', 'pair', 'pairs']);
const ARM_WORDS = new Set(['arm', 'arms', 'hand', 'hands', 'haath', 'baazu']);
/** Weakness named in the legs and in the arms ("legs getting weaker, now my arms too"), not down one side. */
function weakLegsAndArms(reading: SignReading): boolean {
  const words = reading.mentions
    .filter((mention) => mention.sign === 'limb-weak')
    .flatMap((mention) => reading.message.tokens.slice(mention.start, mention.end + 1).map((token) => token.word));
  return words.some((word) => LEG_WORDS.has(word)) && words.some((word) => ARM_WORDS.has(word));
}

/** How many separate places in the message name this sign ("no tears", "the soft spot going down"). */
function signsNamedApart(reading: SignReading, sign: SignId): number {
  return separatePlaces(reading.mentions.filter((mention) => mention.sign === sign));
}
const any = (has: (sign: SignId) => boolean, signs: readonly SignId[]) => signs.some(has);
const count = (has: (sign: SignId) => boolean, signs: readonly SignId[]) => signs.filter(has).length;

const HEART_COMPANIONS: readonly SignId[] = ['pain-spreads', 'sweating', 'nausea', 'grey-pale', 'cant-breathe', 'breathless', 'faint-feeling', 'fainted'];
const ALLERGY_BREATHING: readonly SignId[] = [
  'throat-swelling',
  'cant-breathe',
  'breathless',
  'blue-lips',
  'collapsed',
  'faint-feeling',
  'unresponsive',
  'low-bp',
];
/** WHO dengue warning signs that are not bleeding. */
const DENGUE_WARNINGS: readonly SignId[] = ['belly-severe', 'vomiting', 'drowsy', 'confused', 'restless', 'sweating', 'grey-pale', 'faint-feeling'];

const BRAIN_DOWN: readonly SignId[] = ['confused', 'drowsy', 'unresponsive', 'collapsed', 'seizure', 'sudden-confusion'];

/** Signs of a stroke (FAST, sudden vision loss, the worst headache), whether now or passed. */
function strokeSigns(has: (sign: SignId) => boolean): boolean {
  // A numb left arm with chest pain is the heart attack picture, not a stroke.
  const limb = !has('chest-discomfort') && (has('limb-weak-strong') || has('limb-weak'));
  return (
    any(has, ['face-droop', 'speech-trouble']) ||
    (has('limb-weak-strong') && limb) ||
    count(has, ['face-droop', 'speech-trouble', 'vision-loss', 'sudden-confusion', 'worst-headache']) + (limb ? 1 : 0) >= 2 ||
    has('vision-loss') ||
    has('worst-headache') ||
    (has('stroke-named') && !has('heart-attack-named'))
  );
}

/** Ordered: the first emergency picture found is the one the reply speaks to. */
/** "34 weeks, checked my BP…": a message that opens with weeks from 20 to 42 is about a pregnancy. */
function opensWithWeeks(reading: SignReading): boolean {
  return /^(?:im |i am )?(?:2\d|3\d|4[0-2]) ?(?:weeks|wks)\b/.test(reading.message.text);
}

export const PICTURES: readonly PictureRule[] = [
  {
    id: 'not-breathing',
    level: 'emergency',
    reason: 'someone not breathing',
    shows: (_reading, has) => has('not-breathing') || has('cardiac-arrest'),
  },
  {
    id: 'infant-breathing',
    level: 'emergency',
    reason: 'a baby struggling to breathe or floppy',
    shows: (reading, has) => reading.subject === 'baby' && any(has, ['cant-breathe', 'blue-lips', 'floppy', 'unresponsive', 'seizure', 'breathless']),
  },
  {
    id: 'infant-unwell',
    level: 'emergency',
    reason: 'a very young baby with a fever who is drowsy or not feeding',
    shows: (reading, has) => reading.subject === 'baby' && has('fever') && any(has, ['drowsy', 'floppy', 'dehydration-signs', 'unresponsive']),
  },
  {
    id: 'unconscious',
    level: 'emergency',
    reason: 'someone unconscious or not responding',
    shows: (_reading, has) =>
      (has('unresponsive') && !has('suicidal') && !has('warning-sign') && !has('whereabouts') && !has('lethal-amount')) ||
      // Found after an attempt and not waking properly: the body first, the crisis after.
      (has('unresponsive') && has('found-after')) ||
      (has('collapsed') && !has('fainted')) ||
      has('faints-repeatedly') ||
      (has('fainted') && any(has, ['confused', 'seizure', 'chest-discomfort', 'diabetic'])),
  },
  {
    id: 'attempt-feared',
    level: 'emergency',
    reason: 'someone who may have harmed themselves and cannot be reached',
    // Samaritans and NHS: a person who has spoken of ending their life, then cannot be reached behind a locked door or
    // beside emptied packs, may be in danger now: call 112 for them.
    shows: (_reading, has) =>
      any(has, ['unresponsive', 'out-of-reach']) &&
      (has('attempt-evidence') || (has('locked-in') && any(has, ['suicidal', 'warning-sign', 'whereabouts', 'lethal-amount']))),
  },
  {
    id: 'seizure',
    level: 'emergency',
    reason: 'a seizure',
    // A seizure that is over, with the person well again, is seen today (its own urgent picture below).
    shows: (reading, has) => has('seizure') && (!reading.recovered || any(has, ['drowsy', 'confused', 'unresponsive', 'cant-breathe', 'head-injury'])),
  },
  {
    id: 'stroke',
    level: 'emergency',
    reason: 'signs of a stroke',
    // Signs that passed days ago are a TIA to be seen today (below); signs that passed today are still an emergency.
    shows: (reading, has) => strokeSigns(has) && !(reading.recovered && reading.daysAgo),
  },
  {
    id: 'anaphylaxis',
    level: 'emergency',
    reason: 'a severe allergic reaction',
    shows: (_reading, has) =>
      has('anaphylaxis-named') || has('throat-swelling') || ((has('allergen-contact') || has('hives') || has('face-swelling')) && any(has, ALLERGY_BREATHING)),
  },
  {
    id: 'heart-attack',
    level: 'emergency',
    reason: 'signs of a heart attack',
    // Women, older people and diabetics often feel no chest pain: a jaw, arm or back ache with two of sweating,
    // sickness, breathlessness or greyness is the picture too (NHS, AHA).
    shows: (_reading, has) =>
      has('chest-severe') ||
      (has('chest-discomfort') && any(has, HEART_COMPANIONS)) ||
      has('heart-attack-named') ||
      (has('cardiac-history') && has('same-pain-again')) ||
      (has('pain-spreads') && count(has, ['sweating', 'nausea', 'breathless', 'grey-pale', 'cant-breathe']) >= 2),
  },
  {
    id: 'breathing',
    level: 'emergency',
    reason: 'severe difficulty breathing',
    // Choking that was coughed up, with the person well again, is over.
    shows: (reading, has) =>
      !reading.recovered && (has('cant-breathe') || has('recession') || has('blue-lips') || has('cant-speak-sentences') || has('inhaler-failing')),
  },
  {
    id: 'meningitis',
    level: 'emergency',
    reason: 'a rash that does not fade with a fever',
    shows: (reading, has) =>
      (has('rash-non-blanching') && !has('rash-fades')) ||
      (has('rash-like-bruises') && any(has, ['fever', 'drowsy', 'confused', 'floppy', 'vomiting'])) ||
      (has('fever') && has('stiff-neck') && any(has, ['light-hurts', 'rash', 'headache', 'vomiting', 'drowsy', 'confused'])) ||
      (isYoung(reading.subject) && has('fever') && has('rash') && any(has, ['drowsy', 'floppy', 'confused'])),
  },
  {
    id: 'vomiting-blood',
    level: 'emergency',
    reason: 'vomiting blood',
    shows: (_reading, has) => has('vomit-blood') || (has('black-stool') && any(has, ['faint-feeling', 'fainted', 'collapsed', 'grey-pale', 'drowsy'])),
  },
  {
    id: 'dengue-warning',
    level: 'emergency',
    reason: 'warning signs of severe dengue',
    // WHO: with a fever (or as it settles), bleeding gums or nose, or a platelet count fallen to 20,000, with belly pain
    // of any strength, vomiting that goes on, restlessness or drowsiness.
    shows: (_reading, has) =>
      (has('fever') || has('mosquito-fever')) &&
      // Bleeding from the nose or gums with the count fallen is two warning signs at once; a black stool is bleeding
      // inside.
      ((has('bleeding-gums') && has('low-platelets')) ||
        ((has('bleeding-gums') || has('low-platelets')) &&
          any(has, ['belly-severe', 'belly-pain-any', 'vomiting', 'drowsy', 'confused', 'faint-feeling', 'restless', 'black-stool'])) ||
        // Dengue named, with two warning signs without bleeding (vomiting everything and drowsy; cold and clammy).
        (has('mosquito-fever') && DENGUE_WARNINGS.filter((sign) => has(sign)).length >= 2)),
  },
  {
    id: 'acute-abdomen',
    level: 'emergency',
    reason: 'a severe pain in the belly',
    // NHS: a rigid belly, or a sudden severe pain with a fever, vomiting or fainting (a burst appendix, peritonitis); a
    // blocked bowel: vomiting with no wind or poo passed and a belly that hurts.
    shows: (_reading, has) =>
      has('belly-rigid') ||
      (has('belly-severe') && any(has, ['fever', 'fainted', 'faint-feeling', 'grey-pale', 'collapsed'])) ||
      (has('bowel-blocked') && has('vomiting') && any(has, ['belly-severe', 'belly-pain-any', 'belly-distended'])) ||
      // NHS "Hernia": stuck, hard or very painful, with vomiting or no wind passed.
      ((has('hernia-stuck') || has('hernia')) && has('vomiting') && any(has, ['hernia-stuck', 'bowel-blocked', 'belly-severe'])),
  },
  {
    id: 'cauda-equina',
    level: 'emergency',
    reason: 'back pain with numbness around the bottom or lost bladder control',
    // NHS: A&E now, it can cause lasting paralysis and incontinence if not treated within hours.
    shows: (_reading, has) => has('saddle-numb') && any(has, ['back-pain', 'limb-weak', 'limb-weak-strong']),
  },
  {
    id: 'rising-weakness',
    level: 'emergency',
    reason: 'weakness climbing from the feet over days',
    // NHS "Guillain-Barre syndrome": A&E or 999, breathing and swallowing can fail as it climbs.
    shows: (_reading, has) => has('weakness-rising') && any(has, ['limb-weak', 'limb-weak-strong', 'cant-stand']),
  },
  {
    id: 'skin-reaction-severe',
    level: 'emergency',
    reason: 'skin that blisters and peels with sores in the mouth',
    // The mouth's lining too is the mark of Stevens-Johnson syndrome; peeling hands after a fever alone are not.
    shows: (_reading, has) => has('skin-peeling') && has('mouth-sores'),
  },
  {
    id: 'muscle-breakdown',
    level: 'emergency',
    reason: 'muscles in agony with dark brown urine',
    shows: (_reading, has) => has('muscle-crushing-pain') && has('blood-in-urine'),
  },
  {
    id: 'flesh-eating-infection',
    level: 'emergency',
    reason: 'a wound whose pain is far worse than it looks, with a fever',
    shows: (_reading, has) => has('pain-out-of-proportion') && has('fever'),
  },
  {
    id: 'appendicitis',
    level: 'emergency',
    reason: 'a possible appendicitis',
    // NICE CKS: suspected appendicitis goes to hospital the same day (the learned line may say so); a pain that moved
    // to the lower right with a fever, and vomiting or a pain worse when a pressing hand lets go, now.
    shows: (_reading, has) => (has('appendix-pain') || has('rebound-pain')) && has('fever') && any(has, ['vomiting', 'rebound-pain']),
  },
  {
    id: 'ovarian-torsion',
    level: 'emergency',
    reason: 'a possible twisted ovary',
    // NHS "Ovarian cyst": sudden severe pain low in the belly, with sickness, may be a cyst twisting or bursting: A&E now.
    shows: (_reading, has) =>
      has('ovary-cyst') && any(has, ['ectopic-pain', 'belly-severe']) && any(has, ['vomiting', 'cant-stand', 'faint-feeling', 'fainted']),
  },
  {
    id: 'internal-bleeding',
    level: 'emergency',
    reason: 'a blow to the belly with signs of bleeding inside',
    shows: (_reading, has) =>
      has('belly-blow') && any(has, ['belly-pain-any', 'belly-severe', 'ectopic-pain']) && any(has, ['faint-feeling', 'fainted', 'grey-pale', 'collapsed']),
  },
  {
    id: 'bleeding',
    level: 'emergency',
    reason: 'heavy bleeding',
    shows: (_reading, has) => has('bleeding-heavy') || (has('cough-blood') && any(has, ['bleeding-heavy', 'cant-breathe', 'breathless', 'chest-discomfort'])),
  },
  {
    id: 'bleeding-after-birth',
    level: 'emergency',
    reason: 'heavy bleeding after giving birth',
    // NHS (postpartum haemorrhage): after a birth, bleeding that soaks a pad an hour, clots as big as a plum, or heavy
    // bleeding with faintness: call 999. A period's heavy days are a GP's matter, not this picture.
    shows: (_reading, has) =>
      has('new-mother') && (has('pad-soaking') || has('large-clots') || (has('bleeding-heavy') && any(has, ['faint-feeling', 'fainted', 'grey-pale']))),
  },
  {
    id: 'hypoglycaemia',
    level: 'emergency',
    reason: 'very low blood sugar',
    // A hypo already treated and over ("had juice, now 130 and fine") is the diabetes team's today (recurring-hypos).
    shows: (reading, has) =>
      (has('low-sugar') &&
        any(has, [...BRAIN_DOWN, 'shaky-sweaty', 'sweating', 'fainted', 'faint-feeling']) &&
        !(reading.recovered && !any(has, BRAIN_DOWN))) ||
      (has('diabetic') && any(has, BRAIN_DOWN)),
  },
  {
    id: 'ketoacidosis',
    level: 'emergency',
    reason: 'very high blood sugar with ketones (diabetic ketoacidosis)',
    // NHS: a very high sugar with vomiting, deep fast breathing, a fruity smell on the breath or drowsiness: A&E now.
    shows: (_reading, has) =>
      (has('very-high-sugar') && any(has, ['vomiting', 'fruity-breath', 'breathless', ...BRAIN_DOWN])) || (has('diabetic') && has('fruity-breath')),
  },
  {
    id: 'very-high-temperature',
    level: 'emergency',
    reason: 'a very high temperature with confusion',
    shows: (_reading, has) => has('very-high-temp') && any(has, [...BRAIN_DOWN, 'fainted']),
  },
  {
    id: 'long-seizure',
    level: 'emergency',
    reason: 'a seizure lasting more than 5 minutes',
    shows: (_reading, has) => has('long-seizure'),
  },
  {
    id: 'chemo-fever',
    level: 'emergency',
    reason: 'a fever during chemotherapy',
    // NHS: a temperature of 38 °C or more during chemotherapy can be sepsis; get help immediately.
    shows: (_reading, has) => has('chemo') && has('fever'),
  },
  {
    id: 'pregnancy-warning',
    level: 'emergency',
    reason: 'warning signs in pregnancy',
    // NHS: pre-eclampsia (a severe headache, blurred sight, pain below the ribs, vomiting) and heavy bleeding; severe
    // tummy pain that does not go away in pregnancy, or with a baby that has stopped moving (placental abruption).
    shows: (_reading, has) =>
      (has('cord-prolapse') && (has('labour') || has('pregnant'))) ||
      (has('belly-severe') && any(has, ['pregnant', 'fewer-kicks', 'baby-quiet'])) ||
      (has('pregnant') && (has('blurred-vision') || has('bleeding-heavy') || (has('headache') && any(has, ['vomiting', 'face-swelling'])) || has('fainted'))),
  },
  {
    id: 'aortic-aneurysm',
    level: 'emergency',
    reason: 'sudden belly or back pain with a pulsing lump',
    shows: (_reading, has) => has('pulsating-lump') && any(has, ['back-pain', 'belly-pain-any', 'belly-severe', 'faint-feeling', 'fainted', 'collapsed']),
  },
  {
    id: 'ectopic',
    level: 'emergency',
    reason: 'a possible ectopic pregnancy',
    // NHS: pain low on one side or at the shoulder tip, with a late period or a pregnancy, and feeling faint or bleeding.
    shows: (_reading, has) =>
      (has('pregnant') || has('period-late')) && has('ectopic-pain') && any(has, ['faint-feeling', 'fainted', 'collapsed', 'bleeding-heavy']),
  },
  {
    id: 'clot-in-lung',
    level: 'emergency',
    reason: 'a possible clot in the lung',
    // NHS: the weeks after a birth (a caesarean above all) are a time of clots: breathlessness with a chest pain or a
    // racing heart is one in the lung until shown otherwise.
    shows: (_reading, has) =>
      (has('calf-clot') && any(has, ['breathless', 'cant-breathe', 'chest-discomfort', 'cough-blood'])) ||
      (has('new-mother') && any(has, ['breathless', 'cant-breathe']) && any(has, ['chest-discomfort', 'sepsis-sign', 'cough-blood'])),
  },
  {
    id: 'bile-vomiting',
    level: 'emergency',
    reason: 'a baby vomiting green',
    // NHS: green vomit in a baby or young child can mean a blocked or twisted gut, which needs A&E at once.
    shows: (reading, has) => isYoung(reading.subject) && has('green-vomit'),
  },
  {
    id: 'skin-reaction',
    level: 'emergency',
    reason: 'skin that blisters and peels, with sores in the mouth or eyes',
    // NHS (Stevens-Johnson syndrome, toxic epidermal necrolysis): blistering, peeling skin with mouth or eye sores.
    shows: (_reading, has) => has('skin-shedding') && (has('mouth-eye-sores') || has('fever')),
  },
  {
    id: 'testicular-torsion',
    level: 'emergency',
    reason: 'a sudden, severe pain in a testicle (it may be twisted)',
    // NHS: sudden, very bad testicle pain needs A&E now; surgery within hours saves the testicle.
    shows: (_reading, has) => has('testicle-severe') || (has('testicle-pain') && has('vomiting')),
  },
  {
    id: 'priapism',
    level: 'emergency',
    reason: 'an erection that will not go down (priapism)',
    // NHS: an erection lasting more than 4 hours is a medical emergency: go to A&E.
    shows: (_reading, has) => has('priapism'),
  },
  {
    id: 'cauda-equina',
    level: 'emergency',
    reason: 'back pain with numbness around the bottom or loss of bladder control (cauda equina)',
    // NHS: back pain with numbness around the bottom or genitals, or not being able to pee or control it: A&E now.
    shows: (_reading, has) =>
      (has('saddle-numbness') && (has('back-pain') || has('continence-loss') || has('limb-weak'))) ||
      (has('back-pain') && has('continence-loss') && has('limb-weak')),
  },
  {
    id: 'electric-injury',
    level: 'emergency',
    reason: 'an electric shock with a burn or drowsiness',
    // NHS and St John Ambulance: an electric shock with a burn, drowsiness, confusion, a fit or trouble breathing.
    shows: (_reading, has) =>
      has('electric-shock') && any(has, ['burn-severe', 'burn-blister', ...BRAIN_DOWN, 'fainted', 'cant-breathe', 'breathless', 'chest-discomfort']),
  },
  {
    id: 'spinal-injury',
    level: 'emergency',
    reason: 'a fall or crash with legs or arms that cannot be felt or moved (a possible spinal injury)',
    shows: (_reading, has) => has('fall-from-height') && any(has, ['limb-numb', 'limb-weak', 'limb-weak-strong']),
  },
  {
    id: 'injury-internal-bleeding',
    level: 'emergency',
    reason: 'a fall or crash followed by belly pain, faintness or drowsiness (possible bleeding inside)',
    // NHS: a serious injury with signs of bleeding inside (belly pain or swelling, dizziness on standing, drowsiness).
    shows: (_reading, has) => has('fall-from-height') && any(has, ['belly-pain-any', 'belly-severe', 'faint-feeling', 'fainted', 'grey-pale', ...BRAIN_DOWN]),
  },
  {
    id: 'toxic-hyperthermia',
    level: 'emergency',
    reason: 'a high temperature with rigid or jerking muscles and confusion',
    // NHS (serotonin syndrome, heat stroke): a high temperature with muscle rigidity or jerks and confusion or a fit.
    shows: (_reading, has) =>
      ((has('fever') || has('very-high-temp')) && has('muscle-jerks') && any(has, [...BRAIN_DOWN, 'restless'])) ||
      (has('very-high-temp') && has('muscle-jerks')),
  },
  {
    id: 'limb-ischaemia',
    level: 'emergency',
    reason: 'a leg or arm that is cold, pale and numb (a blocked artery)',
    shows: (_reading, has) => has('limb-cold-pale') && any(has, ['limb-numb', 'limb-weak', 'limb-weak-strong']) && !has('cold-weather'),
  },
  {
    id: 'open-fracture',
    level: 'emergency',
    reason: 'a bone through the skin',
    shows: (_reading, has) => has('open-fracture'),
  },
  {
    id: 'hypertensive-emergency',
    level: 'emergency',
    reason: 'a very high blood pressure with warning signs',
    // NHS: a reading of 180/120 or more with a severe headache, blurred sight, chest pain or confusion: 999.
    shows: (_reading, has) =>
      has('very-high-bp') && any(has, ['blurred-vision', 'vision-loss', 'headache', 'chest-discomfort', 'confused', 'sudden-confusion', 'breathless']),
  },
  {
    id: 'venomous-bite',
    level: 'emergency',
    reason: 'a snake bite or scorpion sting',
    shows: (_reading, has) => has('venomous-bite'),
  },
  {
    id: 'drowning',
    level: 'emergency',
    reason: 'someone pulled from the water who is not well',
    shows: (_reading, has) => has('drowning') && any(has, ['cant-breathe', 'breathless', 'blue-lips', 'sepsis-sign', 'vomiting', ...BRAIN_DOWN]),
  },
  {
    id: 'sepsis',
    level: 'emergency',
    reason: 'possible sepsis',
    // NHS: with an infection (a wound, the urine), a fever and a racing heart, mottled skin, confusion or a feeling of
    // dying is sepsis: call 999.
    shows: (reading, has) =>
      ((has('infection-source') || has('urine-pain')) && has('fever') && any(has, ['sepsis-sign', 'confused', 'sudden-confusion', 'drowsy', 'unresponsive'])) ||
      // Any infection can lead to it: a fever with two of its red flags is the picture without a named source. No urine
      // all day is one of them.
      (has('fever') && signsNamedApart(reading, 'sepsis-sign') + (has('no-urine') ? 1 : 0) >= 2),
  },
  {
    id: 'heat-stroke',
    level: 'emergency',
    reason: 'signs of heat stroke',
    shows: (_reading, has) => has('heat-exposure') && (any(has, [...BRAIN_DOWN, 'fainted']) || has('hot-dry-skin')),
  },
  {
    id: 'carbon-monoxide',
    level: 'emergency',
    reason: 'possible carbon monoxide poisoning',
    shows: (_reading, has) =>
      has('co-alarm') ||
      (has('co-source') &&
        any(has, ['headache', 'faint-feeling', 'nausea', 'vomiting', 'drowsy', 'confused', 'fainted']) &&
        (has('many-ill') || any(has, [...BRAIN_DOWN, 'fainted']))),
  },
  {
    id: 'child-poisoning',
    level: 'emergency',
    reason: 'a child who swallowed something harmful',
    shows: (reading, has) =>
      isYoung(reading.subject) && ((has('swallowed') && any(has, ['pills', 'poison-substance', 'overdose', 'alcohol'])) || harmfulInMouth(reading)),
  },
  {
    id: 'poisoning',
    level: 'emergency',
    reason: 'a possible poisoning or overdose',
    shows: (reading, has) =>
      has('overdose') ||
      (swallowedSomething(reading) && has('poison-substance') && !has('allergen-contact')) ||
      // A drink is not a poisoning; a whole bottle, or a drinker who cannot be woken, is.
      (swallowedSomething(reading) && has('alcohol') && (has('many') || any(has, BRAIN_DOWN))) ||
      (has('extra-dose') && any(has, [...BRAIN_DOWN, 'vomiting', 'fainted'])) ||
      // Paracetamol past its daily maximum, with its first signs (NHS): sickness, pain under the right ribs.
      (has('paracetamol-named') && has('doses-too-many') && any(has, ['nausea', 'vomiting', 'belly-pain-any', 'yellow-eyes', ...BRAIN_DOWN])) ||
      // Wild mushrooms or a cleaning liquid followed by vomiting; blurred sight after illicit liquor (methanol).
      (has('poison-substance') && any(has, [...BRAIN_DOWN, 'vomiting'])) ||
      (has('illicit-alcohol') && any(has, [...BRAIN_DOWN, 'blurred-vision', 'vision-loss'])) ||
      (has('pesticide-sprayed') && any(has, [...BRAIN_DOWN, 'muscle-jerks', 'blurred-vision', 'vomiting', 'cant-breathe', 'breathless', 'seizure'])) ||
      (swallowedSomething(reading) && near(reading, 'pills', 'many', 4)) ||
      // An opioid: pinpoint pupils with drowsiness or slow breathing; fumes from mixed cleaners with breathing trouble.
      (has('pinpoint-pupils') && any(has, [...BRAIN_DOWN, 'fainted', 'slow-breathing', 'vomiting'])) ||
      (has('toxic-fumes') && any(has, ['cant-breathe', 'breathless', 'recession', 'chest-discomfort', ...BRAIN_DOWN])),
  },
  {
    id: 'smoke-inhalation',
    level: 'emergency',
    reason: 'smoke breathed in with breathing trouble',
    shows: (_reading, has) => has('smoke-inhaled') && any(has, ['cant-breathe', 'breathless', 'recession', 'blue-lips', ...BRAIN_DOWN]),
  },
  {
    id: 'bleeding-after-surgery',
    level: 'emergency',
    reason: 'bleeding after a tonsil operation',
    shows: (_reading, has) => has('after-tonsils') && any(has, ['spitting-blood', 'vomit-blood', 'bleeding-heavy', 'cough-blood']),
  },
  {
    id: 'throat-blocked',
    level: 'emergency',
    reason: 'a throat so blocked or swollen that saliva cannot be swallowed or breathing is harder',
    shows: (_reading, has) =>
      has('cant-swallow-saliva') || (has('under-tongue-swelling') && any(has, ['cant-breathe', 'breathless', 'recession', 'cant-swallow-saliva'])),
  },
  {
    id: 'eye-infection-spreading',
    level: 'emergency',
    reason: 'a swollen eye with fever and pain on moving it or double vision',
    shows: (_reading, has) => has('eye-swollen') && has('fever') && has('eye-move-pain'),
  },
  {
    id: 'crush-injury',
    level: 'emergency',
    reason: 'a body crushed for a long time, now with dark urine or numb swollen limbs',
    shows: (_reading, has) => has('crushed') && any(has, ['blood-in-urine', 'limb-numb', 'fingers-numb-pale']),
  },
  {
    id: 'tight-cast',
    level: 'emergency',
    reason: 'a cast with growing pain and numb or pale fingers or toes',
    shows: (_reading, has) => has('in-cast') && has('fingers-numb-pale'),
  },
  {
    id: 'bleeding-on-warfarin',
    level: 'emergency',
    reason: 'a very high INR with bleeding or a headache',
    // NHS (warfarin): bleeding that will not stop, blood in vomit or stools, or a severe headache: A&E.
    shows: (_reading, has) =>
      has('high-inr') && any(has, ['headache', 'vomit-blood', 'black-stool', 'cough-blood', 'bleeding-heavy', 'fainted', 'confused', 'sudden-confusion']),
  },
  {
    id: 'head-injury',
    level: 'emergency',
    reason: 'a head injury with warning signs',
    shows: (_reading, has) => has('head-injury') && any(has, ['vomiting', 'drowsy', 'confused', 'fainted', 'unresponsive', 'seizure', 'speech-trouble']),
  },
  {
    id: 'hypothermia',
    level: 'emergency',
    reason: 'a body dangerously cold',
    // NHS "Hypothermia": call 999 when someone very cold has stopped shivering, is confused, drowsy or slurring.
    shows: (reading, has) =>
      has('hypothermia') &&
      (signsNamedApart(reading, 'hypothermia') > 1 || any(has, ['confused', 'sudden-confusion', 'drowsy', 'speech-trouble', 'unresponsive'])),
  },
  {
    id: 'weakness-spreading',
    level: 'emergency',
    reason: 'weakness spreading through the limbs with breathlessness',
    // NHS "Guillain-Barré syndrome": weakness that spreads up the legs to the arms with trouble breathing is 999.
    shows: (reading, has) => has('breathless') && weakLegsAndArms(reading),
  },
  {
    id: 'burn',
    level: 'emergency',
    reason: 'a serious burn',
    shows: (_reading, has) => has('burn-severe'),
  },
  {
    id: 'severe-dehydration',
    level: 'emergency',
    reason: 'diarrhoea or vomiting over and over with signs of severe dehydration',
    shows: (_reading, has) =>
      has('diarrhoea-many') &&
      any(has, ['cant-stand', 'fainted', 'drowsy', 'confused', 'floppy']) &&
      any(has, ['dehydration-signs', 'cant-stand', 'sepsis-sign', 'faint-feeling']),
  },
  {
    id: 'child-dehydration',
    level: 'emergency',
    reason: 'a child who may be badly dehydrated',
    // NHS: in a baby, a sunken soft spot with another sign of dehydration (no tears, a dry mouth) needs help now.
    shows: (reading, has) =>
      isYoung(reading.subject) &&
      has('dehydration-signs') &&
      (any(has, ['drowsy', 'floppy', 'confused']) ||
        (has('no-urine') && any(has, ['sunken', 'vomiting', 'fever'])) ||
        (reading.subject === 'baby' && has('sunken') && signsNamedApart(reading, 'dehydration-signs') >= 2)),
  },
  // Crisis: decided before any urgent picture, after the emergencies.
  {
    id: 'unsafe',
    level: 'crisis',
    reason: 'not being safe at home',
    shows: (_reading, has) => has('unsafe-home'),
  },
  {
    id: 'child-unsafe',
    level: 'crisis',
    reason: 'a child who is not safe',
    // NSPCC and Childline India: a child married off or put to work, or always hungry and bruised, is a child at risk.
    shows: (reading, has) => isMinor(reading) && (has('child-exploited') || signsNamedApart(reading, 'child-neglect') > 1),
  },
  {
    id: 'eating-disorder',
    level: 'crisis',
    reason: 'an eating disorder putting you at risk',
    // NHS: one sign of the behaviour (hiding food, exercising to burn it off, purging after meals) with one of the body
    // (periods stopping, weight lost, teeth marked by vomiting) or the wish to weigh less is a picture of an eating
    // disorder; any one alone is not.
    shows: (_reading, has) => has('eating-disorder') || (has('ed-behaviour') && (has('ed-body') || has('weight-intent'))),
  },
  {
    id: 'self-harm',
    level: 'crisis',
    reason: 'self-harm',
    shows: (_reading, has) => has('self-harm') || (has('own-doing') && has('body-marks')),
  },
  {
    id: 'psychosis-risk',
    level: 'crisis',
    reason: 'a mind out of touch with what is real, with a risk of harm',
    // NHS: postpartum psychosis is an emergency; voices or fixed fears with a weapon at hand put someone at risk.
    shows: (_reading, has) => has('voices') && (has('new-mother') || has('weapon')),
  },
  {
    id: 'infant-harm-thoughts',
    level: 'crisis',
    reason: 'thoughts of harming a baby',
    // NHS: a parent with thoughts of harming their baby needs help now, for them and for the baby.
    shows: (_reading, has) => has('harm-thoughts-baby'),
  },
  {
    id: 'voices-harm',
    level: 'crisis',
    reason: 'voices telling them to harm themselves',
    // NHS urgent mental health: voices that tell someone to harm themselves, or that they cannot be harmed, are a crisis.
    shows: (_reading, has) => has('voices-harm'),
  },
  {
    id: 'suicide-euphemism',
    level: 'crisis',
    reason: 'thoughts of suicide',
    // Samaritans and NIMH warning signs: talk of finally resting or being ready to go, with pills or other means at hand.
    shows: (_reading, has) => has('rest-euphemism') && any(has, ['means', 'pills', 'overdose', 'lethal-amount', 'many']),
  },
  {
    id: 'suicide',
    level: 'crisis',
    reason: 'thoughts of suicide',
    shows: (_reading, has) =>
      has('suicidal') ||
      has('warning-sign') ||
      has('whereabouts') ||
      has('lethal-amount') ||
      has('hanging-point') ||
      (has('means') && has('plan') && has('hopeless')),
  },
  // Urgent: a doctor today.
  {
    id: 'child-fever',
    level: 'urgent',
    reason: 'a young child with a fever that needs a doctor today',
    shows: (reading, has) =>
      (reading.subject === 'baby' && has('fever')) ||
      (isYoung(reading.subject) && (has('fever-days') || (has('fever') && any(has, ['dehydration-signs', 'ear-pain', 'rash'])))),
  },
  {
    id: 'black-stool',
    level: 'urgent',
    reason: 'black or bloody stools',
    // NHS: beetroot can colour urine pink or red.
    shows: (_reading, has) => has('black-stool') || (has('blood-in-urine') && !has('beetroot-eaten')) || has('cough-blood'),
  },
  {
    id: 'kidney-infection',
    level: 'urgent',
    reason: 'a urine infection that may have reached the kidneys',
    shows: (_reading, has) => has('urine-pain') && (has('fever') || has('back-pain')),
  },
  {
    id: 'urine-retention-painful',
    level: 'emergency',
    reason: 'no urine with a painful, swollen belly (urinary retention)',
    // NHS "Urinary retention": not being able to pee at all needs A&E; the pain and the swollen bladder confirm it.
    shows: (_reading, has) => has('urine-retention') && any(has, ['bladder-swollen', 'belly-distended', 'belly-severe']),
  },
  {
    id: 'pregnancy-high-bp',
    level: 'urgent',
    reason: 'a raised blood pressure in pregnancy',
    // NICE NG133: 140/90 or more in pregnancy is assessed the same day; with a headache, sight changes or sudden swelling
    // it is the pre-eclampsia emergency picture.
    shows: (reading, has) => (has('pregnant') || opensWithWeeks(reading)) && (has('raised-bp') || has('very-high-bp')),
  },
  {
    id: 'waters-leaking',
    level: 'urgent',
    reason: 'fluid leaking in pregnancy (waters breaking)',
    shows: (reading, has) => has('waters-leaking') && (has('pregnant') || opensWithWeeks(reading)),
  },
  {
    id: 'head-injury-sick',
    level: 'urgent',
    reason: 'a head injury followed by feeling sick',
    // NHS "Head injury and concussion": feeling sick or a headache that does not go after a head injury needs a doctor.
    shows: (_reading, has) => has('head-injury') && has('nausea'),
  },
  {
    id: 'severe-anaemia',
    level: 'urgent',
    reason: 'a very low haemoglobin',
    shows: (_reading, has) => has('very-low-hb'),
  },
  {
    id: 'lithium-toxicity',
    level: 'urgent',
    reason: 'possible signs of too much lithium',
    // NHS "Lithium": diarrhoea or vomiting with a worse tremor or unsteadiness need a doctor straight away (a blood test).
    shows: (_reading, has) => has('lithium-taken') && has('gut-upset') && (has('tremor-unsteady') || has('drowsy')),
  },
  {
    id: 'pregnancy-urine',
    level: 'urgent',
    reason: 'a urine infection in pregnancy',
    // NHS: a urine infection in pregnancy is treated the same day.
    shows: (_reading, has) => has('urine-pain') && has('pregnant'),
  },
  {
    id: 'tetanus-rabies',
    level: 'emergency',
    reason: 'signs of tetanus or rabies after a wound or a bite',
    // NHS: tetanus (a locked jaw with stiffness or spasms after a wound) and rabies (fear of water, spasms on drinking,
    // after an animal bite) need emergency care.
    shows: (_reading, has) =>
      (has('lockjaw') && any(has, ['stiff-neck', 'muscle-jerks', 'seizure', 'bite-broke-skin', 'deep-cut'])) ||
      (has('fear-of-water') && any(has, ['bite-broke-skin', 'muscle-jerks', 'confused', 'restless'])),
  },
  {
    id: 'birth-now',
    level: 'emergency',
    reason: 'a baby about to be born before help is there',
    shows: (_reading, has) => has('birth-now') && has('labour'),
  },
  {
    id: 'amputation',
    level: 'emergency',
    reason: 'a body part cut off',
    shows: (_reading, has) => has('amputation'),
  },
  {
    id: 'eye-chemical',
    level: 'emergency',
    reason: 'a chemical in the eye',
    shows: (_reading, has) => has('eye-chemical'),
  },
  {
    id: 'eye-emergency',
    level: 'emergency',
    reason: 'an eye that needs hospital care now',
    // NHS "Eye injuries": sight lost after an injury needs A&E; NHS "Glaucoma": a very painful red eye with halos round
    // lights or vomiting (acute angle closure) needs A&E at once. A painful red eye with blurred sight alone is urgent.
    shows: (_reading, has) =>
      (has('eye-injury') && has('vision-loss')) || (has('halos') && any(has, ['eye-pain-severe', 'vomiting'])) || (has('eye-pain-severe') && has('vomiting')),
  },
  {
    id: 'eye-injury',
    level: 'urgent',
    reason: 'an eye injury',
    shows: (_reading, has) => has('eye-injury'),
  },
  {
    id: 'wound',
    level: 'urgent',
    reason: 'a wound that needs a doctor today',
    shows: (_reading, has) => has('bite-broke-skin') || has('deep-cut') || has('red-spreading') || has('dirty-wound'),
  },
  {
    id: 'giant-cell-arteritis',
    level: 'urgent',
    reason: 'a headache at the temples with a tender scalp or jaw pain (giant cell arteritis)',
    // NHS: see a GP urgently; steroids the same day protect the sight (vision loss is the stroke picture's emergency).
    shows: (_reading, has) => count(has, ['temple-headache', 'scalp-tender', 'jaw-chewing-pain']) >= 2,
  },
  {
    id: 'hearing-loss',
    level: 'urgent',
    reason: 'sudden hearing loss',
    shows: (_reading, has) => has('hearing-loss'),
  },
  {
    id: 'retinal-tear',
    level: 'urgent',
    reason: 'new floaters or flashes of light in the eye (a possible retinal tear)',
    shows: (_reading, has) => has('new-floaters'),
  },
  {
    id: 'fracture',
    level: 'urgent',
    reason: 'a possible broken bone',
    shows: (_reading, has) => has('fracture-signs'),
  },
  {
    id: 'calf-clot',
    level: 'urgent',
    reason: 'a swollen, painful calf (a possible clot)',
    shows: (_reading, has) => has('calf-clot'),
  },
  {
    id: 'fever-days',
    level: 'urgent',
    reason: 'a fever that will not go away',
    shows: (reading, has) => has('fever-days') && !(has('mild-fever') && !isYoung(reading.subject)),
  },
  {
    id: 'dehydration',
    level: 'urgent',
    reason: 'signs of dehydration in a child',
    shows: (reading, has) => isYoung(reading.subject) && has('dehydration-signs'),
  },
  {
    id: 'tia',
    level: 'urgent',
    reason: 'stroke signs that have passed (a possible mini-stroke)',
    shows: (reading, has) => strokeSigns(has) && reading.recovered && reading.daysAgo,
  },
  {
    id: 'seizure-over',
    level: 'urgent',
    reason: 'a seizure that is over',
    shows: (reading, has) => has('seizure') && reading.recovered,
  },
  {
    id: 'fewer-kicks',
    level: 'urgent',
    reason: 'a baby moving less than usual in pregnancy',
    shows: (_reading, has) => has('fewer-kicks') || (has('baby-quiet') && has('pregnant')),
  },
  {
    id: 'high-inr',
    level: 'urgent',
    reason: 'a high INR on a blood thinner',
    shows: (_reading, has) => has('high-inr'),
  },
  {
    id: 'very-high-bp',
    level: 'urgent',
    reason: 'a very high blood pressure reading',
    shows: (_reading, has) => has('very-high-bp'),
  },
  {
    id: 'swallowed-object',
    level: 'urgent',
    reason: 'a child who swallowed a small object',
    shows: (reading, has) => isYoung(reading.subject) && has('small-object') && swallowedSomething(reading),
  },
  {
    id: 'extra-dose',
    level: 'urgent',
    reason: 'an extra dose of a medicine',
    shows: (reading, has) => has('extra-dose') && !asksBeforeTaking(reading, 'extra-dose'),
  },
  {
    id: 'burn-blister',
    level: 'urgent',
    reason: 'a burn that blisters',
    shows: (_reading, has) => has('burn-blister'),
  },
  {
    id: 'belly-pain',
    level: 'urgent',
    reason: 'a severe belly pain with vomiting',
    shows: (_reading, has) => has('belly-severe') && has('vomiting'),
  },
  {
    id: 'jaundice',
    level: 'urgent',
    reason: 'yellow skin or eyes (jaundice)',
    shows: (_reading, has) => has('yellow-eyes'),
  },
  {
    id: 'throat-object',
    level: 'urgent',
    reason: 'something stuck in the throat',
    // NHS: a bone or object stuck in the throat is seen at urgent care or A&E; trouble breathing is the choking picture.
    shows: (_reading, has) => has('throat-object'),
  },
  {
    id: 'new-angina',
    level: 'urgent',
    reason: 'chest pain that comes with effort and goes with rest',
    // NHS "Angina": chest pain brought on by effort and eased by rest needs an urgent GP appointment; pain at rest,
    // or that lasts, is the heart attack picture above.
    shows: (_reading, has) => has('chest-discomfort') && has('exertion-pain') && has('eased-by-rest'),
  },
  {
    id: 'ear-object',
    level: 'urgent',
    reason: 'something stuck in the ear',
    shows: (_reading, has) => has('ear-object'),
  },
  {
    id: 'urine-retention',
    level: 'urgent',
    reason: 'urine that will not come',
    shows: (_reading, has) => has('urine-retention'),
  },
  {
    id: 'lung-disease-flare',
    level: 'urgent',
    reason: 'a lung disease flaring up',
    // NHS "COPD": more breathless than usual, or phlegm that changes colour, needs the GP or care plan today.
    shows: (_reading, has) => has('lung-disease') && any(has, ['breathless', 'fever', 'cough-blood']),
  },
  {
    id: 'steroid-sick-day',
    level: 'urgent',
    reason: "an illness with Addison's or steroid dependence",
    shows: (_reading, has) => has('adrenal') && any(has, ['fever', 'vomiting', 'diarrhoea-many', 'faint-feeling']),
  },
  {
    id: 'alcohol-withdrawal',
    level: 'urgent',
    reason: 'stopping heavy drinking suddenly',
    shows: (_reading, has) =>
      (has('alcohol-stopped') || (has('cold-turkey') && has('alcohol'))) &&
      any(has, ['shaky-sweaty', 'sweating', 'confused', 'seizure', 'restless', 'withdrawal-symptom']),
  },
  {
    id: 'medicine-mood',
    level: 'urgent',
    reason: 'a change in mood on a medicine known to cause one',
    // MHRA Drug Safety Updates, FDA boxed warnings: low mood, rage, nightmares or restlessness on isotretinoin,
    // montelukast, varenicline, levetiracetam, mefloquine, efavirenz, finasteride, topiramate or steroids is for the
    // prescriber to hear about today.
    shows: (_reading, has) => has('mood-risk-medicine') && has('mood-change'),
  },
  {
    id: 'medicine-stopped',
    level: 'urgent',
    reason: 'stopping a medicine that has to be reduced slowly',
    // NHS: antidepressants, benzodiazepines and steroids taken for weeks are reduced slowly; stopped at once they can
    // bring dizziness, "brain zaps", shaking, sleeplessness, and with steroids an adrenal crisis.
    shows: (_reading, has) =>
      has('taper-medicine') && has('medicine-stopped') && any(has, ['withdrawal-symptom', 'mood-change', 'faint-feeling', 'shaky-sweaty']),
  },
  {
    id: 'migraine-prolonged',
    level: 'urgent',
    reason: 'a migraine lasting days with vomiting',
    // NHS: a migraine lasting more than 72 hours, or vomiting that keeps the medicine from working, needs a GP today.
    shows: (_reading, has) => has('headache-days') && any(has, ['vomiting', 'cant-keep-down']),
  },
  {
    id: 'tooth-knocked-out',
    level: 'urgent',
    reason: 'a knocked-out adult tooth',
    shows: (_reading, has) => has('tooth-knocked-out'),
  },
  {
    id: 'recurring-hypos',
    level: 'urgent',
    reason: 'low blood sugar again and again on a diabetes medicine',
    // NHS "Low blood sugar": hypos that keep coming back, or came with a new medicine, need the diabetes team today.
    shows: (_reading, has) =>
      has('diabetic') &&
      has('low-sugar') &&
      any(has, ['again-and-again', 'new-medicine']) &&
      any(has, ['shaky-sweaty', 'sweating', 'confused', 'faint-feeling', 'drowsy']),
  },
  {
    id: 'heart-failure-worse',
    level: 'urgent',
    reason: 'heart failure getting worse',
    shows: (reading, has) =>
      (has('heart-failure') && any(has, ['fluid-signs', 'breathless'])) ||
      // New fluid signs with breathlessness (BHF): swollen ankles, extra pillows, a few kilos up.
      (signsNamedApart(reading, 'fluid-signs') > 1 && has('breathless')),
  },
  {
    id: 'low-blood-pressure',
    level: 'urgent',
    reason: 'a low blood pressure with dizziness',
    shows: (_reading, has) => has('low-bp') && any(has, ['faint-feeling', 'fainted', 'confused']),
  },
  {
    id: 'high-sugar',
    level: 'urgent',
    reason: 'a very high blood sugar',
    shows: (_reading, has) => has('very-high-sugar'),
  },
  {
    id: 'mosquito-fever',
    level: 'urgent',
    reason: 'a fever that may be dengue or malaria',
    shows: (_reading, has) => has('fever') && has('mosquito-fever'),
  },
  {
    id: 'flood-fever',
    level: 'urgent',
    reason: 'a fever after wading through flood water (possible leptospirosis)',
    shows: (_reading, has) => has('fever') && has('flood-water'),
  },
  {
    id: 'mental-health-urgent',
    level: 'urgent',
    reason: 'a mind that needs urgent care today',
    // NHS urgent mental health help: voices, a racing mind or nights without sleep; a new mother who feels numb.
    shows: (_reading, has) => has('voices') || (has('mind-racing') && has('no-sleep-days')) || (has('new-mother') && has('mother-numb')),
  },
  {
    id: 'fainted',
    level: 'urgent',
    reason: 'fainting',
    shows: (_reading, has) => has('fainted'),
  },
  {
    id: 'asthma-worse',
    level: 'urgent',
    reason: 'asthma that is getting worse',
    shows: (_reading, has) => has('reliever-often'),
  },
  {
    id: 'shingles',
    level: 'urgent',
    reason: 'a rash that may be shingles (antiviral medicine works best within three days)',
    shows: (_reading, has) => has('shingles'),
  },
  {
    id: 'emergency-contraception',
    level: 'urgent',
    reason: 'the need for emergency contraception',
    shows: (_reading, has) => has('contraception-failed'),
  },
  {
    id: 'needlestick',
    level: 'urgent',
    reason: 'a prick from a used needle',
    shows: (_reading, has) => has('needlestick'),
  },
  {
    id: 'vomiting-persistent',
    level: 'urgent',
    reason: 'sickness that keeps fluids from staying down',
    shows: (_reading, has) => has('cant-keep-down'),
  },
  {
    id: 'pregnancy-itch',
    level: 'urgent',
    reason: 'itching of the palms or soles in pregnancy (it can be a liver condition of pregnancy)',
    shows: (_reading, has) => has('itchy-palms-soles') && has('pregnant'),
  },
  {
    id: 'pregnancy-chickenpox',
    level: 'urgent',
    reason: 'contact with chickenpox in pregnancy',
    shows: (_reading, has) => has('chickenpox-contact') && has('pregnant'),
  },
  {
    id: 'medicine-rash',
    level: 'urgent',
    reason: 'a rash after starting a medicine',
    shows: (_reading, has) => has('new-medicine') && has('rash'),
  },
  {
    id: 'immunosuppressed-fever',
    level: 'urgent',
    reason: 'a fever on a medicine that lowers immunity',
    shows: (_reading, has) => has('on-immunosuppressant') && has('fever'),
  },
  {
    id: 'sick-day-ketones',
    level: 'urgent',
    reason: 'high sugars or ketones in a diabetic who is unwell',
    shows: (_reading, has) => has('diabetic') && has('ketones-present'),
  },
  {
    id: 'confusion-infection',
    level: 'urgent',
    reason: 'new confusion with signs of an infection',
    // Of someone else: "I'm confused what's safe" is no confusion.
    shows: (reading, has) =>
      reading.mentions.some((mention) => (mention.sign === 'confused' || mention.sign === 'sudden-confusion') && mention.subject !== 'self') &&
      any(has, ['urine-pain', 'urine-smell', 'fever']),
  },
  {
    id: 'dehydration-adult',
    level: 'urgent',
    reason: 'signs of dehydration',
    shows: (_reading, has) => has('dehydration-signs') && any(has, ['faint-feeling', 'cant-keep-down', 'confused', 'cant-stand']),
  },
  // Check: danger is possible but the picture is incomplete.
  {
    id: 'chest',
    level: 'check',
    reason: 'chest discomfort',
    question: 'now-chest',
    shows: (_reading, has) => has('chest-discomfort') || (has('pain-spreads') && any(has, ['sweating', 'nausea', 'breathless', 'grey-pale', 'faint-feeling'])),
  },
  {
    id: 'allergy',
    level: 'check',
    reason: 'an allergic reaction',
    question: 'allergy-breathing',
    shows: (_reading, has) => has('allergen-contact') && (has('hives') || has('face-swelling') || has('nausea')),
  },
  {
    id: 'breathless',
    level: 'check',
    reason: 'breathlessness',
    question: 'now-breathing',
    shows: (_reading, has) => has('breathless'),
  },
  {
    id: 'weakness',
    level: 'check',
    reason: 'weakness or numbness',
    question: 'stroke-signs',
    shows: (_reading, has) => has('limb-weak') || has('sudden-confusion') || (has('vision-loss') && !has('worst-headache')),
  },
  {
    id: 'low-mood',
    level: 'check',
    reason: 'feeling hopeless',
    question: 'crisis-safe',
    shows: (_reading, has) => has('hopeless') || (has('means') && has('plan')),
  },
  {
    id: 'young-fever',
    level: 'check',
    reason: 'a child with a fever',
    question: 'child-fever',
    shows: (reading, has) => isYoung(reading.subject) && has('fever') && any(has, ['rash', 'drowsy', 'vomiting', 'stiff-neck']),
  },
];

const ORDER: Readonly<Record<PictureLevel, number>> = { emergency: 0, crisis: 1, urgent: 2, check: 3 };

/** Every picture the reading shows, most urgent first (emergency, crisis, urgent, check; then table order). */
export function picturesOf(reading: SignReading): Picture[] {
  const has = (sign: SignId) => reading.signs.has(sign);
  return PICTURES.filter((picture) => picture.shows(reading, has))
    .map(({ shows: _shows, ...picture }) => picture)
    .sort((a, b) => ORDER[a.level] - ORDER[b.level]);
}
