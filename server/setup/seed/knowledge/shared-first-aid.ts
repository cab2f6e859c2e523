// Shared curated answers on first aid and warning signs, for people learning ahead of need: a first-aid course, a
// parent preparing, a carer. Written in our own words from the source beside each entry (NHS, Resuscitation Council
// UK, British Heart Foundation, American Heart Association). The chat's safety triage answers a real emergency first;
// these entries teach, and each says when to call emergency services.
import type { KnowledgeSeed } from './knowledge-seed';

const NHS_CPR = { title: 'NHS — First aid: CPR', url: 'https://www.nhs.uk/conditions/first-aid/cpr/' };
const RESUS_ADULT_BLS = {
  title: 'Resuscitation Council UK — Adult basic life support guidelines (2021)',
  url: 'https://www.resus.org.uk/library/2021-resuscitation-guidelines/adult-basic-life-support-guidelines',
};
const RESUS_PAEDIATRIC_BLS = {
  title: 'Resuscitation Council UK — Paediatric basic life support guidelines (2021)',
  url: 'https://www.resus.org.uk/library/2021-resuscitation-guidelines/paediatric-basic-life-support-guidelines',
};
const AHA_HANDS_ONLY_CPR = { title: 'American Heart Association — Hands-Only CPR', url: 'https://cpr.heart.org/en/cpr-courses-and-kits/hands-only-cpr' };
const BHF_DEFIBRILLATORS = {
  title: 'British Heart Foundation — How to use a defibrillator',
  url: 'https://www.bhf.org.uk/how-you-can-help/how-to-save-a-life/defibrillators',
};
const NHS_RECOVERY_POSITION = { title: 'NHS — First aid: the recovery position', url: 'https://www.nhs.uk/conditions/first-aid/recovery-position/' };
const NHS_FIRST_AID = { title: 'NHS — First aid', url: 'https://www.nhs.uk/conditions/first-aid/' };
const NHS_FIRST_AID_KIT = {
  title: 'NHS — What should I keep in my first aid kit?',
  url: 'https://www.nhs.uk/common-health-questions/accidents-first-aid-and-treatments/what-should-i-keep-in-my-first-aid-kit/',
};
const NHS_CHOKING = { title: 'NHS — Choking', url: 'https://www.nhs.uk/conditions/choking/' };
const NHS_BURNS = { title: 'NHS — Burns and scalds', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' };
const NHS_NOSEBLEED = { title: 'NHS — Nosebleed', url: 'https://www.nhs.uk/conditions/nosebleed/' };
const NHS_FAINTING = { title: 'NHS — Fainting', url: 'https://www.nhs.uk/conditions/fainting/' };
const NHS_SEIZURE = {
  title: 'NHS — What to do if someone has a seizure (fit)',
  url: 'https://www.nhs.uk/conditions/epilepsy/what-to-do-if-someone-has-a-seizure-fit/',
};
const NHS_FEBRILE_SEIZURES = { title: 'NHS — Febrile seizures', url: 'https://www.nhs.uk/conditions/febrile-seizures/' };
const NHS_HEART_ATTACK = { title: 'NHS — Heart attack', url: 'https://www.nhs.uk/conditions/heart-attack/' };
const AHA_HEART_ATTACK_SIGNS = {
  title: 'American Heart Association — Warning signs of a heart attack',
  url: 'https://www.heart.org/en/health-topics/heart-attack/warning-signs-of-a-heart-attack',
};
const AHA_ATTACK_OR_ARREST = {
  title: 'American Heart Association — Heart attack or sudden cardiac arrest: how are they different?',
  url: 'https://www.heart.org/en/health-topics/heart-attack/about-heart-attacks/heart-attack-or-sudden-cardiac-arrest-how-are-they-different',
};
const NHS_ANAPHYLAXIS = { title: 'NHS — Anaphylaxis', url: 'https://www.nhs.uk/conditions/anaphylaxis/' };
const NHS_SEPSIS = { title: 'NHS — Sepsis', url: 'https://www.nhs.uk/conditions/sepsis/' };
const NHS_MENINGITIS = { title: 'NHS — Meningitis', url: 'https://www.nhs.uk/conditions/meningitis/' };
const NHS_HEAT = { title: 'NHS — Heat exhaustion and heatstroke', url: 'https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/' };
const NHS_HEATWAVE = {
  title: 'NHS — Heatwave: how to cope in hot weather',
  url: 'https://www.nhs.uk/live-well/seasonal-health/heatwave-how-to-cope-in-hot-weather/',
};
const NHS_LOW_BLOOD_SUGAR = { title: 'NHS — Low blood sugar (hypoglycaemia)', url: 'https://www.nhs.uk/conditions/low-blood-sugar-hypoglycaemia/' };
const NHS_DEHYDRATION = { title: 'NHS — Dehydration', url: 'https://www.nhs.uk/conditions/dehydration/' };
const NHS_HEAD_INJURY = { title: 'NHS — Head injury and concussion', url: 'https://www.nhs.uk/conditions/head-injury-and-concussion/' };

export const SHARED_FIRST_AID_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // CPR and defibrillators.
  {
    id: 'shared-cpr-what_is',
    topic: 'cpr',
    intent: 'what_is',
    question: 'What is CPR and when should you start it?',
    answer:
      'CPR (cardiopulmonary resuscitation) keeps blood moving to the brain when the heart has stopped, by pressing on the chest and sometimes breathing for the person. Start it when someone is unresponsive and not breathing normally: occasional gasps are not normal breathing.',
    detail: 'Every minute without CPR lowers the chance of surviving a cardiac arrest; early CPR and a defibrillator give the best chance.',
    source: NHS_CPR,
  },
  {
    id: 'shared-cpr-how_to',
    topic: 'cpr',
    intent: 'how_to',
    question: 'How do you do CPR on an adult? Hands-only CPR steps',
    answer:
      'Call emergency services on speaker, kneel beside the person, put the heel of one hand on the centre of the chest, the other on top, and push hard and fast. If trained, give 2 rescue breaths after every 30 compressions; otherwise just keep pushing.',
    detail: 'Send someone for a defibrillator (AED) and switch it on as soon as it arrives: it talks you through each step.',
    source: NHS_CPR,
  },
  {
    // "What is the right rate?" states what_is; "how many a minute?" finds it by its words.
    id: 'shared-cpr-what_is-3',
    topic: 'cpr',
    intent: 'what_is',
    question: 'What is the correct rate and depth of chest compressions in CPR (resuscitation)? How fast, how deep, and the 30:2 ratio',
    answer:
      'Push 100 to 120 times a minute, about two a second, and 5 to 6 cm deep on an adult, letting the chest rise fully between pushes. Trained rescuers give 30 compressions, then 2 rescue breaths, and repeat.',
    detail:
      "A song with that beat, such as 'Stayin' Alive', helps keep the pace. Swap with someone every two minutes if you can, as compressions get shallower when you tire.",
    source: RESUS_ADULT_BLS,
  },
  {
    id: 'shared-cpr-how_to-2',
    topic: 'cpr',
    intent: 'how_to',
    question: 'How do you do CPR on a baby or infant under one year old? Baby CPR and resuscitation steps',
    answer:
      "Open the airway and give 5 rescue breaths, sealing your mouth over the baby's mouth and nose. Then 30 compressions with two fingers mid-chest, a third of its depth (about 4 cm), 100 to 120 a minute; continue 2 breaths to 30.",
    detail:
      'Call emergency services on speaker before you start; with no phone to hand, give about a minute of CPR first, then take the baby with you to call.',
    source: RESUS_PAEDIATRIC_BLS,
  },
  {
    id: 'shared-cpr-how_to-3',
    topic: 'cpr',
    intent: 'how_to',
    question: 'How do you do CPR on a child or toddler over one year old? Child CPR',
    answer:
      "Give 5 rescue breaths first, then 30 compressions with one or two hands, pressing down a third of the chest's depth (about 5 cm) at 100 to 120 a minute, then 2 breaths to every 30 compressions.",
    detail:
      'Children usually stop breathing before the heart stops, which is why breaths come first. If you cannot give breaths, compressions alone are still far better than nothing.',
    source: RESUS_PAEDIATRIC_BLS,
  },
  {
    id: 'shared-cpr-comparison',
    topic: 'cpr',
    intent: 'comparison',
    question: 'Hands only or with rescue breaths: do I have to give mouth to mouth?',
    answer:
      'If you are untrained or unwilling to give breaths, continuous chest compressions alone are far better than doing nothing and work well for an adult who suddenly collapses. Trained rescuers add 2 breaths after every 30 compressions.',
    detail: 'Rescue breaths matter more for children, babies, drowning and breathing problems, so they are worth learning on a first-aid course.',
    source: AHA_HANDS_ONLY_CPR,
  },
  {
    id: 'shared-cpr-what_is-2',
    topic: 'cpr',
    intent: 'what_is',
    question: 'What is a defibrillator (AED), how does it work and can anyone use one? Will it shock someone who does not need it?',
    answer:
      "An AED is a portable machine that reads the heart's rhythm through sticky pads on the chest and gives a shock only if that rhythm needs one. Anyone can use it: switch it on and follow its spoken instructions.",
    detail: 'It will not shock a heart that does not need it. Keep CPR going while someone else attaches the pads, and stand clear when it tells you to.',
    source: BHF_DEFIBRILLATORS,
  },

  // The recovery position and the basics.
  {
    id: 'shared-recovery-position-what_is',
    topic: 'recovery-position',
    intent: 'what_is',
    question: 'What is the recovery position and when do you use it?',
    answer:
      'It is a steady position on the side for someone who is unresponsive but breathing normally. It keeps the airway open and lets vomit or fluid drain out of the mouth instead of choking them.',
    detail:
      'If you suspect a neck or back injury, do not move them unless their airway is blocked or they are in danger; keep the head still and call for help.',
    source: NHS_RECOVERY_POSITION,
  },
  {
    id: 'shared-recovery-position-how_to',
    topic: 'recovery-position',
    intent: 'how_to',
    question: 'How do you put someone in the recovery position, step by step?',
    answer:
      'Kneel beside them, put the arm nearest you at a right angle, palm up, and hold the back of their other hand against their cheek. Bend their far knee, pull it to roll them onto their side towards you, then tilt the head back.',
    detail: 'Stay with them and keep checking their breathing until help arrives; if it stops, roll them onto their back and start CPR.',
    source: NHS_RECOVERY_POSITION,
  },
  {
    id: 'shared-recovery-position-how_to-2',
    topic: 'recovery-position',
    intent: 'how_to',
    question: 'Recovery position for a baby: how do you hold a baby who is unresponsive but breathing?',
    answer:
      'A baby under one does not go on the floor on their side: cradle them in your arms with the head tilted downwards, so the tongue cannot block the airway and any vomit can drain out.',
    detail: 'Keep watching their breathing while you wait for help, and start baby CPR if it stops.',
    source: NHS_RECOVERY_POSITION,
  },
  {
    id: 'shared-first-aid-how_to',
    topic: 'first-aid',
    intent: 'how_to',
    question: 'What are the basic steps of first aid? DRABC and DRSABCD, the primary survey',
    answer:
      'Check for Danger to you and others, then a Response: speak and tap their shoulders. Shout for help, open the Airway by tilting the head back, and check Breathing for up to 10 seconds. Not breathing normally: call emergency services and start CPR.',
    detail:
      'DRSABCD is one way to remember it: Danger, Response, Send for help, Airway, Breathing, CPR, Defibrillator. A course lets you practise on a manikin.',
    source: NHS_FIRST_AID,
  },
  {
    id: 'shared-first-aid-product_choice',
    topic: 'first-aid',
    intent: 'product_choice',
    question: 'What should be in a first aid kit at home?',
    answer:
      'Plasters in several sizes, sterile gauze dressings, crepe and triangular bandages, tape, safety pins, disposable gloves, tweezers, scissors, alcohol-free wipes, a digital thermometer, and painkillers and antihistamines suitable for the people at home.',
    detail: "Add what your family needs, such as a spare inhaler or adrenaline auto-injector, keep it out of children's reach and check the dates regularly.",
    source: NHS_FIRST_AID_KIT,
  },

  // Choking.
  {
    // A comparison, not symptoms: a question that states no intent ("what do I do if someone is choking?") is
    // guessed to ask for symptoms, and the signs would then answer what to do.
    id: 'shared-choking-comparison',
    topic: 'choking',
    intent: 'comparison',
    question: 'What are the signs someone is choking? Mild versus severe, or just coughing',
    answer:
      'Mild choking: they can cough, cry or speak and can usually clear it themselves. Severe choking: they cannot speak, cry, cough or breathe, may clutch their throat, make no sound or turn blue, and need back blows straight away.',
    detail: 'A baby who is choking may be silent and unable to cry. If anyone becomes unresponsive, call emergency services and start CPR.',
    source: NHS_CHOKING,
  },
  {
    id: 'shared-choking-how_to',
    topic: 'choking',
    intent: 'how_to',
    question: 'What do you do if an adult is choking? Back blows and abdominal thrusts (the Heimlich manoeuvre)',
    answer:
      'If they can cough, encourage it. If they cannot cough, speak or breathe, lean them forward and give up to 5 back blows between the shoulder blades, then up to 5 abdominal thrusts: a fist above the belly button, pulled sharply in and up.',
    detail:
      'If it does not come out, call emergency services and keep repeating back blows and thrusts until help arrives. Anyone given abdominal thrusts should see a doctor afterwards.',
    source: NHS_CHOKING,
  },
  {
    id: 'shared-choking-how_to-2',
    topic: 'choking',
    intent: 'how_to',
    question: 'How do you help a choking child or toddler over one year old? Something stuck in a child’s throat',
    answer:
      'As for an adult, scaled down: give up to 5 back blows between the shoulder blades with the child leaning forward, or a small child lying across your lap, then up to 5 abdominal thrusts just above the belly button, pulling in and up.',
    detail:
      'Only pick an object out of the mouth if you can see it and reach it easily; a blind finger sweep can push it further in. Call emergency services if it does not clear.',
    source: NHS_CHOKING,
  },
  {
    id: 'shared-choking-how_to-3',
    topic: 'choking',
    intent: 'how_to',
    question: 'What do you do if a baby under one is choking? A choking infant: back blows and chest thrusts, never abdominal thrusts',
    answer:
      'Lay the baby face down along your thigh, head supported and lower than the bottom, and give up to 5 back blows. If that fails, turn them over and give up to 5 chest thrusts: two fingers mid-chest, below the nipples, pushing sharply down.',
    detail:
      'Never give abdominal thrusts to a baby under one. Call emergency services if it has not cleared, and keep repeating back blows and chest thrusts until help arrives.',
    source: NHS_CHOKING,
  },

  // Burns.
  {
    id: 'shared-burns-how_to',
    topic: 'burns',
    intent: 'how_to',
    question: 'What is the first aid for a burn or scald? How long do you cool a burn under cold water?',
    answer:
      'Move away from the heat, take off clothing or jewellery near the burn unless it is stuck to the skin, and cool the burn under cool or lukewarm running water for 20 minutes. Then cover it loosely with cling film or a clean plastic bag.',
    detail: 'Keep the rest of the person warm while you cool the burn. Paracetamol or ibuprofen can ease the pain if they suit that person.',
    source: NHS_BURNS,
  },
  {
    id: 'shared-burns-side_effects',
    topic: 'burns',
    intent: 'side_effects',
    question: 'Is it OK to put butter, toothpaste, ice or cream on a burn? Should I pop a burn blister?',
    answer:
      'No: ice, iced water, butter, toothpaste, creams and other greasy remedies can trap heat or damage the skin further. Do not burst blisters either, as they protect the healing skin underneath from infection.',
    detail: 'Cling film laid on the burn, not wrapped tightly round a limb, keeps it clean without sticking to it.',
    source: NHS_BURNS,
  },
  {
    id: 'shared-burns-timing',
    topic: 'burns',
    intent: 'timing',
    question: 'When should a burn be seen at hospital or A&E?',
    answer:
      "Go to A&E for a large or deep burn (bigger than the injured person's hand), a burn that looks white or charred, any chemical or electrical burn, and a blistering burn on the face, hands, arms, feet, legs or genitals.",
    detail:
      'Get medical advice too for a burn on a child under 5, a pregnant woman, someone over 60 or someone with a long-term condition, and for any burn that looks infected.',
    source: NHS_BURNS,
  },

  // Nosebleeds.
  {
    id: 'shared-nosebleed-how_to',
    topic: 'nosebleed',
    intent: 'how_to',
    question: 'How do you stop a nosebleed? Should you tilt your head back or forward?',
    answer:
      'Sit down, lean forward and firmly pinch the soft part of the nose just above the nostrils for 10 to 15 minutes, breathing through your mouth. Do not tilt your head back: blood runs down the throat and can make you sick.',
    detail: 'A cold pack on the bridge of the nose may help. For a day afterwards, avoid blowing or picking your nose, hot drinks, alcohol and heavy lifting.',
    source: NHS_NOSEBLEED,
  },
  {
    id: 'shared-nosebleed-symptoms',
    topic: 'nosebleed',
    intent: 'symptoms',
    question: 'Why do I keep getting nosebleeds? What causes nosebleeds, for example in winter?',
    answer:
      'Most start from small blood vessels just inside the nostril, set off by picking, blowing hard, dry heated air, colds, allergies or a knock. Blood thinners and some clotting conditions make them more frequent or longer.',
    detail:
      'See a doctor if nosebleeds keep happening, you take blood thinners or have a clotting condition, you have signs of anaemia, or a child under two has one.',
    source: NHS_NOSEBLEED,
  },

  // Fainting.
  {
    id: 'shared-fainting-how_to',
    topic: 'fainting',
    intent: 'how_to',
    question: 'What should you do when someone faints or passes out? First aid for fainting',
    answer:
      'Lay them on their back and raise their legs on a chair or cushions so blood flows back to the brain; most people come round within a minute. If not, call emergency services and, if they are breathing, use the recovery position.',
    detail: 'When they wake, let them rest lying down and sit up slowly; offer water once they are fully alert.',
    source: NHS_FAINTING,
  },
  {
    id: 'shared-fainting-symptoms',
    topic: 'fainting',
    intent: 'symptoms',
    question: 'Why do people faint? What causes fainting, for example at a blood test?',
    answer:
      'Fainting is a brief loss of consciousness when blood flow to the brain dips. Common triggers are standing up quickly or for long, heat, dehydration, missing meals, pain, fear, or the sight of blood or needles. Less often a heart problem causes it.',
    detail:
      'See a doctor after a first faint with no clear reason, and urgently if you faint during exercise, with chest pain or palpitations, or have a family history of sudden death.',
    source: NHS_FAINTING,
  },
  {
    id: 'shared-fainting-how_to-2',
    topic: 'fainting',
    intent: 'how_to',
    question: 'What should I do if I feel faint or feel like I am going to pass out?',
    answer:
      'Lie down with your legs raised, or sit with your head between your knees, until it passes. Warning signs include dizziness, sweating, blurred vision, ringing ears and feeling sick; lying down early can stop you fainting and falling.',
    detail: 'Then get up slowly, drink some water and eat something if you have missed a meal.',
    source: NHS_FAINTING,
  },

  // Seizures.
  {
    id: 'shared-seizure-how_to',
    topic: 'seizure',
    intent: 'how_to',
    question: 'What should you do when someone is having a seizure, convulsion or epileptic fit? Should you put something in their mouth?',
    answer:
      'Stay with them and keep calm. Move dangerous objects away, cushion their head, loosen anything tight round the neck and time the seizure. Do not hold them down or put anything in their mouth. When the jerking stops, put them in the recovery position.',
    detail: 'They may be confused or sleepy for a while as they come round: speak calmly, and give no food or drink until they are fully alert.',
    source: NHS_SEIZURE,
  },
  {
    id: 'shared-seizure-timing',
    topic: 'seizure',
    intent: 'timing',
    question: 'When should you call an ambulance for a seizure?',
    answer:
      'Call emergency services if it is the first seizure the person has had, it lasts more than 5 minutes, another follows without them waking in between, they are injured, they have trouble breathing, or they do not come round.',
    detail: 'Many people with epilepsy carry a card or care plan saying what is usual for them; if you know it, follow it.',
    source: NHS_SEIZURE,
  },
  {
    id: 'shared-seizure-how_to-2',
    topic: 'seizure',
    intent: 'how_to',
    question: 'What should I do if my child has a febrile convulsion, a fit with a high temperature?',
    answer:
      'Febrile seizures happen with a fever, usually between 6 months and 3 years of age. Lay your child on their side on a soft surface, stay with them, time it and put nothing in their mouth. Most stop within 5 minutes.',
    detail:
      'Call emergency services if it lasts more than 5 minutes, another follows or breathing is difficult, and have a first febrile seizure checked by a doctor. Most children have no lasting harm.',
    source: NHS_FEBRILE_SEIZURES,
  },

  // Heart attack.
  {
    id: 'shared-heart-attack-symptoms',
    topic: 'heart-attack',
    intent: 'symptoms',
    question: 'What are the warning signs of a heart attack, in men and in women?',
    answer:
      'The main sign is chest pain or pressure, tight, heavy or squeezing, that may spread to the arms, jaw, neck, back or stomach. It can come with breathlessness, sweating, feeling sick, light-headedness or a sense of dread.',
    detail:
      'Women, older people and people with diabetes more often have milder or unusual signs, such as breathlessness, nausea, back or jaw pain or sudden tiredness, without severe chest pain.',
    source: AHA_HEART_ATTACK_SIGNS,
  },
  {
    id: 'shared-heart-attack-how_to',
    topic: 'heart-attack',
    intent: 'how_to',
    question: 'What should you do if you think someone is having a heart attack? Should they take aspirin?',
    answer:
      'Call emergency services straight away, then help them sit down and rest. The call handler may tell them to chew one 300 mg aspirin if they are not allergic to it. Stay with them; if they collapse and stop breathing normally, start CPR.',
    detail: 'Do not drive them to hospital or let them walk about: the ambulance brings treatment to them and takes them to the right hospital.',
    source: NHS_HEART_ATTACK,
  },
  {
    id: 'shared-heart-attack-comparison',
    topic: 'heart-attack',
    intent: 'comparison',
    question: 'What is the difference between a heart attack and a cardiac arrest?',
    answer:
      "A heart attack is a blockage of blood flow to part of the heart muscle: the person is usually awake, breathing and in pain. In a cardiac arrest the heart's rhythm fails and it stops pumping: they collapse, do not respond and stop breathing normally.",
    detail: 'A heart attack can lead to a cardiac arrest. Both need emergency services; a cardiac arrest also needs CPR and a defibrillator at once.',
    source: AHA_ATTACK_OR_ARREST,
  },

  // Anaphylaxis.
  {
    id: 'shared-anaphylaxis-what_is',
    topic: 'anaphylaxis',
    intent: 'what_is',
    question: 'What is anaphylaxis, or anaphylactic shock, and what triggers it?',
    answer:
      'It is a serious reaction of the whole body to something the person is allergic to, coming on within minutes and possibly life-threatening. In shock, blood pressure falls so far that the person becomes faint, floppy or collapses.',
    detail:
      'Common triggers are foods such as peanuts, tree nuts, milk, egg and shellfish, insect stings, latex and some medicines. People at risk carry adrenaline auto-injectors.',
    source: NHS_ANAPHYLAXIS,
  },
  {
    id: 'shared-anaphylaxis-symptoms',
    topic: 'anaphylaxis',
    intent: 'symptoms',
    question: 'What are the signs of anaphylaxis, a severe allergic reaction?',
    answer:
      'It usually starts within minutes of a trigger: swelling of the throat or tongue, a hoarse voice or trouble swallowing, wheezing, noisy or fast breathing, feeling faint or confused, pale, blue or grey skin or lips, and collapse. A rash may come too.',
    detail: 'A rash or hives alone is not anaphylaxis, but any sign of trouble with breathing or feeling faint after a known trigger is.',
    source: NHS_ANAPHYLAXIS,
  },
  {
    id: 'shared-anaphylaxis-how_to',
    topic: 'anaphylaxis',
    intent: 'how_to',
    question: 'What should you do if someone has anaphylaxis or a severe allergic reaction?',
    answer:
      "Use their adrenaline auto-injector straight away if they have one, then call emergency services and say 'anaphylaxis'. Lie them down with their legs raised, or let them sit up if breathing is hard. Give a second injector after 5 minutes if they are no better.",
    detail: 'Do not let them stand or walk suddenly, even if they feel better. They still need hospital care, as symptoms can come back hours later.',
    source: NHS_ANAPHYLAXIS,
  },
  {
    id: 'shared-anaphylaxis-how_to-2',
    topic: 'anaphylaxis',
    intent: 'how_to',
    question:
      'How do you use an EpiPen or adrenaline auto-injector for anaphylaxis or a severe allergic reaction? Where do you inject it, and through clothes?',
    answer:
      'Take off the safety cap, hold the pen in your fist and press the tip firmly into the outer thigh, through clothing if needed, until it clicks. Hold it there for the seconds its label gives, then call emergency services.',
    detail: 'Brands work slightly differently: read the instructions when it is prescribed, practise with a trainer pen, and always carry two.',
    source: NHS_ANAPHYLAXIS,
  },
  {
    id: 'shared-anaphylaxis-comparison',
    topic: 'anaphylaxis',
    intent: 'comparison',
    question: 'What is the difference between a mild allergic reaction and anaphylaxis?',
    answer:
      'A mild reaction stays in the skin, nose or eyes: an itchy rash or hives, sneezing, watery eyes, mild lip swelling. Anaphylaxis affects breathing or circulation: throat swelling, wheezing, a hoarse voice, faintness or collapse, and needs adrenaline and an ambulance.',
    detail:
      'A mild reaction can turn severe, so watch someone closely after contact with their known allergy and treat any breathing or faintness sign as anaphylaxis.',
    source: NHS_ANAPHYLAXIS,
  },

  // Sepsis.
  {
    id: 'shared-sepsis-what_is',
    topic: 'sepsis',
    intent: 'what_is',
    question: 'What is sepsis and what causes it?',
    answer:
      "Sepsis is a life-threatening reaction in which the body's response to an infection starts damaging its own organs. It can follow a chest or urine infection, a wound or any other infection, and needs antibiotics in hospital quickly.",
    detail: 'Babies, older people, pregnant women, people with weak immune systems and people recently ill or operated on are most at risk.',
    source: NHS_SEPSIS,
  },
  {
    id: 'shared-sepsis-symptoms',
    topic: 'sepsis',
    intent: 'symptoms',
    question: 'What are the symptoms of sepsis in adults?',
    answer:
      'Warning signs in adults include confusion, slurred speech or not making sense; blue, grey, pale or blotchy skin, lips or tongue; a rash that does not fade when a glass is pressed on it; and difficulty breathing or breathing very fast.',
    detail: 'Other signs are a high or very low temperature, shivering, passing no urine all day and feeling more unwell than ever before.',
    source: NHS_SEPSIS,
  },
  {
    id: 'shared-sepsis-symptoms-2',
    topic: 'sepsis',
    intent: 'symptoms',
    question: 'What are the signs of sepsis in a child or baby?',
    answer:
      'Look for blue, grey, pale or blotchy skin, lips or tongue; a rash that does not fade under a glass; difficulty breathing, such as grunting or the ribs sucking in; a weak, high-pitched cry; and being very sleepy, floppy or hard to wake.',
    detail:
      'Also watch for a baby not feeding or without a wet nappy for 12 hours. A parent sensing that something is badly wrong is reason enough to get help.',
    source: NHS_SEPSIS,
  },

  // Meningitis.
  {
    id: 'shared-meningitis-what_is',
    topic: 'meningitis',
    intent: 'what_is',
    question: 'What is meningitis and is there a vaccine for it?',
    answer:
      'Meningitis is an infection of the membranes around the brain and spinal cord, caused by bacteria or viruses; bacterial meningitis can be life-threatening. Vaccines protect against several causes, including MenB, MenACWY, Hib and pneumococcal vaccines.',
    detail: 'No vaccine covers every type, so knowing the signs still matters. Ask your doctor whether you or your child are up to date.',
    source: NHS_MENINGITIS,
  },
  {
    id: 'shared-meningitis-symptoms',
    topic: 'meningitis',
    intent: 'symptoms',
    question: 'What are the symptoms of meningitis in adults and children?',
    answer:
      'It can start like flu: a high temperature, cold hands and feet, vomiting, headache, a stiff neck, dislike of bright lights, drowsiness or confusion, sometimes fits, and a rash that does not fade when a glass is pressed on it. Signs come in any order.',
    detail: 'Do not wait for a rash: it does not always appear, and someone getting worse quickly needs emergency help.',
    source: NHS_MENINGITIS,
  },
  {
    id: 'shared-meningitis-symptoms-2',
    topic: 'meningitis',
    intent: 'symptoms',
    question: 'What are the signs of meningitis in babies?',
    answer:
      'A baby may refuse feeds, be irritable and not want to be held, have an unusual high-pitched cry, be stiff with jerky movements or floppy, be very sleepy, and have a bulging soft spot on the head, a fever and pale, blotchy skin.',
    detail: 'Trust your instincts: call emergency services or go to A&E if a baby seems seriously unwell, even before any rash.',
    source: NHS_MENINGITIS,
  },
  {
    id: 'shared-meningitis-how_to',
    topic: 'meningitis',
    intent: 'how_to',
    question: 'How do you do the glass test on a rash that does not fade?',
    answer:
      'Press the side of a clear glass firmly against the rash. If you can still see the spots through it, the rash does not fade: a medical emergency. On brown or black skin, check paler areas: palms, soles, the roof of the mouth, inner eyelids.',
    detail: 'A rash that fades is less worrying, but a person who is very unwell needs help whatever the glass shows.',
    source: NHS_MENINGITIS,
  },

  // Heat.
  {
    id: 'shared-heat-illness-symptoms',
    topic: 'heat-illness',
    intent: 'symptoms',
    question: 'What are the signs of heat exhaustion and heatstroke?',
    answer:
      'Heat exhaustion: headache, dizziness, feeling sick, heavy sweating, pale clammy skin, cramps, fast breathing or pulse, strong thirst and a temperature of 38°C or more. Heatstroke: feeling hot and dry, no longer sweating, 40°C or more, confusion, a fit or unresponsiveness.',
    detail: 'Children may simply become floppy and sleepy. Babies, older people and people with long-term conditions overheat most easily.',
    source: NHS_HEAT,
  },
  {
    id: 'shared-heat-illness-comparison',
    topic: 'heat-illness',
    intent: 'comparison',
    question: 'What is the difference between heat exhaustion and heat stroke?',
    answer:
      'Heat exhaustion is the body struggling to cool down: the person is sweaty, tired and dizzy but usually recovers within 30 minutes of cooling and fluids. Heatstroke is when cooling fails and the brain is affected, with confusion, fits or collapse: an emergency.',
    detail: 'Heatstroke can follow heat exhaustion that is not cooled in time, which is why cooling straight away matters.',
    source: NHS_HEAT,
  },
  {
    id: 'shared-heat-illness-how_to',
    topic: 'heat-illness',
    intent: 'how_to',
    question: 'How do you cool someone down with heat exhaustion?',
    answer:
      'Move them somewhere cool, lie them down with their feet slightly raised, and give plenty of water or a rehydration or sports drink. Cool their skin with cool water, fan them, and hold cold packs wrapped in cloth to the armpits or neck.',
    detail: 'Stay with them: they should feel better within 30 minutes. If not, call emergency services, as it may be heatstroke.',
    source: NHS_HEAT,
  },
  {
    id: 'shared-heat-illness-how_to-2',
    topic: 'heat-illness',
    intent: 'how_to',
    question: 'How can I avoid overheating in a heatwave and keep older relatives safe in hot weather?',
    answer:
      'Stay out of the sun between 11 am and 3 pm, keep rooms cool by closing curtains on sunny windows, drink plenty of fluids, avoid alcohol and hard exercise in the heat, and wear light, loose clothes.',
    detail: 'Check on older relatives and neighbours, babies and people with heart or lung conditions: they overheat more easily and may not feel thirsty.',
    source: NHS_HEATWAVE,
  },

  // Low blood sugar in diabetes.
  {
    id: 'shared-blood-sugar-how_to-2',
    topic: 'blood-sugar',
    intent: 'how_to',
    question: 'How do you treat a hypo (low blood sugar) in diabetes? How much sugar should you give?',
    answer:
      'If blood sugar is under 4 mmol/L or hypo signs appear, take 15 to 20 g of fast-acting sugar: a small glass of juice or non-diet fizzy drink, or 4 to 5 glucose tablets. Recheck after 10 to 15 minutes; repeat if still under 4.',
    detail: 'Once it is back above 4, eat a snack with slower carbohydrate, such as a sandwich or biscuits, or your next meal, so it does not fall again.',
    source: NHS_LOW_BLOOD_SUGAR,
  },
  {
    id: 'shared-blood-sugar-how_to-3',
    topic: 'blood-sugar',
    intent: 'how_to',
    question: 'What to do if a diabetic person with low blood sugar (a hypo) is drowsy, confused or unconscious',
    answer:
      'If they are too drowsy to swallow safely or are unconscious, give nothing by mouth. Put them in the recovery position and call emergency services; someone trained may give a glucagon injection if they have one prescribed.',
    detail: 'Someone awake but confused may manage a sugary drink in small sips: stay with them and recheck their level.',
    source: NHS_LOW_BLOOD_SUGAR,
  },

  // Dehydration in babies and children.
  {
    id: 'shared-hydration-symptoms-2',
    topic: 'hydration',
    intent: 'symptoms',
    question: 'Signs of dehydration in a baby, toddler or child: how do I know if my baby or toddler is dehydrated?',
    answer:
      "Look for a sunken soft spot on the top of a baby's head, few or no tears when crying, fewer wet nappies, dark yellow wee, a dry mouth, and being drowsy, irritable or floppy.",
    detail:
      'Keep offering breast or formula milk, or fluids for older children, and get urgent advice from a doctor; a very drowsy or floppy baby needs emergency help.',
    source: NHS_DEHYDRATION,
  },

  // Head injuries.
  {
    id: 'shared-concussion-symptoms',
    topic: 'concussion',
    intent: 'symptoms',
    question: 'What are the signs of concussion after a head injury, and what should I watch for?',
    answer:
      'Mild signs after a knock are a headache, feeling sick, dizziness and feeling dazed. Go to A&E if the person was knocked out, vomits, has a fit, a worsening headache, memory loss, confusion, drowsiness, trouble speaking, seeing or walking, or fluid from ears or nose.',
    detail: 'Go too for anyone on blood thinners, anyone who had been drinking, and a child who cries unusually or behaves differently after the injury.',
    source: NHS_HEAD_INJURY,
  },
  {
    id: 'shared-concussion-how_to',
    topic: 'concussion',
    intent: 'how_to',
    question: 'How do you look after someone with concussion or a head injury at home, and when can they go back to sport?',
    answer:
      'Rest, with an adult staying with them for the first 24 hours, and paracetamol for a headache. Avoid alcohol, screens and stress while symptoms last, return to school or work gradually, and avoid contact sport for at least 3 weeks.',
    detail:
      "Get help if symptoms get worse or last more than two weeks. In sport, 'if in doubt, sit them out': anyone who might be concussed stops playing at once.",
    source: NHS_HEAD_INJURY,
  },
];
