// Shared curated answers on low mood that is not a crisis (winter, grief, loneliness, work stress) and on getting back
// to health after a heart attack, a stent, surgery or an illness, and what to eat with a cold or after a stomach bug.
// Written in our own words from the source beside each entry; the chat's safety triage still reads every message first.
import type { KnowledgeSeed } from './knowledge-seed';

const NHS_SAD = {
  title: 'NHS — Seasonal affective disorder (SAD)',
  url: 'https://www.nhs.uk/mental-health/conditions/seasonal-affective-disorder-sad/overview/',
};
const NHS_GRIEF = {
  title: 'NHS — Grief after bereavement or loss',
  url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/grief-bereavement-loss/',
};
const CRUSE = { title: 'Cruse Bereavement Support — Supporting someone who is grieving', url: 'https://www.cruse.org.uk/' };
const NHS_LONELY = {
  title: 'NHS — Feeling lonely',
  url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/feeling-lonely/',
};
const NIHR_LONELINESS_OLDER = {
  title: 'NIHR Evidence — How can we reduce the toll of loneliness in older adults?',
  url: 'https://evidence.nihr.ac.uk/collection/how-can-we-reduce-the-toll-of-loneliness-in-older-adults',
};
const HSE_WORK_STRESS = { title: 'Health and Safety Executive — Work-related stress', url: 'https://www.hse.gov.uk/stress/' };
const BHF_CARDIAC_REHAB = {
  title: 'British Heart Foundation — Cardiac rehabilitation',
  url: 'https://www.bhf.org.uk/informationsupport/support/cardiac-rehabilitation',
};
const AHA_CARDIAC_REHAB = { title: 'American Heart Association — Cardiac rehab', url: 'https://www.heart.org/en/health-topics/cardiac-rehab' };
const NHS_HEART_ATTACK_RECOVERY = { title: 'NHS — Heart attack: recovery', url: 'https://www.nhs.uk/conditions/heart-attack/recovery/' };
const NHS_ANGIOPLASTY_RECOVERY = {
  title: 'NHS — Coronary angioplasty and stent insertion: recovery',
  url: 'https://www.nhs.uk/conditions/coronary-angioplasty/recovery/',
};
const NHS_CABG_RECOVERY = {
  title: 'NHS — Coronary artery bypass graft: recovery',
  url: 'https://www.nhs.uk/conditions/coronary-artery-bypass-graft-cabg/recovery/',
};
const NHS_LONG_COVID = {
  title: 'NHS — Long-term effects of COVID-19 (long COVID)',
  url: 'https://www.nhs.uk/conditions/covid-19/long-term-effects-of-covid-19-long-covid/',
};
const NHS_ACTIVITY_ADULTS = {
  title: 'NHS — Physical activity guidelines for adults aged 19 to 64',
  url: 'https://www.nhs.uk/live-well/exercise/exercise-guidelines/physical-activity-guidelines-for-adults-aged-19-to-64/',
};
const RNOH_EATING_SURGERY = {
  title: 'Royal National Orthopaedic Hospital NHS Trust — Eating well before and after surgery: patient guide',
  url: 'https://rnoh.nhs.uk/patients-and-visitors/patient-information-guides/eating-well-before-and-after-surgery-patients-guide',
};
const ESPEN_SURGERY = {
  title: 'Weimann et al., Clinical Nutrition 2017 — ESPEN guideline: clinical nutrition in surgery',
  url: 'https://doi.org/10.1016/j.clnu.2017.02.013',
};
const NHS_COMMON_COLD = { title: 'NHS — Common cold', url: 'https://www.nhs.uk/conditions/common-cold/' };
const NHS_DIARRHOEA_VOMITING = { title: 'NHS — Diarrhoea and vomiting', url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/' };

export const SHARED_RECOVERY_AND_MOOD_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Low mood in winter.
  {
    id: 'shared-seasonal-mood-what_is',
    topic: 'seasonal-mood',
    intent: 'what_is',
    question: 'What is seasonal affective disorder (SAD), or winter depression?',
    answer:
      'SAD is depression that comes and goes with the seasons, usually starting in autumn and easing in spring. Besides low mood it often brings low energy, sleeping more, craving carbohydrates, weight gain and losing interest in things you usually enjoy.',
    detail: 'Less daylight affecting the body clock and the hormones melatonin and serotonin is thought to play a part.',
    source: NHS_SAD,
  },
  {
    id: 'shared-seasonal-mood-how_to',
    topic: 'seasonal-mood',
    intent: 'how_to',
    question: 'How can I cope with feeling low in winter when the days are short? Do light boxes help the winter blues?',
    answer:
      'Get as much daylight as you can, such as a walk at midday, sit near windows, keep active, keep regular sleep and meal times, and plan things you enjoy. Some people find a light box helps with winter low mood.',
    detail:
      'The evidence for light boxes is mixed. If low mood lasts or returns every winter, a doctor can talk through talking therapies and other treatments.',
    source: NHS_SAD,
  },
  {
    id: 'shared-seasonal-mood-symptoms',
    topic: 'seasonal-mood',
    intent: 'symptoms',
    question: 'Is it normal to feel down in the dark winter months? Winter blues or SAD?',
    answer:
      "Many people feel flatter and more tired in the dark months, the 'winter blues', and still manage daily life. When low mood, tiredness and loss of interest return each winter and get in the way of work or relationships, it may be SAD.",
    detail: 'Noting how you feel over several weeks helps: a pattern that repeats each year is useful for a doctor to see.',
    source: NHS_SAD,
  },

  // Grief.
  {
    id: 'shared-grief-how_to',
    topic: 'grief',
    intent: 'how_to',
    question: 'How do I cope with grief after someone dies?',
    answer:
      'Let yourself feel it: grief comes in waves of sadness, anger, guilt or numbness. Talk about the person with people you trust, keep simple routines for sleep, meals and a little activity, and accept practical help. There is no right way or timetable.',
    detail: 'Bereavement services and support groups help many people, and a doctor can too if grief makes daily life very hard.',
    source: NHS_GRIEF,
  },
  {
    id: 'shared-grief-symptoms',
    topic: 'grief',
    intent: 'symptoms',
    question: 'Is what I feel normal when grieving? How long does grief last? I cannot concentrate since my dad died',
    answer:
      'Grief can bring shock, deep sadness, anger, guilt, poor sleep and concentration, tiredness and even aches, after the loss of a person or a pet. It has no fixed timetable; for many it slowly becomes easier to carry, though anniversaries can bring it back.',
    detail: 'Talk to a doctor if months later you still cannot manage daily life, feel hopeless, or use alcohol or drugs to cope.',
    source: NHS_GRIEF,
  },
  {
    id: 'shared-grief-how_to-2',
    topic: 'grief',
    intent: 'how_to',
    question: 'How can I support a friend who is grieving after a bereavement, such as losing a parent?',
    answer:
      'Get in touch and say you are sorry, use the name of the person who died, and listen more than you talk. Offer specific help, such as a meal or company on a hard day, and stay in touch after the funeral, when others fade.',
    detail: 'You do not need the right words; being there and letting them talk about the person usually matters most.',
    source: CRUSE,
  },

  // Loneliness.
  {
    id: 'shared-loneliness-how_to',
    topic: 'loneliness',
    intent: 'how_to',
    question: 'How can I feel less lonely, for example after moving to a new city?',
    answer:
      'Start small: message or call someone you have not spoken to for a while, join a group around something you enjoy, such as a class, a walking group or volunteering, and say yes to invitations. Time outdoors and regular routines help too.',
    detail: 'If you feel lonely most of the time, talking therapies or your doctor can help, especially when it comes with low mood.',
    source: NHS_LONELY,
  },
  {
    id: 'shared-loneliness-symptoms',
    topic: 'loneliness',
    intent: 'symptoms',
    question: 'Why do I feel lonely, even around people? Is loneliness bad for health?',
    answer:
      'Loneliness is feeling that your connections are not what you want; you can feel it alone or in a crowd. A move, a loss, a break-up, a new job, retirement or illness often sets it off, and it eases as connections form.',
    detail: 'Loneliness that lasts is linked with poorer mental and physical health, so it is worth acting on early.',
    source: NHS_LONELY,
  },
  {
    id: 'shared-loneliness-how_to-2',
    topic: 'loneliness',
    intent: 'how_to',
    question: 'How can I help an elderly parent who lives alone and is isolated?',
    answer:
      'Keep regular contact through calls, video chats and visits, help them find local groups, lunch clubs or befriending services, and make getting out easier, with transport or a shared walk. Ask what they would enjoy rather than deciding for them.',
    detail: 'Problems with hearing, sight or getting about can keep older people at home; help with these makes it easier to reconnect.',
    source: NIHR_LONELINESS_OLDER,
  },

  // Stress at work.
  {
    id: 'shared-stress-how_to-3',
    topic: 'stress',
    intent: 'how_to',
    question: 'How do I deal with stress at work, deadlines, my boss and a heavy workload?',
    answer:
      'List your tasks and do the most important first, break big jobs into steps, take proper breaks and a lunch away from your desk, and set limits on work messages after hours. Tell your manager early if the workload is unmanageable.',
    detail: 'Employers must assess and reduce work-related stress; HR, occupational health or a union can help if talking to your manager is hard.',
    source: HSE_WORK_STRESS,
  },

  // After a heart attack, a stent or heart surgery.
  {
    id: 'shared-heart-recovery-food_sources',
    topic: 'heart-recovery',
    intent: 'food_sources',
    question: 'What should I eat after a heart attack or a stent? Diet after heart surgery',
    answer:
      'A heart-healthy pattern: plenty of vegetables, fruit, wholegrains, beans and lentils, oily fish twice a week, nuts, and unsaturated oils in place of butter or ghee, with less salt, sugar, processed meat and fried food. Your cardiac rehab team can tailor it.',
    detail:
      'Food supports the medicines you were prescribed but does not replace them, and some supplements interact with heart medicines such as blood thinners.',
    source: BHF_CARDIAC_REHAB,
  },
  {
    id: 'shared-heart-recovery-what_is',
    topic: 'heart-recovery',
    intent: 'what_is',
    question: 'What is cardiac rehab (cardiac rehabilitation)?',
    answer:
      'Cardiac rehab is a programme after a heart attack, a stent, heart surgery or heart failure: supervised exercise, advice on food, medicines, smoking and stress, and emotional support, usually over several weeks. People who take part recover better and return to hospital less often.',
    detail: 'If you have not been offered it, ask your hospital team or doctor to refer you.',
    source: AHA_CARDIAC_REHAB,
  },
  {
    id: 'shared-heart-recovery-how_to',
    topic: 'heart-recovery',
    intent: 'how_to',
    question: 'When can I exercise again after a heart attack or a stent?',
    answer:
      'Most people start with short, gentle walks within days and build up over the following weeks, guided by the rehab team. After a planned stent many are back to normal activity within a week; recovering from a heart attack usually takes a few months.',
    detail: 'Stop and get help if activity brings chest pain, severe breathlessness, dizziness or palpitations.',
    source: NHS_HEART_ATTACK_RECOVERY,
  },
  {
    id: 'shared-heart-recovery-how_to-2',
    topic: 'heart-recovery',
    intent: 'how_to',
    question: 'How long does recovery take after heart bypass surgery? When can I walk normally and drive?',
    answer:
      'After bypass surgery most people walk short distances in hospital within days, go home after about a week and build up walking at home. Full recovery usually takes around 12 weeks, while the breastbone heals.',
    detail: 'Avoid heavy lifting, and do not drive until your team says you can; a cardiac rehab programme helps you build up safely.',
    source: NHS_CABG_RECOVERY,
  },
  {
    id: 'shared-heart-recovery-side_effects',
    topic: 'heart-recovery',
    intent: 'side_effects',
    question: 'Can I drink alcohol after a heart attack or after having a stent fitted?',
    answer:
      'Ask your heart team, as it depends on your heart and medicines. In general stay within 14 units a week spread over several days, with drink-free days and no binges: alcohol can raise blood pressure, add weight and upset the heart’s rhythm.',
    detail: 'Alcohol can also interact with some heart medicines, including blood thinners.',
    source: NHS_ANGIOPLASTY_RECOVERY,
  },

  // After an illness or an operation.
  {
    id: 'shared-illness-recovery-how_to',
    topic: 'illness-recovery',
    intent: 'how_to',
    question: 'How do I get fit again after being ill for weeks? Getting back to exercise after an illness',
    answer:
      'Start lower than before and build up slowly: short walks or gentle activity on most days, adding a little time or effort each week if you feel fine the next day. Rest when you need to, and keep up fluids, sleep and regular meals.',
    detail: 'Work back towards 150 minutes of moderate activity a week, with some strength exercise, over weeks rather than days.',
    source: NHS_ACTIVITY_ADULTS,
  },
  {
    id: 'shared-illness-recovery-how_to-2',
    topic: 'illness-recovery',
    intent: 'how_to',
    question: 'How soon can I go back to the gym after being ill with flu, covid or a chest infection?',
    answer:
      'Wait until the fever has gone and you have felt well for a day or two, then restart at a lighter level and build back over a week or two. A fever, chest symptoms or aching all over mean rest, not a workout.',
    detail: 'If tiredness or breathlessness makes even light exercise hard weeks later, slow down and check with a doctor.',
    source: NHS_LONG_COVID,
  },
  {
    id: 'shared-illness-recovery-symptoms',
    topic: 'illness-recovery',
    intent: 'symptoms',
    question: 'Why am I still exhausted weeks after covid or a virus? How do I build back up? Post-viral tiredness',
    answer:
      'Tiredness, breathlessness and poor concentration can last weeks after covid, flu and other infections. Pace yourself: spread activities out, rest before you are exhausted and increase slowly. Symptoms lasting more than 12 weeks after covid may be long COVID.',
    detail: 'See a doctor if you are not improving 4 weeks after covid, or sooner for chest pain, breathlessness or worsening symptoms.',
    source: NHS_LONG_COVID,
  },
  {
    id: 'shared-illness-recovery-food_sources',
    topic: 'illness-recovery',
    intent: 'food_sources',
    question: 'What should I eat after surgery or an operation to heal faster?',
    answer:
      'Eat regular meals with protein in each, such as eggs, dairy, fish, meat, beans, lentils or tofu, plus fruit, vegetables and wholegrains, and drink plenty. Healing needs extra protein and energy, so this is not the time to diet.',
    detail:
      'Painkillers and less movement often cause constipation: fibre, fluids and gentle walking help. Follow any special diet your surgical team gives you.',
    source: RNOH_EATING_SURGERY,
  },
  {
    id: 'shared-illness-recovery-how_to-3',
    topic: 'illness-recovery',
    intent: 'how_to',
    question: 'How do I get my appetite back after being ill or after an operation?',
    answer:
      'Eat little and often, small meals or snacks every 2 to 3 hours, choose foods you fancy, and add nourishing extras such as milk, yoghurt, eggs, cheese or nut butter. Drink between meals rather than with them so you do not fill up.',
    detail: 'See a doctor if a poor appetite lasts more than a couple of weeks or you keep losing weight.',
    source: RNOH_EATING_SURGERY,
  },
  {
    id: 'shared-protein-dose-3',
    topic: 'protein',
    intent: 'dose',
    question: 'How much protein do I need when recovering from surgery, an operation, an illness or an injury?',
    answer:
      'Needs rise while the body heals: guidance for people recovering from surgery suggests about 1.5 g of protein per kg of body weight a day, roughly double the usual 0.75 to 0.8 g, spread across meals.',
    detail: 'People with kidney disease should ask their doctor first, as they may need less protein, not more.',
    source: ESPEN_SURGERY,
  },

  // Food with a cold and after a stomach bug.
  {
    id: 'shared-colds-food_sources',
    topic: 'colds',
    intent: 'food_sources',
    question: 'What should I eat and drink when I have a cold or the flu?',
    answer:
      'Drink plenty of fluids, such as water, warm drinks, soups and broths, and eat what you can: soup, porridge, yoghurt, fruit and vegetables give energy, fluid and vitamins. A warm drink of honey and lemon can soothe a sore throat.',
    detail: 'Rest and fluids do most of the work while a cold runs its course. Never give honey to a baby under one.',
    source: NHS_COMMON_COLD,
  },
  {
    id: 'shared-diarrhoea-food_sources-2',
    topic: 'diarrhoea',
    intent: 'food_sources',
    question: 'What can I eat after a stomach bug, gastroenteritis or norovirus? When can I eat normally again?',
    answer:
      'Keep sipping fluids, in small frequent sips if you are being sick. Eat when you feel able: plain foods such as toast, rice, pasta, bananas, soup and crackers are easy to start with; return to your usual food over a day or two.',
    detail: 'Rehydration sachets help if you are losing a lot of fluid. Stay off work or school until 2 days after the last bout of vomiting or diarrhoea.',
    source: NHS_DIARRHOEA_VOMITING,
  },
];
