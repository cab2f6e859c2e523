// The signs the triage reads in a message, as reviewed data: each sign is a clinical concept (a body sign, its
// quality, who it happens to, a context) and the wordings that name it. triage-pictures.ts decides the level from
// combinations of signs, never from one listed sentence.
//
// Pattern syntax (triage-reading.ts): words separated by spaces must follow each other in one sentence; "a|b" either
// word; "breath*" any word starting so; "…" up to three other words; words of five letters or more forgive one typo
// (two from nine letters) unless the typed word is itself an English word (triage-confusables.json).
//
// Sources for which signs matter: NHS "When to call 999" and its stroke (FAST), heart attack, anaphylaxis, sepsis,
// meningitis, asthma attack and carbon monoxide pages; Resuscitation Council UK first-aid guidance; WHO and NIMH
// suicide warning signs; Tele-MANAS guidance. The wordings are our own.
import { REGIONAL_SIGN_PATTERNS } from './triage-signs-regional';

export const SIGN_IDS = [
  // Stroke (FAST) and sudden neurological signs
  'face-droop',
  'limb-weak',
  'limb-weak-strong',
  'speech-trouble',
  'vision-loss',
  'sudden-confusion',
  'worst-headache',
  'stroke-named',
  // Heart
  'chest-discomfort',
  'chest-severe',
  'pain-spreads',
  'sweating',
  'nausea',
  'grey-pale',
  'heart-attack-named',
  'cardiac-arrest',
  'cardiac-history',
  'same-pain-again',
  // Breathing and allergy
  'cant-breathe',
  'breathless',
  'not-breathing',
  'blue-lips',
  'cant-speak-sentences',
  'inhaler-failing',
  'throat-swelling',
  'face-swelling',
  'hives',
  'allergen-contact',
  'anaphylaxis-named',
  // Consciousness and fits
  'unresponsive',
  'collapsed',
  'fainted',
  'faints-repeatedly',
  'faint-feeling',
  'seizure',
  'floppy',
  'drowsy',
  'confused',
  // Infection
  'rash-non-blanching',
  'rash-like-bruises',
  'rash-fades',
  'rash',
  'fever',
  'fever-days',
  'stiff-neck',
  'lockjaw',
  'fear-of-water',
  'light-hurts',
  // Bleeding
  'bleeding-heavy',
  'pad-soaking',
  'large-clots',
  'vomit-blood',
  'black-stool',
  'blood-in-urine',
  'cough-blood',
  // Metabolic, heat, gases, poisons
  'diabetic',
  'low-sugar',
  'shaky-sweaty',
  'heat-exposure',
  'hot-dry-skin',
  'co-source',
  'co-alarm',
  'many-ill',
  'headache',
  'overdose',
  'swallowed',
  'took',
  'poison-substance',
  'alcohol',
  'extra-dose',
  'paracetamol-named',
  'doses-too-many',
  'pills',
  'many',
  // Injuries
  'head-injury',
  'vomiting',
  'burn-severe',
  'burn-blister',
  'bite-broke-skin',
  'deep-cut',
  'amputation',
  'found-after',
  'attempt-evidence',
  'locked-in',
  'out-of-reach',
  'red-spreading',
  // Children
  'dehydration-signs',
  'no-urine',
  'diarrhoea-many',
  'cant-stand',
  'sunken',
  'urine-pain',
  'back-pain',
  // NHS 999 pictures: a twisted testicle, a squeezed nerve root at the base of the spine (cauda equina), an electric
  // shock, a fall that may have hurt the spine, a body overheating with rigid or jerking muscles.
  'testicle-pain',
  'testicle-severe',
  'priapism',
  'green-vomit',
  'skin-shedding',
  'mouth-eye-sores',
  'saddle-numbness',
  'continence-loss',
  'electric-shock',
  'fall-from-height',
  'muscle-jerks',
  // WHO dengue warning signs beyond bleeding and a severe belly pain.
  'belly-pain-any',
  'restless',
  'low-platelets',
  // NHS: the umbilical cord coming out after the waters break; a blocked bowel (vomiting, a swollen belly, no wind).
  'cord-prolapse',
  'labour',
  'birth-now',
  'bowel-blocked',
  // NHS (giant cell arteritis): a new headache at the temples with a tender scalp or an aching jaw when chewing.
  'temple-headache',
  'scalp-tender',
  'jaw-chewing-pain',
  'ear-pain',
  'hearing-loss',
  'new-floaters',
  'bladder-swollen',
  'fracture-signs',
  'open-fracture',
  'venomous-bite',
  'drowning',
  // Context: a fever matters more during chemotherapy, a headache or blurred sight in pregnancy
  'calf-clot',
  'limb-cold-pale',
  'limb-numb',
  'cold-weather',
  // The belly, the liver, the heart's fluid, a low pressure, very high sugar, fevers spread by mosquitoes
  'belly-rigid',
  'saddle-numb',
  'weakness-rising',
  'skin-peeling',
  'mouth-sores',
  'muscle-crushing-pain',
  'pain-out-of-proportion',
  'appendix-pain',
  'rebound-pain',
  'ovary-cyst',
  'belly-blow',
  'belly-severe',
  'yellow-eyes',
  'heart-failure',
  'fluid-signs',
  'low-bp',
  'very-high-sugar',
  'fruity-breath',
  'bleeding-gums',
  'mosquito-fever',
  'flood-water',
  // Urgent mental health (NHS 111 option 2, Tele-MANAS): nights without sleep, voices, a mind racing, a new mother numb
  'no-sleep-days',
  'voices',
  'voices-harm',
  'mind-racing',
  'new-mother',
  'harm-thoughts-baby',
  'mother-numb',
  'chemo',
  'pregnant',
  'period-late',
  'ectopic-pain',
  'illicit-alcohol',
  'eye-injury',
  'eye-chemical',
  'blurred-vision',
  'eye-pain-severe',
  'halos',
  'hypothermia',
  'very-high-temp',
  'mild-fever',
  'long-seizure',
  'fewer-kicks',
  'high-inr',
  'very-high-bp',
  'raised-bp',
  'waters-leaking',
  'small-object',
  'in-mouth',
  // Issue 38, twenty-second session (NHS pages named beside each pattern): a child's chest pulling in, an opioid's
  // pinpoint pupils and slow breathing, fumes and smoke breathed in, bleeding after tonsils out, saliva that cannot be
  // swallowed, a swelling under the tongue, an eye swollen shut, a crushed body, a tight cast, a stuck hernia, a
  // swollen belly, urine that will not come, a lung disease or Addison's flaring, stopping drink suddenly, a tooth out.
  'recession',
  'pinpoint-pupils',
  'slow-breathing',
  'toxic-fumes',
  'smoke-inhaled',
  'after-tonsils',
  'spitting-blood',
  'cant-swallow-saliva',
  'under-tongue-swelling',
  'eye-swollen',
  'eye-move-pain',
  'crushed',
  'in-cast',
  'hernia',
  'ear-object',
  'fingers-numb-pale',
  'belly-distended',
  'hernia-stuck',
  'urine-retention',
  'lung-disease',
  'adrenal',
  'alcohol-stopped',
  'tooth-knocked-out',
  'again-and-again',
  'cold-turkey',
  // Seen today (MHRA and FDA warnings, NHS): a medicine known to change mood, with a change in mood; a medicine that
  // must be tapered, stopped suddenly, with withdrawal; a child married off or put to work; a migraine for days.
  'mood-risk-medicine',
  'mood-change',
  'taper-medicine',
  'medicine-stopped',
  'withdrawal-symptom',
  'lithium-taken',
  'pulsating-lump',
  'pesticide-sprayed',
  'very-low-hb',
  'gut-upset',
  'tremor-unsteady',
  'child-exploited',
  'child-neglect',
  'headache-days',
  // Seen today (NHS): a reliever needed more and more, shingles, failed contraception, a used needle, sickness that
  // will not stay down, itching of the palms and soles or chickenpox in pregnancy, a rash from a new medicine, a fever
  // on medicines that lower immunity, ketones in a diabetic, a dirty puncture wound, strong-smelling urine.
  'baby-quiet',
  'reliever-often',
  'shingles',
  'contraception-failed',
  'needlestick',
  'cant-keep-down',
  'itchy-palms-soles',
  'chickenpox-contact',
  'new-medicine',
  'on-immunosuppressant',
  'ketones-present',
  'dirty-wound',
  'urine-smell',
  'beetroot-eaten',
  // Sepsis (NHS): an infection with a body that is failing
  'infection-source',
  'sepsis-sign',
  // Crisis
  'suicidal',
  'warning-sign',
  'whereabouts',
  'lethal-amount',
  'hanging-point',
  'rest-euphemism',
  'plan',
  'means',
  'self-harm',
  'own-doing',
  'body-marks',
  'unsafe-home',
  'weapon',
  'hopeless',
  'eating-disorder',
  'ed-behaviour',
  'ed-body',
  'weight-intent',
  // Issue 38, thirty-third session: a bone stuck in the throat (NHS "Something stuck in your throat"); chest pain that
  // comes with exertion and goes with rest (NHS "Angina": an urgent GP appointment).
  'throat-object',
  'exertion-pain',
  'eased-by-rest',
] as const;
export type SignId = (typeof SIGN_IDS)[number];

const BONE = 'bone|fishbone|fish bone|kanta|kaanta|kaata|mullu';
const THROAT = 'throat|gola|gala|gale|thondai|gonthu';
const STUCK = 'stuck|lodged|caught|atke|atka|atki|atak|fasa|fansa|phansa|phas';

/** The signs' wordings in English and Hindi (Hinglish); the other languages' are in triage-signs-regional.ts. */
const ENGLISH_AND_HINDI_PATTERNS: Readonly<Record<SignId, readonly string[]>> = {
  'face-droop': [
    'face|smile|mouth|lip|lips|eye|eyelid|cheek … droop*|dropped|dropping|drops down|drops on|crooked|lopsided|uneven|sag*|slant*|twist*|fallen|tilt*|wonky|numb|dead|paralys*',
    'face|smile|mouth … going|gone|went|pulled|pulling|turned|turning|dropped|slipped … one side|to one side|1 side|to the side',
    'droop*|crooked|lopsided|wonky|uneven … face|smile|mouth',
    'side of … face|mouth … droop*|drop*|numb|down|dead|sag*',
    'face|smile|mouth … weird|funny|strange|odd|different|wrong|off … on one side|one side|1 side',
    'face is going one side',
    'face going to one side',
    'face has gone to one side',
    'half … face … numb|droop*|dead|paralys*|not moving',
    'cant smile properly',
    'muh|munh|chehra … tedha|tedhi|latak*|tirchha',
    'cant smile straight',
  ],
  'limb-weak': [
    'cant|cannot|couldnt|could not … feel … hand|arm|leg|face|side',
    'arm|hand|side … weak*|numb*|heavy|limp|dead|floppy|no strength|no power|tingl*|useless|not working|paralys*|gave way|giving way',
    // Legs "heavy" or "dead" are tired legs (standing, a long flight, leg day), not a stroke's weakness, which is
    // one-sided ("my left leg went dead": limb-weak-strong).
    'leg … weak*|numb*|limp|floppy|no strength|no power|tingl*|useless|not working|paralys*|gave way|giving way',
    'weak*|numb*|paralys* … arm|arms|leg|legs|hand|side of',
    'cant|cannot|unable|couldnt|could not … lift|raise|move|hold up … arm|arms|leg|hand',
    'not able to … lift|raise|move|hold … arm|arms|leg|hand',
    'drop* … things|cup|glass|phone|spoon',
    'haath|haat|pair|baazu … kaam nahi|utha nahi|uth nahi|sun|sunn|kamzor|nahi hil',
    'cant hold … spoon|cup|glass|pen|phone',
  ],
  'limb-weak-strong': [
    'half … body|side … numb*|weak*|dead|not working|paralys*|kaam nahi',
    'aadha … shareer|sharir|body … kaam nahi|sun|sunn',
    'left|right|one … arm|leg|hand … gone|went|is|feels … weak*|numb*|heavy|useless|dead|limp',
    'arm|hand|leg … wont|doesnt|will not … do what',
    'achanak … haath|pair|hath … kaam nahi|utha nahi|sun',
    'haath|pair|hath … kaam nahi … achanak',
    'one side|left side|right side|1 side … weak*|numb*|dead|paralys*|not moving|cant move|limp',
    'cant|cannot|unable|couldnt|could not|not able to … lift|raise|move … arm|arms|leg|hand',
    'arm|leg|hand … just … fell|flops|dropped',
    'suddenly … weak*|numb* … arm|leg|side',
    'arm|leg … suddenly … weak*|numb*|dead',
    'weak*|numb*|paralys* … arm|leg|hand|face|body … one side|left side|right side|1 side',
    'weak*|numb*|paralys* … arm and leg|face and arm|arm and face|leg and arm|half … body',
  ],
  'speech-trouble': [
    'speak|talk|speaking … clearly|properly … couldnt|cant|not',
    'bol bhi nahi|bol nahi pa',
    'theek se|thik se|sahi se|thick se … bol nahi|bol nhi|bolna nahi|bol pa nahi',
    'speech|speaking|talking|words … slur*|garbl*|jumbl*|mumbl*|funny|strange|weird|wrong|muddled|nonsense|gibberish|confused|drunk|thick|mixed up|not right|not coming out|coming out wrong|mushy|mush|muffled|sloppy',
    'slur*|slurr* … speech|words|talking|speaking',
    'slurring|slurred|slurry',
    'cant|cannot|unable|couldnt|could not|not able to|struggling to … speak|talk|get words out|find words|find his words|find her words|find my words|say words|form words',
    'cant|cannot|unable|couldnt|could not|not able to|struggling to … find|get … the right words|the right word|the words',
    'not making sense|makes no sense|talking nonsense|talking gibberish',
    'not … speak properly|talk properly|speaking properly|talking properly',
    'words are all wrong',
    'mixing up|mixes up|muddling|muddles|jumbling … words',
    'bol nahi|bolne mein|zuban … latak*|ladkhada*',
    'lost … speech|words',
    'only makes sounds',
  ],
  'vision-loss': [
    'dikhna band|dikhai dena band|dikhai nahi de|dikh nahi raha|dikh nahi rahi|sab dhundla|sab dhundhla|dhundla safed|dhundhla safed',
    'went dark … one eye|like a curtain',
    'vision|sight … black|dark … one side|one eye',
    'lost … vision|sight|half … visual field|field',
    'suddenly|sudden … cant see|blind|lost … vision|sight',
    'lost … vision|sight … eye',
    'cant see|couldnt see|could not see|cannot see … eye|out of|anything from|one side',
    'blind … one eye|left eye|right eye',
    'vision|sight … went|gone|going … black|dark|dim|blank',
    // NHS: losing part of the sight suddenly (half the field gone) is a stroke sign too.
    'half|part of|half of … my vision|my sight|vision|sight … gone|missing|disappeared|blacked out|went',
    'vision … blurry … suddenly|all of a sudden',
    'double vision',
    'seeing double',
    'curtain … over … eye|vision',
    'eye|eyes … gone|went|going|turned … dark|black|blank',
    'can see nothing|see nothing … eye|from it|from one|out of',
    'cant see anything|cannot see anything … from|out of|in … one|left|right|my … eye',
    'vision|sight … left|right|one … eye … gone|went|disappeared|lost|black|dark|blank',
    'curtain|shadow … came down|coming down|come down|over',
  ],
  'sudden-confusion': [
    'suddenly … confused|muddled|disorient*|doesnt know|does not know|dont know where|cant understand',
    'doesnt|does not|didnt … recognise|recognize|know … me|us|where',
  ],
  'worst-headache': [
    'never had … headache|pain … like this|before|in my life|in life',
    'headache … never … like this|before|in my life|in life',
    'worst headache',
    'worst … headache of my life',
    'thunderclap',
    'sudden … severe|terrible|awful|splitting|explod* … headache',
    'headache … came on … suddenly|like a|out of nowhere',
    'head pain|headache|head … worst ever|worst of my life|worst i have ever|worst ive ever',
    'headache|head pain … came on|started|hit … in seconds|within seconds|in a second|instantly',
    'head … explod*',
    // Hinglish: "sar mein itna tez dard hua jaise bijli giri", "zindagi mein aisa dard nahi hua".
    'sar|sir … dard … jaise bijli|bijli giri|bijli si',
    'zindagi mein|life mein|kabhi … aisa dard nahi|itna dard nahi|aisa sar dard nahi',
    'ekdum se|achanak … sar|sir … itna tez dard|bahut tez dard|phat raha|phatne',
  ],
  'stroke-named': [
    'having|is having|has|is it|could be|might be|think … stroke|mini stroke|tia|brain attack',
    'stroke … right now|happening|is happening',
    'lakwa|paralysis attack|stroke ho gaya|stroke aa gaya',
  ],
  'chest-discomfort': [
    'seene|chhati|seena … bhaari|bhari|bharipan|jalan|dabav|dabaav',
    'chest|chset|seene … pain*|pian|pressure|tight*|crush*|squeez*|heavy|heaviness|ache|aching|hurt*|discomfort|sharp|stabbing|agony|burning|band|weight|vice|dard|clench*|gripp*',
    // The heart names its valve, rate and health too ("heart valve, her legs feel heavy"): only pain words follow it.
    'heart … pain*|pian|pressure|tight*|crush*|squeez*|ache|aching|hurt*|discomfort|dard|clench*|gripp*',
    'pain*|pressure|tight*|crush*|squeez*|heavy|heaviness|ache|aching|discomfort|sharp|stabbing|burning|dard|weight … chest|chset|seene',
    'chestpain|chestpains',
    'clutching|clutches|clutched|holding|grabbing|grabbed|gripping … his|her|my|their … chest',
    'seene mein dard',
    'dil … dard|mein dard|me dard|ghabrahat',
    'seene me dard',
    'chhati mein dard',
    // AHA: a heart attack can be a pressure high in the belly, felt as indigestion (the antacid does not touch it).
    'upper tummy|upper stomach|upper belly|upper abdomen|top of my stomach|top of my tummy|pit of my stomach|epigastr* … pressure|squeez*|crush*|tight*|heaviness',
    'pressure|squeez*|crush*|tightness|heaviness … upper tummy|upper stomach|upper belly|upper abdomen|top of my stomach|top of my tummy|pit of my stomach|epigastr*',
  ],
  'chest-severe': [
    'crush*|squeez*|vice|elephant|tonne|ton of bricks|weight … chest',
    'chest … crush*|squeez*|vice|elephant|tonne|ton of bricks',
    'chest … pain* … worst|terrible|unbearable|severe|intense|really bad|excruciating',
    'severe|terrible|unbearable|intense|excruciating|worst … chest pain*',
    // NHS: chest pain that lasts (more than 15 minutes) is an emergency.
    'chest … pain*|pian|hurt* … wont|doesnt|isnt|not … go away|going away|stop|stopping|ease|easing',
    'pain*|pian … chest … wont|doesnt|isnt|not … go away|going away|stop|stopping|ease|easing',
    // NHS: angina not eased by a second dose of the GTN spray or tablet, 5 minutes apart, is an emergency.
    'gtn|glyceryl trinitrate|nitro|nitroglycerin|sorbitrate|angina spray|angina tablet … twice|two doses|2 doses|second dose|not working|didnt help|not helping|no help|still',
  ],
  'pain-spreads': [
    'jaw|neck|shoulder|shoulders|back|left arm|both arms|arm|arms … pain*|ache|aching|hurt*|numb*|tingl*|heavy',
    'pain*|ache|aching|hurt*|numb*|tingl* … jaw|neck|left arm|both arms|arm|shoulder|back',
    'spread*|radiat*|going|goes|moving|shoot* … jaw|neck|arm|arms|shoulder|back',
    'into … jaw|arm|neck|shoulder',
  ],
  // A heart already treated: the same pain coming back is the heart attack picture (NHS, BHF).
  'cardiac-history': [
    'stent|stents|stented|bypass|angioplasty|cabg|triple bypass|heart surgery|heart patient|dil ka marij|dil ka mareez',
    'had|has had|previous|last|his|her|my … heart attack|heart attacks|mi',
  ],
  'same-pain-again': [
    'same|similar … pain|pressure|tightness|heaviness|feeling|symptoms|discomfort … before|last time|back then|he had|she had|i had|they had|when he|when she|when i',
    'same|similar … pain|pressure|tightness|heaviness|feeling|symptoms|discomfort … again|is back|came back|has come back|coming back',
    'pain|pressure|tightness|heaviness … is back|came back|has come back|coming back|again … like … before|last time|back then',
  ],
  sweating: ['sweat*|swet*|sweting|clammy|cold sweat|drenched|pouring with sweat|dripping with sweat', 'pasina|paseena'],
  nausea: ['nause*|sick|vomit*|throwing up|threw up|puking|puked|retching|queasy|ulti'],
  'grey-pale': ['grey|gray|ashen|pale|white as|colour drained|color drained'],
  'heart-attack-named': [
    'having|is having|has|is it|could be|might be|think … heart attack|heartattack|hart attack|cardiac arrest',
    'heart attack|heartattack|hart attack … right now|happening|is happening',
    'dil ka daura|attack aaya|attack aa gaya',
  ],
  'cardiac-arrest': ['no pulse', 'cant find … pulse', 'heart … stopped|stopping', 'cardiac arrest', 'not breathing and no pulse', 'cpr'],
  'cant-breathe': [
    // A "silent chest" (NHS, BTS asthma guidance): wheezing that fades while the person gets worse is life-threatening.
    'silent chest',
    'wheez* … quieter|gone quiet|going quiet|getting quiet|stopped … worse|more tired|exhausted|drowsy|cant breathe',
    'noisy breathing|stridor',
    'breathing … noisy',
    // NHS: a harsh noise as a child breathes in (stridor), or the skin between or under the ribs sucking in with each
    // breath, is a breathing difficulty to call 999 for.
    'harsh|high pitched|squeaky|whistling|loud|strange … noise|sound|sounds … breathes in|breathing in|breathe in|every breath|each breath',
    'chest|ribs|skin|tummy|neck … pulling in|sucking in|sinking in|caving in|going in … breath|breathes|breathing|is',
    'chest|ribs|skin … is pulling in|is sucking in|is sinking in|keeps pulling in|keeps sucking in',
    'oxygen|o2|sats|saturation|spo2|oximeter … 70|75|80|82|84|85|86|87|88|89|90',
    'even after … puffs|inhaler|nebuliser|nebulizer',
    'barely … type|talk|speak|breathe',
    'cant|cannot|unable … breathe|breath|breathing|get air|get any air|get enough air',
    'cant|cannot|unable … catch|get … breath',
    'not able to … breathe|breath',
    'struggl*|fighting|gasping|labou*r* … breath*|for air|to breathe',
    'gasping',
    'choking',
    'choked',
    'suffocat*',
    'breathing … really|very|so … hard|bad|fast|difficult|laboured|labored',
    'hard to breathe',
    'difficult* … breath*',
    'saans … nahi|nhi|na … aa|le|ho',
    'saans lene mein',
    'saans phool',
    'no air',
    'saans … ruk|rukh|nahi|nhi|bahut tez',
    'ribs … pulling|sucking|sucked|suck',
    'pasliyan|pasli … andar',
    'skin between … ribs',
    'using … tummy|stomach|belly|neck … muscles … breathe',
    'nostrils … flar*',
    'grunting',
    'whistling … breath*',
    'too … tired|breathless|out of breath … to … talk|speak',
    'can only say … words|word',
    'only … nod',
    'air hunger',
  ],
  breathless: [
    'saans … phool*|phulti|phool jaati',
    'breathing fast|fast breathing|rapid breathing|breathing quickly|breathing so fast',
    'harder to breathe|harder to breath|hard for him to breathe|hard for her to breathe|harder for him to breathe|harder for her to breathe|harder for me to breathe',
    'breathless|wheez*|short of breath|out of breath|shortness of breath|puffed|tight chest|chest tight|chest is tight|chest feels tight',
  ],
  'not-breathing': [
    'not|isnt|isn t|stopped|wont|no longer|hasnt … breathing|breathe|breath',
    'no breath|no breathing|no breathin',
    'breathing … stopped|stops|pauses|pausing',
    'stops breathing',
    'not … breath|breathe|breathing',
  ],
  'blue-lips': [
    'is blue|looks blue|went blue|turned blue',
    'lips|lip|face|skin|fingers|fingertips|mouth|tongue … blue|bluish|purple|grey|gray|dusky',
    'turn* blue',
    'going blue',
    'gone blue',
    'blue … lips|face|around',
    // "Neel pad gaya" is a bruise; blue lips or a blue face are "hoth neele", "chehra neela pad gaya".
    'hoth|honth|hont|lips|chehra|face|ungliyan|nakhun … neela|neele|neeli',
    'neela|neele|neeli … pad gaya|pad gayi|ho gaya|ho gayi|hoth|honth|chehra',
  ],
  'cant-speak-sentences': [
    'cant|cannot|unable … finish|say|get out … sentence*|words|whole sentence',
    'one word at a time',
    'too breathless to … talk|speak',
    'words at a time|word at a time|words per breath|words between breaths',
    'can only|could only|only able to|can barely|could barely … get out|say|manage|speak … words|word',
  ],
  // NHS asthma attack: the reliever does not help, or is needed more often than every four hours.
  'inhaler-failing': [
    'inhaler|puffer|ventolin|salbutamol|nebuli*|reliever|asthalin|levolin … not … work*|help*',
    'inhaler|puffer|ventolin|salbutamol|nebuli*|reliever|asthalin|levolin … isnt|doesnt|didnt|wont … work*|help*',
    'inhaler|puffer|reliever … no effect|useless',
    'pump|inhaler|asthalin|levolin … se bhi|bhi … aaram nahi|fayda nahi|kaam nahi|asar nahi',
    'inhaler|puffer|ventolin|salbutamol|reliever|asthalin|levolin|pump … every few minutes|every few mins|every couple of minutes|every 2 minutes|every 5 minutes|every five minutes|every 10 minutes|every ten minutes|every 15 minutes|every #num mins|every #num min|every #num minutes|har #num minute',
  ],
  'throat-swelling': [
    'throat|tongue|airway … swell*|swollen|closing|close up|closed|tight*|thick|blocked|narrow*',
    'tongue … feels|feel|is|looks|gone … huge|massive|enormous|too big|fat',
    'swell*|swollen … throat|tongue',
    'cant swallow',
    'hard to swallow',
    'gala … band|sujan',
    // "Gale mein takleef", "gala sooj gaya": the throat in Hinglish.
    'gale mein|gale me|gale main … takleef|sooj*|suj*|tight|band',
  ],
  'face-swelling': [
    'lips|lip|face|eyes|eyelids|mouth … swell*|swollen|puff*|blow* up|ballooning',
    'swell*|swollen|puffy … lips|face|eyes|mouth',
    // Hinglish: "chehra sooj gaya", "honth suj gaye".
    'chehra|chehre|muh|munh|honth|hoth|aankh|aankhen … sooj*|suj*|phool*',
  ],
  hives: [
    'hives|welts|wheals|rash all over|blotches|bumps all over|itchy all over|red all over|urticaria|rash everywhere|rashes everywhere|rash over my whole body|rash on my whole body',
  ],
  'allergen-contact': [
    'ate|eaten|eating|had|tasted|bit into|licked|touched … peanut*|nut|nuts|cashew*|almond*|shellfish|prawn*|shrimp|crab|lobster|sesame|egg|fish|walnut*|pistachio*',
    'peanut*|nut|nuts|cashew*|shellfish|prawn*|shrimp|sesame … allerg*',
    'allerg* … peanut*|nut|nuts|cashew*|shellfish|prawn*|shrimp|sesame|bee|wasp|penicillin|antibiotic*',
    'bee|wasp|hornet|insect … sting*|stung',
    'stung by',
    'allergic reaction',
    'reaction to … peanut*|nut|nuts|antibiotic*|penicillin|medicine|food|sting',
    'allergic to',
  ],
  'anaphylaxis-named': [
    'going into|having|think … anaphyla*|anaphylactic',
    'in anaphyla*|anaphylactic',
    'anaphylactic shock',
    'used|using|gave|give|need* … epipen|epi pen|adrenaline pen|auto injector|autoinjector',
    'epipen|epi pen … didnt|not|isnt … work*|help*',
  ],
  unresponsive: [
    'unconscious*|unconsious|unresponsive|unrousable',
    'not|isnt|wont|cant|stopped|doesnt|hasnt|has not|havent … respond*|wake*|waking|woken|rous*|answer*',
    'not moving|isnt moving|is not moving|stopped moving|wont move|will not move',
    'cant|cannot|unable … wake|rouse',
    'no response',
    'not responding',
    'out cold',
    'lifeless',
    'eyes … rolled|rolling … back',
    'behosh|behos|hosh nahi|hosh mein nahi',
    'uth nahi … rahe|raha|rahi',
    'uth hi nahi|uth hee nahi|uthti nahi|uthta nahi|uthte nahi|uth hi nhi',
    'utth nahi|uthh nahi … rahe|raha|rahi',
    'jawab nahi|jawaab nahi|koi jawab nahi|response nahi|koi response nahi',
    'in and out of consciousness',
    'barely … conscious|responding|responds|awake|breathing',
    'won t|wont|doesnt|cant … open … eyes',
    'knocked out',
    'passed out and … not|wont|cant|isnt',
    'wont … come round|come to',
  ],
  'faints-repeatedly': ['keep|keeps|kept|again and again|repeatedly … passing out|fainting|blacking out|collapsing'],
  collapsed: [
    'collaps*|colapsed|keeled over|dropped to the floor|fell to the floor|slumped|gir gaya|gir gayi|gir gaye|gir padi|gir pade',
    'found … on the floor|on the ground|in the bathroom|in bed … not|wont|cant|isnt|breathing|unconscious',
  ],
  fainted: ['faint*|fainted|passed out|passing out|blacked out|blacking out|black out|blackout'],
  'faint-feeling': [
    'dizzy|dizziness|lightheaded|light headed|woozy|about to pass out|going to pass out|gonna pass out|going to faint|chakkar|giddy|room spinning',
  ],
  seizure: [
    'seizing|convuls*|epileptic fit',
    'having|had|has|have|another|into|getting|get|gets|got … a|an|another|her|his … seizure*|sezure*|siezure*|seisure*',
    'having|had|has … seizures',
    'seizure*|sezure* … now|again|wont stop|not stopping|for 5|for five|minutes|lasting|right now',
    'having a fit|had a fit|fitting|having fits|has fits|had fits',
    'shaking uncontrollab*',
    'shaking|shook|shake … all over … not|wont|cant|and then',
    'haath pair … jhatak*|kaanp*',
    'fit aa|fit pad|fit padh|jhaag',
    'jerking|jerk* … arms|legs|body|all over',
    'jerky movements|jerking movements|jerky moves|jerks all over',
    'stiff and shaking',
    // "Mirgi" names epilepsy, a condition ("Tegretol for mirgi"): a fit is "mirgi ka daura", "daura pada".
    'mirgi … daura|dora|aaya|aayi|aa gaya|aa gayi|pada|padi|pad gaya|pad gayi',
    'daura|dora … pada|padi|aaya|aayi|pad gaya|pad gayi|aa gaya|aa gayi',
  ],
  floppy: ['floppy|limp|like a rag doll|ragdoll|no muscle tone', 'wont|cant|not … hold … head', 'dheeli|dheela|dheele … pad|padi|pad gayi|pad gaya|padh gayi'],
  drowsy: [
    'drifting off|keeps drifting|sleepy|neend mein hai',
    // "Sust pada hai": lying listless.
    'sust|susti|no energy to cry|too weak to cry',
    'drowsy|very sleepy|so sleepy|cant stay awake|hard to wake|barely awake|keeps falling asleep|lethargic|letharg*|not herself|not himself|out of it|zoned out',
    'barely waking|barely conscious|barely responding|hardly waking|hardly conscious|hardly responding',
    'nodding off|keeps nodding off|nodding out',
    'barely|cant|cannot|can hardly|struggling to … keep … eyes open',
    'aankhein|aankh|ankhein|ankh|ankhe|aankhe … band ho rahi|band ho raha|band ho rahe|band hoti|khul nahi|nahi khul',
    'baat karte karte|bolte bolte … so|sone|neend',
  ],
  confused: [
    'ajeeb|ajib|ajeeb ajeeb|bekaar|bekar|ulti seedhi|ulta seedha … baatein|baaten|baate|batein|harkat*',
    'forgetting where i am|forget where i am|doesnt know where she is|doesnt know where he is|behki|behki behki|ulti seedhi baatein',
    'bhool|bhul … jaate|jate|jaati|jati|jaata|jata … kya … bol|keh|baat',
    'pehchan|pehchaan … nahi … pa|rahe|rahi|raha',
    'cant think straight|cant think properly|makes no sense|doesnt make sense|dont make sense|stumbling|samajh nahi',
    'confused|confusion|confusd|confuzed|disorient*|muddled|not making sense|doesnt know where|does not know where|talking rubbish|acting strange|acting weird|acting drunk|delirious|agitated and',
    'talking|speaking|saying … nonsense|gibberish|odd things|weird things|strange things|random things',
  ],
  'rash-non-blanching': [
    'rash|spots|blotches|marks … not|doesnt|dont|wont|didnt|isnt … fade|go away|disappear|blanch*|change',
    'glass … rash|spots|test',
    'rash|spots … glass',
    'glass … doesnt|does not|didnt|did not|wont|isnt … fade|go away|disappear|blanch*',
    'purple … rash|spots|blotches|bruis*',
    'rash|spots … purple',
    'pin prick|pinprick|pin point|pinpoint … spots|rash|dots',
    'non blanching|nonblanching',
    'daane|dane|chakte|dhabbe|nishan … dabane … nahi',
    'gilaas|gilas|glass … dabaya|dabane|dabao|dabake|daba ke|press* … gaye nahi|nahi gaye|nahi mite|mite nahi|gayab nahi|nahi gaya|nahi hate|hate nahi',
    'lal jamuni|jamuni|baingani … daane|dane|dhabbe|chakte|nishan',
  ],
  // The glass test passed: the rash fades under pressure.
  'rash-fades': ['fades|faded|fading|disappears|disappeared|goes away|went away|blanches|blanched|turns white|goes white|vanishes'],
  // NHS: a rash that looks like bruises, with a fever or a child unwell, needs help now.
  'rash-like-bruises': [
    'rash|spots|marks … like|looks like|looking like … bruise*|bruising',
    // Purple patches with a fever are the rash of sepsis or meningitis, whatever they are called.
    'purple|dark purple|bluish purple … blotchy|blotches|patches|patch|marks|splotches',
  ],
  rash: ['rash|spots|blotches'],
  fever: [
    'fever*|feverish|high temperature|temperature|high temp|burning up|febrile|bukhar|hot to touch|hot to the touch',
    // NHS: feeling hot or shivery counts as a temperature (chemotherapy, sepsis, a kidney infection).
    'shivers|shivering|chills|rigors|shaking chills|kaanp rahe|kaanp rahi|kaanp raha|kapkapi',
    '38|39|40|41|101|102|103|104|105 … degrees|c|f|celsius|fahrenheit',
    'thermometer|temp|temperature … 38|39|40|41|101|102|103|104|105',
  ],
  // A slight temperature (under 38 °C / 100.4 °F) in an adult is not a fever that needs a doctor today.
  'mild-fever': [
    'slight|mild|low grade|lowgrade|little|light|bit of|slightly high … fever|temperature|temp|bukhar',
    'fever|temperature|temp … 99|37|37.2|37.5|99.5',
  ],
  'fever-days': [
    'fever*|temperature|temp … 3|three|4|four|5|five|6|7|several|few … days',
    '3|three|4|four|5|five|several … days … fever*|temperature|temp',
    'fever* … since … monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week',
    'fever*|temperature|temp … for 3|for 4|for 5|for 6|for 7|for 8|for 9|for 10|for several|for a few … days',
    'fever* … wont … go|come down|break',
    'teen din|3 din|char din|4 din|paanch din|5 din|chhe din|6 din|saat din|7 din|ek hafte|hafte|kai din … bukhar|bukhaar',
    'bukhar|bukhaar … teen din|3 din|char din|4 din|5 din|6 din|7 din|kai din|hafte',
    'fever*|temperature|temp|bukhar … 3rd|third|4th|fourth|5th|fifth|6th|sixth … day',
    '3rd|third|4th|fourth|5th|fifth … day … fever*|temperature|temp|bukhar',
  ],
  // NHS (tetanus, rabies): a jaw that locks after a wound; fear of water or spasms on swallowing after a bite.
  lockjaw: ['lockjaw|lock jaw|jaw … locked|is locked|stuck shut|clenched shut', 'cant|cannot|unable to|not able to … open … mouth|jaw'],
  'fear-of-water': [
    'scared|afraid|terrified|fear|frightened … of … water',
    'hydrophobia',
    'spasm*|choke*|choking … when|if … drink*|swallow*',
    'pani … se … darr*|dar',
  ],
  'stiff-neck': ['stiff neck', 'neck … stiff|hurts to bend|cant bend', 'cant … touch … chin … chest', 'gardan … akad*|jakad*|stiff'],
  'light-hurts': ['light … hurts|hurting|bothers|bother', 'cant stand … light', 'photophobia', 'roshni … dar|chubh|bardasht', 'roshni se … aankh|aankhein'],
  'bleeding-heavy': [
    'bleed*|blood … through … towel*|bandage*|pad*|clothes|jeans|trousers|pants|shirt|cloth|rag|dupatta|kapda',
    'pouring|gushing|spurting|pumping|streaming|dripping everywhere … blood',
    'khoon|blood … ruk hi nahi|ruk nahi|rukta nahi|ruk nhi|band nahi|band hi nahi|nahi ruk|nhi ruk|bahut beh|beh raha|bah raha',
    'so much|lots of|loads of|a lot of|lot of|tons of|pool of … blood',
    'bleed*|bleeding … very much|heavily|badly|a lot',
    'bleed*|blood … heav*|alot|a lot|lots|loads|wont stop|not stopping|wont stop|everywhere|pouring|gushing|spurting|squirting|pumping|soak*|pool|cant stop|non stop',
    'bleeding so much|bleeding too much|bleeds so much|bled so much|blood so much|so much blood|too much blood',
    'heav*|wont stop|cant stop|not stopping|non stop|uncontroll* … bleed*',
    'massive|huge|severe|major … bleed*|blood loss|haemorrhage|hemorrhage',
    'pool of blood',
    'blood everywhere',
    // A deep wound with the blade still in (NHS: leave it in, call 999): "stabbed himself, the knife is still in".
    'knife|blade|rod|spike|screwdriver|scissors … still in|stuck in|lodged in|sticking out of … the wound|chest|stomach|belly|abdomen|neck|eye|head',
    'stabbed|stab wound|stab wounds … himself|herself|myself|in the chest|in the stomach|in the belly|in the neck',
    'soaked … blood|towel|towels|pad|pads',
    'cup|cupful|mug|mugful|mouthful|mouthfuls|glass|bowl|handful … of … blood|khoon',
    'blood … it keeps coming|keeps coming out|keeps on coming out|wont stop coming out|still coming out',
    'spurting',
    'bleed* out',
    'bleed*|nosebleed*|blood … hasnt|has not|havent|wont|isnt|not … stop*|slow*',
    'bleed*|nosebleed* … for … hour|hours|an hour|30|40|45|50 minutes|minutes',
    'khoon … ruk nahi|band nahi',
  ],
  // NHS (heavy bleeding after birth): soaking a pad an hour, or clots as big as a plum.
  'pad-soaking': [
    'soaking|soak|soaks|soaked|filling|fill|fills|going through|changing|change … pad|pads|sanitary pad|sanitary pads|maternity pad|maternity pads … every hour|an hour|each hour|in an hour|within an hour|every half hour|every 30 minutes',
  ],
  'large-clots': [
    'clot|clots … size of|big as|as big as|bigger than … lemon|lemons|golf ball|golf balls|plum|plums|egg|eggs|fist|orange|tennis ball|50p|palm',
    'huge|big|large|massive|giant … clot|clots',
  ],
  'vomit-blood': [
    'vomit*|throw* up|threw up|puking|puked|sick … blood|bloody|red|coffee grounds',
    'blood … vomit*|sick|throw up|threw up',
    'coffee grounds',
    'khoon ki ulti',
    'ulti … khoon',
  ],
  'black-stool': [
    'black|tarry|tar … stool*|poo*|poop*|bowel|motion*|stools|shit|faeces|feces',
    'stool*|poo*|poop*|motion* … black|tarry|like tar',
    'tarry',
    'blood … stool*|poo*|poop*|bum|back passage|rectum',
    'diarrhoea|diarrhea|loose motion*|loose stool*|dysentery|the runs … blood|bloody|khoon',
    'diarrhoea|diarrhea|loose motion*|dysentery … day|days|din … blood|khoon',
    'bloody … diarrhoea|diarrhea|stools|motions',
    'potty|latrine|tatti|toilet|mal … kaali|kala|kaala|kaale|black|khoon',
  ],
  'blood-in-urine': ['blood … urine|pee|wee', 'urine|pee|wee … blood|red|pink|pinkish|reddish|brown|cola|coke coloured'],
  'cough-blood': ['cough* … blood', 'blood … cough*', 'spitting blood', 'cough*|coughed up|coughing up … cup|cupful|mouthful|mugful|spoon*|lot|lots … blood'],
  diabetic: ['diabet*|diabetes|type 1|type one|type 2|insulin|t1d|t1|sugar patient|sugar ki bimari|metformin|gliclazide|glimepiride'],
  'low-sugar': [
    'low sugar',
    'sugar … low|dropped|crashed|crash|falling|2|1|3|40|50|45|35|30',
    // Below 70 mg/dL (NHS, ADA: a hypo is under 4 mmol/L, about 70 mg/dL).
    'sugar|glucose … 30|31|32|33|34|35|36|37|38|39|40|41|42|43|44|45|46|47|48|49|50|51|52|53|54|55|56|57|58|59|60|61|62|63|64|65|66|67|68|69',
    // A bare "reading" right before its number: "last reading was 104/64" is a blood pressure's lower figure.
    [
      'reading',
      'reading was',
      'reading is',
      'reading of',
      'reading came',
      'reading showed',
      'meter says',
      'meter showed',
      'glucometer says',
      'glucometer showed',
    ]
      .flatMap((words) => Array.from({ length: 40 }, (_, index) => `${words} ${index + 30}`))
      .join('|'),
    'blood sugar … low|dropped|crashed|crash|falling',
    'glucose … low|dropped|crashed|40|50|45|35|30|2|3',
    'hypo|hypoing|hypoglyc*',
    'sugar kam',
    // A reading under 70 mg/dL told with its unit ("55 mg/dL" reads as "55 mgdl"), and a diabetic's "another low".
    Array.from({ length: 40 }, (_, index) => `${index + 30} mgdl`).join('|'),
    'another low|had a low|having lows|keeps going low|keep going low',
  ],
  'shaky-sweaty': ['shaky|shaking|trembl*|jittery … sweat*|clammy', 'sweat*|clammy … shaky|shaking|trembl*'],
  'heat-exposure': [
    'dhoop|dhup|garmi mein|lu lag|loo lag|boiling hot|very hot room|hot room|degrees inside|38 degrees|40 degrees|45 degrees',
    'in|outside|at|under … #num degrees|#num degree|#num deg',
    'heat|heatwave|heat wave|sun|sunstroke|heatstroke|heat stroke|hot day|hot weather|marathon|working outside|in the field|outdoors|loo lag|lu lag|garmi|direct sun|hot car|sauna',
  ],
  'hot-dry-skin': [
    'pasina band|paseena band|pasina nahi aa|paseena nahi aa',
    'stopped sweating|not sweating|isnt sweating|skin … hot and dry|hot dry skin|burning hot|very hot to touch|temperature … 40|41|104|105|106',
  ],
  'co-source': [
    'angeethi|angithi|sigri|engine running|engine on|closed garage|pressure washer|alarm … chirp*|beep*',
    'gas|coal|charcoal|paraffin|kerosene|wood … heater|stove|fire|burner|angithi|sigri|brazier',
    'boiler|generator|furnace|heater|exhaust|chimney|fireplace|flue|bbq indoors|barbecue indoors|angithi|sigri',
    // A gas water heater in a closed bathroom is a known source of carbon monoxide deaths in India.
    'gas geyser|geyser',
    'carbon monoxide',
  ],
  'co-alarm': ['carbon monoxide|co … alarm|detector … going off|beeping|went off|is sounding', 'co alarm', 'co detector'],
  'many-ill': [
    'sabko|sab ko|sab log|sabhi log|ghar me sab|ghar mein sab|poore ghar|pure ghar|poora parivar|pura parivar|poori family|puri family',
    'all of us|we all|everyone|everybody|whole family|both of us|the kids and|my wife and|my husband and|family … headache*|sick|ill|dizzy|drowsy|vomit*|nause*',
    'so has|so have|same with … my husband|my wife|the kids|my kids|my mum|my dad|my son|my daughter|everyone|my parents',
    'pets|cat|dog … also|too … sick|ill|drowsy|sleepy',
    'whole family',
    'all of us',
    'we all',
  ],
  headache: ['headache*|head ache|head is pounding|head hurts|migraine|sir dard|sar dard|sar mein dard|sir mein dard'],
  overdose: [
    'took|taken|taking|swallowed … all her|all his|all their|all of her|all of his',
    'empty … box|bottle|packet|strip … of … pills|tablets|antihistamines|paracetamol|meds|sleeping',
    'overdos*|overdoes*|od|odd on|oded|od d',
    'took|taken|swallowed|downed|necked … too many|too much|lots of|loads of|a lot of|whole bottle|whole packet|whole box|whole strip|all the|all my|all of the|handful|dozens|fistful|entire|double the|extra',
    'took|taken|swallowed|downed|necked … #many',
    'puri|poori|pura|poora|saari|sari|saara|sab … strip|patta|patte|bottle|shishi|dabba|dibba|goliyan|goliyon|tablets|dawai … kha|nigal|le li|le liya|pi li|pi liya|kha li|kha liya|nigal li|nigal liya',
    'kha li|kha liya|kha liye|nigal li|nigal liya|nigal liye|le li|le liya … puri|poori|pura|poora|saari|sari|saara|sab … strip|patta|bottle|shishi|dabba|goliyan|goliyon|tablets|dawai',
    'took|taken|had|swallowed … 8|9 … paracetamol|crocin|dolo|calpol|tylenol|panadol|acetaminophen',
    'took|taken|swallowed … whole|entire … bottle|packet|box|strip|tub|jar',
    'took|taken|swallowed|downed … the lot|the whole lot',
    'took|taken|swallowed … pills|tablets|capsules … to|so|on purpose|deliberately',
  ],
  'extra-dose': [
    'adult dose|double dose|double doses|twice the dose|times the dose|times his dose|times her dose|instead of weekly|daily instead|extra dose|an extra tablet|an extra pill',
    'took|taken|gave|given|had … it|them|my|his|her|dose … twice',
  ],
  // NHS (paracetamol): more than the daily maximum, even spread over a day, harms the liver; sickness and pain under the
  // right ribs are its first signs. Cold and flu sachets hold paracetamol too.
  'paracetamol-named': [
    'paracetamol|paracetamols|acetaminophen|dolo|crocin|calpol|panadol|tylenol|pcm|metacin|pacimol|calpol|febrex',
    'cold and flu … sachet|sachets|powder|powders',
  ],
  // Doses too many or too close together: "12 tabs since this morning", "2 every 3-4 hours for 4 days".
  'doses-too-many': [
    '#many … tabs|tablets|pills|dolo|crocin|paracetamol|calpol|of them … since|today|a day|in a day|per day|this morning|in 24 hours|so far|since yesterday',
    'every … 1|2|one|two … hours|hrs|hour',
    'every hour|hourly|every half hour|every 30 min|every 30 mins',
    // Two 650 mg tablets a dose: more than 4 g a day at any interval shorter than eight hours.
    '2|two … 650 … every|each time|at a time|at once',
    // Seven Dolo 650 (4.55 g) or nine 500 mg tablets (4.5 g) a day are past the 4 g most adults may take (NHS).
    '7|8|9|seven|eight|nine … dolo|dolo 650|dolo650|650s|650 mg … a day|per day|daily|in a day|every day|roz',
    '9|nine … paracetamol|paracetamols|crocin|calpol|panadol|tylenol|tabs|tablets … a day|per day|daily|in a day|every day|roz',
    // "I kept taking my paracetamol 500s, I think I had about 20 over the day."
    'paracetamol|paracetamols|crocin|calpol|panadol|tylenol|dolo … had|took|taken|swallowed … about|around|like|nearly|almost|maybe|over … #many … over the day|during the day|through the day|in the day|yesterday|today|in 24 hours',
  ],
  alcohol: ['alcohol|vodka|wine|whisky|whiskey|beer|rum|gin|brandy|daru|sharab|liquor|booze|spirits'],
  swallowed: [
    'brushed … teeth with|with it|with that',
    'swallowed|swallow|ate|eaten|drank|drunk|chewed|got into|licked|sucked|put in|kha li|kha liya|kha liye|kha lia|kha gaya|kha gayi|kha gaye|pi li|pi liya|pi liye|pee li|pee liya|nigal li|nigal liya|nigal liye|nigal gaya|nigal gayi',
    'found … chewing|eating|with',
    'might have had|may have had|got hold of',
    // A child found with a medicine and less of it left: "bottle nearly full this morning, now almost empty".
    'climbed up|reached|got to|got at … the … syrup|bottle|tablets|pills|medicine|strip|packet',
    'bottle|strip|packet|syrup|jar … empty|almost empty|nearly empty|half empty|half gone|missing',
    'ml|tablets|pills|capsules … gone|missing|are gone|are missing',
  ],
  took: ['took|taken|taking|had|drank|drink|drinks|pi li|kha li'],
  'poison-substance': [
    // Someone found drowsy beside a needle: an opioid overdose until proven otherwise.
    'needle|syringe … next to|beside|near|in his arm|in her arm|in their arm',
    'heroin|fentanyl',
    'wild mushroom*|foraged mushroom*|mushrooms we picked|mushrooms i picked|picked mushrooms|jungli mushroom*',
    'keede maarne|keeda maar|chuha maar|chuhe maarne|chuhe marne|chuha marne|chuhe maar|choohe maarne|toilet cleaner|liquid for cleaning|cleaning liquid|unblocker|drain unblocker|dishwasher liquid|washer fluid|windscreen|weed gummy|caffeine powder|empty box|empty bottle|empty packet',
    'rat killer|rat kill|ratol|rat paste|rodenticide|rat poison paste|zinc phosphide',
    // Grain fumigant tablets (aluminium phosphide), hair dye (PPD), farm pesticides, party drugs: poisons in India (AIIMS).
    // Farm sprays and fuels named as people name them: "the cotton spray liquid", "mitti ka tel pee liya".
    'cotton spray|crop spray|paddy spray|field spray|spray liquid|spray wali dawai|spray ki dawai|mitti ka tel|mitti tel|matti tel|kerosene oil|paint thinner|turpentine|tarpin',
    'celphos|aluminium phosphide|aluminum phosphide|sulphas|quickphos|phosphine|keetnashak|keede ki dawai|organophosphate|chlorpyrifos|monocrotophos|phorate',
    'hair dye|black dye|kala mehndi|kali mehndi|liquid dye',
    'molly|mdma|ecstasy|cocaine|crystal meth|ketamine|ghb|party drugs',
    'vaporizer|vaporiser|vaporizer refill|mosquito repellent|mosquito liquid|mosquito coil|repellent liquid|all out|good knight|goodknight|mortein|camphor|kapoor|kafoor',
    'bleach|detergent|laundry pod|dishwasher tablet|washing powder|cleaner|disinfectant|dettol|harpic|phenyl|kerosene|petrol|paraffin|antifreeze|weed killer|weedkiller|pesticide|insecticide|rat poison|poison|poisonous|toxic|battery|button battery|button cell|coin cell|watch cell|watch battery|ghadi wala cell|ghadi ka cell|remote wala cell|remote ka cell|magnet*|wild mushroom*|foraged mushroom*|poisonous mushroom*|toadstool*|magic mushroom*|garden mushroom*|poisonous berries|wild berries|yew berries|deadly nightshade|dhatura|datura|jimsonweed|oleander|kaner|castor seeds|arandi ke beej|gunja|rosary pea|foxglove|belladonna|lamp oil|nail polish remover|battery acid|toilet acid|hydrochloric acid|sulphuric acid|sulfuric acid|muriatic acid|acid cleaner|lye|drain cleaner|mothball*|naphthalene|batteries|under the sink|methadone|essential oil*|mouthwash|hand sanitiser|hand sanitizer|sanitiser|sanitizer|rubbing alcohol|e liquid|vape liquid|nicotine',
  ],
  pills: [
    'tabs|tab|goli|goliyan|dawai ki goliyan|bp ki goliyan|sleeping tabs',
    'cough syrup|cough mixture|cold syrup|fever syrup|medicine syrup|khansi ki dawai|khansi ka syrup',
    'pill*|tablet*|capsule*|caps|meds|medicine*|medication*|paracetamol|tylenol|ibuprofen|aspirin|iron|vitamin*|gummies|gummy|supplement*|sleeping pill*|antidepressant*|insulin|painkiller*|pain killers|dawai|goli|goliyan|melatonin|crocin|dolo|calpol|calcium',
  ],
  many: [
    '#many',
    'whole|entire … bottle|packet|box|strip|tub|jar|pot',
    'puri|poori|pura|poora|saari|sari|saara … strip|patta|bottle|shishi|dabba|goliyan|goliyon',
    'handful|fistful|dozens|loads|lots|bunch|all the|all of|too many|too much|a lot|a load of',
    'pata nahi|pata nhi|dont know|do not know|no idea|not sure|unsure … kitni|kitne|how many|how much',
  ],
  'head-injury': [
    'hit|hitting|banged|bumped|knocked|smacked|whacked|cracked|fell on … head|forehead',
    'helmet … cracked|broke|broken|split|smashed',
    'head … injur*|wound|trauma|hit|bang|bump|knock',
    'fell … head first|onto|on … head',
    'head injury',
    'concussion',
    'fell|fall|came off|crashed … without a helmet|no helmet|without helmet',
  ],
  vomiting: ['vomit*|throw* up|threw up|been sick|being sick|keeps being sick|puking|puked|ulti', 'cant|cannot|wont … keep … down'],
  'burn-severe': [
    'boiling … sugar|water|oil|syrup|milk|chai|tea|coffee|dal|soup|kettle … over|on|onto|spilled|spilt|splashed',
    // NHS: a large burn, or any burn on a child that is more than a small patch, is A&E.
    'blister*|blistering|burn*|burnt|scald* … big area|large area|big patch|large patch|bigger than|larger than',
    // Skin that came off or charred is a burn's; skin that is white, raw or peeling only beside a burn (peeling skin on
    // its own is sunburn, dry skin or an acne medicine).
    'skin … came off|coming off|charred',
    'burn|burns|burnt|burned|scald*|scalded|boiling|fire|flame*|hot … skin … white|peeling|black|raw',
    'skin … white|peeling|black|raw … burn|burns|burnt|burned|scald*|boiling|fire|flame*',
    'acid|chemical|lime|cement|bleach … burn*|splash*|splashed',
    // Set alight: "poured kerosene on herself and lit it", "set himself on fire".
    'poured|pour|pouring|threw … kerosene|petrol|diesel|oil … on herself|on himself|on myself|over herself|over himself … lit|set|fire|match|lighter',
    'set|sets|setting … herself|himself|myself … on fire|alight|ablaze',
    'scald* … both|whole|face|feet|legs|bottom|chest',
    // "Burning in my chest" is a feeling, not a burn: the injury's words are burn, burnt, burned.
    'burn|burns|burnt|burned|scald* … blister* … face|whole|all over|both',
    'burn|burns|burnt|burned|scald* … big|large|huge|whole|face|chest|white|charred|black|blister* all over|bigger than|deep|child|baby|toddler',
    'boiling … water|oil … on|over|spilled|spilt',
    'deep|severe|serious … burn|burns',
    'too hot|very hot|scalding … legs|bottom|bum|feet|face|tummy … blister*|red raw|peeling',
    'chemical burn',
    'bade|bahut bade|large|big … chhale|chale|phaphole|chhaale',
    'skin|chamdi|chamri … safed|white … ho gayi|ho gaya|hai',
    'electric* … shock|burn',
    'shock from … wire|socket|plug|cable|mains|current|switch',
    'electrocuted|current laga|current lag gaya|bijli ka jhatka|bijli ka current',
  ],
  'burn-blister': [
    'burn*|burnt|scald* … blister*',
    'blister* … from|after … burn*|scald*|iron|oven|pan|kettle|stove|hot',
    'hot|boiling … iron|pan|kettle|stove|oven|oil|water|tea|chai … blister*',
  ],
  // In India any bite or scratch from a dog, cat, monkey or bat that breaks the skin needs rabies care the same day.
  'bite-broke-skin': [
    'dog|cat|monkey|bat|rat|animal|human … bit|bite|bitten|nipped|nip',
    'bitten by',
    'monkey|cat|bat|dog|puppy|kitten|stray|street dog … scratch*|clawed',
    'puppy|kitten|stray|street dog … bit|bite|bitten|nipped',
    'kutte|kutta|kutiya|bandar|billi … kaat*|kata|kaata|kaat liya|nakhun',
    'kutte ne|kutta ne|kutiya ne|bandar ne|billi ne',
    'daant … lage|gade|gaade|ke nishan',
    'teeth|tooth … marks|went in|broke the skin',
  ],
  'deep-cut': ['deep … cut|gash|wound', 'cut|gash|wound … deep|gaping|wide open|to the bone|need* stitches|stitches', 'need* stitches'],
  'red-spreading': [
    'red|redness|swelling|swollen|streak* … spread*|getting bigger|growing|moving up|hot|worse',
    'spread*|red streak*|red line … up … arm|leg',
    // NHS lymphangitis: a red line running up from a wound towards the body.
    'red line|red lines|red streak|red streaks|red stripe … running|going|moving|spreading|tracking|up|towards',
    'cellulitis',
    'infected|infection … spread*|worse|hot|pus',
  ],
  // NHS (dehydration, cholera): watery diarrhoea over and over, with being unable to stand or dry and drowsy.
  'diarrhoea-many': [
    'rice water|ricewater|chawal ke pani|chawal ka pani … stool*|motion*|potty|poo*|diarrh*|dast',
    'loose motion*|diarrh*|dast|watery stool*|watery poo*|potty|vomit*|ulti … 8|9|10|12|15|20|25|30|many|so many|countless|dozens … times|baar',
    '8|9|10|12|15|20|25|30|so many|countless|dozens … times|baar … loose|diarrh*|dast|potty|vomit*|ulti',
  ],
  'cant-stand': ['cant|cannot|unable to|not able to|couldnt … stand|stand up|get up', 'khada … nahi ho pa|nahi ho paa|nhi ho pa'],
  'no-urine': [
    'no|not|hasnt|havent|hasn t … wet|peed|pee|urine|weed|wee|nappy|nappies|diaper|diapers',
    'dry … nappy|nappies|diaper|diapers',
    'peshab|pesab|peshaab|susu … band|nahi aaya|nahi hua|bilkul nahi',
    // Hardly any all day: "peed like once today".
    'peed|pee|peeing|weed|urinated|passed urine|passed water … once|only once|hardly|barely … today|all day|since morning|since yesterday',
  ],
  sunken: [
    'sunken … eyes|soft spot|fontanelle',
    'soft spot … sunken|dipped',
    'soft spot|soft part|fontanelle … going down|gone down|sinking|sunk|dipping|dented|caved',
  ],
  'dehydration-signs': [
    'no|not|hasnt|havent|hasn t … wet|peed|pee|urine|weed|wee|nappy|nappies|diaper|diapers',
    'dry … nappy|nappies|diaper|diapers|mouth and',
    'mouth … totally dry|very dry|so dry|bone dry|completely dry|dry as',
    'sunken … eyes|soft spot|fontanelle',
    'soft spot … sunken|dipped',
    'soft spot|soft part|fontanelle … going down|gone down|sinking|sunk|dipping|dented|caved',
    'no tears',
    'aansu nahi|aansoo nahi',
    'peshab|susu … nahi',
    'only|just|sirf … 1|one|ek|once … wet|nappy|diaper|susu|peshab|pee|wee',
    'sirf ek baar|ek hi baar … susu|peshab',
    'peshab|pesab|peshaab|susu … bhi kam|bahut kam|kam ho|kam aa',
    'little|less|hardly any|very little|barely … pee|urine|wee|peeing|weeing',
    'pee|urine|wee … dark|very dark|brown|dark yellow',
    'crying without tears',
    'not drinking|wont drink|not feeding|wont feed|refusing feeds',
    'refusing … drink|feeds|milk|fluids|bottle|breast',
    'paani|pani … kam|nahi|nhi … pee|pi|peeta|peeti|pita|piti',
  ],
  'urine-pain': [
    'burn*|sting*|hurts|pain|painful … pee|peeing|wee|urinat*|urine',
    // Indian homes' own word: "burning while doing susu".
    'burn*|sting*|hurts|pain|painful|jalan … susu|su su|soosoo|peshab|pishab',
    'susu|peshab|pishab … burn*|sting*|hurts|pain|painful|jalan|dard',
    'peshab … jalan|dard',
    'uti|urine infection|bladder infection|kidney infection|water infection',
  ],
  'back-pain': [
    'back|side|flank|loin … pain*|ache|hurt*|agony|excruciating',
    'pain*|ache|aching … back|side|flank|loin',
    'sciatica',
    'slipped disc|slip disc|disc prolapse',
    'kamar|peeth … dard|dukh|dukhti|dukhta',
  ],
  // NHS: a baby vomiting green (bile) may have a blocked gut: 999 or A&E.
  'green-vomit': [
    'vomit*|sick|throwing up|threw up|puking|ulti … green|bright green|dark green|bile|yellow green|greenish',
    'green|greenish … vomit*|sick|ulti',
  ],
  // NHS (Stevens-Johnson syndrome): a spreading painful rash that blisters and peels, with sores in the mouth or sore
  // eyes, often after a new medicine, is 999 or A&E.
  'skin-shedding': [
    'skin … blistering|peeling off|coming off|sloughing|falling off|shedding|peeling away',
    'blistering and peeling|blisters and peeling|peeling and blistering',
  ],
  'mouth-eye-sores': [
    'mouth|lips|mouths … full of sores|sores|ulcers|blisters|raw',
    'sores|ulcers|blisters … in my|in his|in her|in the … mouth|lips|eyes',
    'eyes … red and burning|burning|red and sore|sore and red|crusted|crusting',
  ],
  // NHS: sudden, severe pain in a testicle (torsion) is an emergency; a painful swelling with vomiting too.
  'testicle-pain': [
    'testicle*|testis|testes|scrotum|scrotal|balls|ball sack|andkosh … pain*|ache|aching|hurt*|swollen|swelling|swell*|dard|sujan',
    'my left ball|my right ball|left ball|right ball|one ball|one of my balls … pain*|ache|aching|hurt*|swollen|swelling|swell*|higher',
    'pain*|ache|aching|hurting|swelling|swollen … in|of … testicle*|testis|scrotum|balls|ball sack|andkosh|my left ball|my right ball|one ball',
  ],
  'testicle-severe': [
    'sudden*|severe|terrible|agonising|agonizing|unbearable|excruciating|worst|tez|bahut tez … pain* … testicle*|testis|scrotum|balls|andkosh|left ball|right ball|one ball',
    'testicle*|testis|scrotum|balls|andkosh … sudden*|severe|terrible|agonising|agonizing|unbearable|excruciating|worst|kicked in|twisted',
    'twisted testicle|testicular torsion|torsion',
    // NHS: a testicle that sits higher than the other, after sudden pain, may be twisted.
    'testicle|ball|one … higher than the other|sitting higher|sitting kinda higher|sits higher|pulled up higher',
  ],
  // NHS (priapism): an erection that will not go down, lasting more than 4 hours, needs A&E; told by how long it lasts
  // or that it will not go ("5 ghante se nahi ja raha").
  priapism: [
    'priapism',
    'erection|erections|hard on|hardon|boner … wont go down|will not go down|not going down|doesnt go down|hasnt gone down|hasnt gone away|wont go away|not going away|nahi ja raha|nahi ja rahi|nahi gaya|nahi utar raha|nahi baith raha',
    'erection|hard on|hardon|boner … for #num hours|for #num hrs|#num hours|#num hrs|#num ghante|ghanton se|since last night|since yesterday|all night',
  ],
  // NHS (cauda equina): numbness around the bottom or genitals, or losing control of the bladder or bowel, with back pain.
  'saddle-numbness': [
    'numb*|no feeling|tingl*|pins and needles … bum|bottom|buttocks|butt|genitals|genital|private area|private parts|privates|groin|saddle|inner thighs|back passage',
    'bum|bottom|buttocks|genitals|private area|private parts|privates|groin|saddle|inner thighs … numb*|no feeling|dead',
    'numb*|no feeling|tingl* … between my legs|between the legs|between his legs|between her legs|down there',
    'between my legs|between the legs|between his legs|between her legs … feel|feels|is|are|gone|going … numb*|dead',
    'cant|cannot|couldnt|could not … feel … toilet paper|when i wipe|when wiping|myself wiping',
    'saddle anaesthesia|saddle anesthesia',
    'private area|private part|private parts|guptang|neeche … sunn|sun sa|sunn sa|jhunjhuni|mehsoos nahi|mehsus nahi',
  ],
  'continence-loss': [
    'lost|losing|lose|no|cant|cannot … control … bladder|bowel|bowels|pee|wee|urine|poo|stool|stools|toilet',
    'cant|cannot|couldnt|unable to|not able to … pee|wee|urinate|pass urine|pass water … properly|at all|since',
    'cant|cannot|couldnt|unable to|not able to … pee|wee|urinate|pass urine … even though|even tho|though i need|despite',
    'wet myself|wetting myself|peed myself|soiled myself|wet the bed suddenly',
    'peshab|pishab|susu|potty … control nahi|control nhi|nikal gaya|nikal jata|nikal jaata|ruk nahi|rukta nahi',
  ],
  'electric-shock': [
    'electric shock|electrical shock|electrocut*|electric current|current laga|current lag|bijli ka jhatka|shock laga',
    'shock … from|by … socket|plug|wire|wires|switch|mains|power line|cable|heater|geyser|cooler|iron',
    'socket|plug point|plug socket|live wire|power line|mains … shock|burn*|zapped|sparked|current',
    'touched|grabbed|held … live wire|power line|mains|exposed wire|bare wire',
    'put|stuck|poked … hairpin|pin|fork|knife|key|finger|fingers … in|into … socket|plug|plug point',
  ],
  // Someone found after an attempt: "I just found my brother… I cut him down".
  'found-after': ['just found|found … him|her|them|my', 'cut … him|her|them … down', 'found … hanging|on the floor|in the bathroom|in his room|in her room'],
  // What says an attempt may be under way (Samaritans, NHS): emptied packs, a locked door.
  'attempt-evidence': ['empty|emptied … blister*|strip|strips|pill bottle*|medicine bottle*|bottle of pills|bottles of pills|packets|wrappers|packs'],
  'locked-in': ['locked … herself|himself|themselves … in the bathroom|in the toilet|in her room|in his room|in the room|in the bedroom|inside'],
  // No longer reachable: "now she's not answering", "his phone is off", "won't open the door".
  'out-of-reach': [
    'not answering|isnt answering|wont answer|stopped answering|not picking up|isnt picking up|wont pick up|not replying|isnt replying|stopped replying',
    'phone is off|phone switched off|phone is switched off|not opening the door|wont open the door|isnt opening the door',
  ],
  // NHS: a body part cut off needs 999; keep the part, wrapped, cool and dry.
  amputation: [
    'chopped|cut|sliced|sawed|sawn|ripped|torn … off … tip|finger|fingertip|toe|thumb|ear|hand',
    'chopped|cut|sliced|sawed|sawn|ripped|torn … tip|finger|fingertip|toe|thumb … off',
    'finger|fingertip|toe|thumb|tip of … chopped off|cut off|sliced off|came off|torn off|ripped off|hanging off',
    'ungli … kat gayi|kat gai|kat ke alag|alag ho gayi',
  ],
  'fall-from-height': [
    'fell|fall|fallen|falling|slipped|tumbled … off|from|down … roof|ladder|tree|balcony|terrace|stairs|staircase|bike|scooter|horse|wall|height|building|scaffold*|chhat',
    'dived|diving|dove … into … shallow|pool|river|lake',
    'road accident|car accident|bike accident|scooter accident|hit by a car|hit by a bus|hit by a truck',
  ],
  // Rigid or jerking muscles with a high temperature and confusion: serotonin syndrome, heat stroke, a drug reaction.
  'muscle-jerks': [
    'muscles|muscle|legs|arms|hands|body|limbs … jerk*|twitch*|stiff|rigid|spasm*|shaking uncontrollably',
    'jerking|twitching|rigid|stiff|spasming … muscles|muscle|limbs|legs|arms',
    'clonus',
    'stiff like wood|stiff as a board|stiff as wood|rigid like',
    'cant bend|cannot bend … arms|legs|his arms|her arms|his legs|her legs',
  ],
  'belly-pain-any': [
    'belly|stomach|tummy|abdomen|abdominal|pet … pain|ache|dard|hurts|hurting',
    'pain|ache|dard … in … belly|stomach|tummy|abdomen|pet',
    'stomach ache|stomachache|tummy ache|bellyache|pet dard|pet me dard|pet mein dard',
    'pain|ache|hurts … upper left|lower left|upper right|lower right|left side|right side … of … tummy|belly|stomach|abdomen',
  ],
  'temple-headache': ['temple|temples … headache|pain*|ache|aching|throb*|tender', 'headache|pain|ache|throbbing … temple|temples'],
  'scalp-tender': ['scalp … tender|sore|hurts|hurting|painful', 'hurts|painful|sore … comb*|brush* … hair', 'comb*|brush* … hair … hurts|painful|sore'],
  'jaw-chewing-pain': ['jaw … ache*|aching|pain*|hurts|tired|cramp* … chew*|eating|when i eat', 'chewing|eating … jaw … pain*|ache*|hurts|tired|cramp*'],
  'cord-prolapse': [
    'umbilical cord|babys cord|baby cord|the cord … coming out|came out|hanging out|slipped out|showing|out first|is out|outside',
    'hanging out|coming out|sticking out … looks like|like … the cord|cord',
    'the cord|cord … hanging|hanging down|coming down|sticking out|down there|between my legs',
    'feel|felt|see|saw|can feel|can see … the cord|umbilical',
  ],
  // NHS "Croup", "Breathing difficulties in children": a harsh noise breathing in, or the skin between the ribs
  // pulling in, is 999 whatever else explains the breathing ("with a cold" explains a blocked nose, not this).
  recession: [
    'skin between … ribs',
    'chest|ribs|skin|tummy|neck … pulling in|pulls in|sucking in|sucks in|sinking in|caving in',
    'harsh|high pitched|squeaky|whistling|crowing … noise|sound|sounds … breathes in|breathing in|breathe in|every breath|each breath',
    'stridor',
  ],
  // NHS "Opioid overdose", TOXBASE: pinpoint pupils with drowsiness or slow breathing.
  'pinpoint-pupils': [
    'pupils|pupil|putli|putliyan … tiny|pinpoint*|pin point|pinpoints|pin sized|very small|really small|like pins|bahut choti|choti|chhoti',
    'pinpoint pupils|pin point pupils|tiny pupils',
  ],
  'slow-breathing': [
    'breathing|breaths|breath|breathes|saans … very slow|so slow|really slow|slowed|slowing|once every|slow and shallow|slow shallow',
    'breathing|breaths … slow … shallow',
  ],
  // NHS: bleach mixed with an acid cleaner or ammonia gives off chlorine or chloramine gas.
  'toxic-fumes': [
    'mixed|mixing|combined … bleach|harpic|acid|ammonia|cleaners|cleaner',
    'bleach|chlorine|ammonia … fumes|gas|vapour|vapor',
    'fumes|gas … from|of … bleach|acid|cleaner|chlorine|ammonia',
  ],
  // NHS "Smoke inhalation": soot in the mouth or nose, a hoarse voice or harder breathing after a fire is 999.
  'smoke-inhaled': [
    'inside the smoke|in the smoke|smoke inhalation|breathed in smoke|inhaled smoke|breathing in smoke|lot of smoke|thick smoke',
    'smoke … inhal*|breathed|breathing in',
    'singed|soot|black stuff|black spit|black phlegm … cough*|nose|spit*|mouth|phlegm',
  ],
  // NHS "Tonsillitis" (after a tonsillectomy): any bleeding in the first two weeks is A&E.
  'after-tonsils': ['tonsils out|tonsils removed|tonsillectomy|tonsil surgery|tonsils taken out|tonsil operation|tonsils operation'],
  'spitting-blood': ['spit*|spitting|coughing up|bringing up … blood|red blood|bright red', 'blood … in … spit|saliva|mouth'],
  // NHS "Swallowed objects" / BSG: food stuck so that saliva cannot be swallowed needs A&E.
  'cant-swallow-saliva': [
    'cant|cannot|unable to|not able to|couldnt … swallow … spit|saliva|own spit|my spit|my saliva|water',
    'spitting … saliva|spit … into … cup|bowl|tissue',
  ],
  // NHS: a swelling under the tongue or jaw that makes breathing harder (Ludwig's angina) is 999.
  'under-tongue-swelling': ['swelling|swollen|swell* … under … tongue|jaw|chin', 'tongue … pushed up|being pushed|lifted|raised'],
  // NHS "Cellulitis" (orbital): an eyelid swollen shut with fever, pain on moving the eye or double vision is A&E.
  'eye-swollen': ['eye|eyelid|eyelids … swollen shut|swollen|puffy and red|red and swollen|shut', 'swollen … eye|eyelid'],
  'eye-move-pain': ['hurts|pain*|painful … move* … eye|eyes', 'moving … eye|eyes … hurts|pain*|painful', 'sees|seeing|see … two of|double'],
  // NHS: after being trapped under something heavy for a long time, dark urine or swelling (crush syndrome) is 999.
  crushed: ['trapped|crushed|pinned|stuck … under|beneath', 'fell on|fallen on|collapsed on|came down on … legs|leg|him|her|me|his legs|her legs|my legs'],
  // NHS "Broken arm or wrist": a cast with pain that keeps growing, or numb, pale, blue fingers, needs A&E now.
  'in-cast': ['cast|plaster cast|in plaster|put in plaster|pop cast|fibreglass cast|fiberglass cast'],
  hernia: ['hernia|hernias|inguinal hernia|groin hernia|umbilical hernia'],
  // NHS "Foreign body in the ear": an insect can be floated out with oil; anything still inside needs a doctor today.
  'ear-object': ['insect|bug|cockroach|beetle|moth|ant|fly|bead|seed|stone|pebble|something … in|into|inside|stuck in … ear|ears|his ear|her ear|my ear'],
  'fingers-numb-pale': ['fingers|toes|hand|foot … numb*|pale|blue|white|cold|tingl*|going numb', 'numb*|pale|blue|white|cold … fingers|toes'],
  'belly-distended': [
    'belly|stomach|tummy|abdomen|pet … huge|swollen|swelling up|bloated up|distended|hard as|tight like|like a drum|ballooned|phool gaya|phool gya|phoola hua|phool gayi',
  ],
  // NHS "Hernia": a hernia that is stuck, hard or very painful, with vomiting or no wind, is A&E.
  'hernia-stuck': [
    'hernia … stuck|hard|wont go back|will not go back|wont push back|cant push|wont go in|stuck out|red|very painful|tender',
    'stuck out|wont go back|cant push … back|in … hernia',
  ],
  // NHS "Urinary retention": unable to pee, or only dribbling with a full bladder, needs a doctor today (A&E if none).
  'urine-retention': [
    'only dribbling|just dribbling|dribbling a little|only a few drops|few drops of urine|cant pee|cannot pee|cant urinate|cannot urinate|unable to pee|unable to urinate|unable to pass urine|not able to pee|cant pass urine|peshab nahi|pishab nahi',
    // "He hasn't been able to pass a single drop of urine since last night" (NHS acute urinary retention).
    'hasnt|havent|hadnt|not|cant|cannot|couldnt|unable … pass|passed … a single drop|a drop|single drop … urine|pee|wee',
    'hasnt|havent|hadnt|not|cant|cannot|couldnt|unable … pass|passed … any urine',
    'peshab|pishab|mutra … ruk gaya|ruk gayi|band ho gaya|nahi ho raha|nahi ho rahi|nahi aa raha|nahi utar',
  ],
  'lung-disease': ['copd|emphysema|chronic bronchitis|bronchiectasis|lung disease|pulmonary fibrosis|ild'],
  // NHS "Addison's disease": an illness with fever needs the steroid dose raised by the sick-day rules today.
  adrenal: ['addisons|addison|adrenal insufficiency|adrenal failure|hypopituitarism|steroid dependent|steroid card'],
  // NHS "Alcohol withdrawal": stopping heavy drinking suddenly can bring shakes, sweats and fits: see a GP today.
  'alcohol-stopped': [
    'stop*|quit|quitting|stopped|gave up … drinking|alcohol|booze|daru|sharab … cold turkey|suddenly|last night|yesterday|today|this morning',
    'cold turkey … drinking|alcohol|booze|daru|sharab',
    'alcohol|vodka|wine|whisky|whiskey|beer|rum|gin|brandy|daru|sharab|liquor|booze … stopped|quit|gave up … cold turkey|suddenly',
    'drinking|alcohol|booze … cold turkey',
    // "Drinking heavily every night since the divorce … and stopped yesterday morning": the stop told later.
    'drinking|drank|drinker|alcohol|booze|daru|sharab … every night|every day|daily|heavily|for years … stopped|quit|gave up|stop … yesterday|last night|this morning|today|#num days ago|suddenly',
    'alcohol withdrawal|withdrawal from alcohol|withdrawals from alcohol',
    // Stopping on a day said as days ago: "stopped drinking 2 days ago", "quit alcohol 3 days back", "stopped yesterday morning".
    'stop*|quit|quitting|stopped|gave up … drinking|alcohol|booze|daru|sharab … days ago|day ago|days back|hours ago|hours in|hours now',
    'drinking heavily|heavy drinking|drinking every day|drinking every night|drinking daily … stopped|quit|gave up … yesterday|last night|days ago|this morning|days back',
  ],
  'cold-turkey': ['stop|stopped|quit|gave up|stopping|quitting … cold turkey'],
  // MHRA Drug Safety Updates and FDA boxed warnings: isotretinoin, montelukast, varenicline, levetiracetam, mefloquine,
  // efavirenz, finasteride, topiramate and steroids can bring low mood, rage, nightmares or restlessness; an
  // antidepressant or metoclopramide newly started can bring an agitation one cannot sit still through (akathisia).
  'mood-risk-medicine': [
    'isotretinoin|isotroin|accutane|roaccutane|absorica|montelukast|singulair|montair|varenicline|champix|chantix|levetiracetam|keppra|levipil|mefloquine|lariam|efavirenz|finasteride|propecia|finpecia|topiramate|topamax|prednisolone|prednisone|wysolone|omnacortil|dexamethasone|metoclopramide|perinorm|reglan',
    'started|starting|began|new|just started … sertraline|fluoxetine|escitalopram|citalopram|paroxetine|duloxetine|venlafaxine|antidepressant|antidepressants',
  ],
  'mood-change': [
    'cry|crying|cries|sobbing|tearful|weepy … every day|all the time|all day|for no reason|at nothing|at everything',
    'grey cloud|gray cloud|dark cloud',
    'dead inside|emotionally dead|feel dead inside|feels dead inside|like a ghost|not me anymore|not myself anymore|not like myself',
    'angry outbursts|rage|so angry|very angry|punches|aggressive|paranoid|hopeless|irritable and weepy|flat|wired and angry',
    'mood … tanked|crashed|dropped|changed|has changed|gone dark',
    'very low|so low|really low|barely talking|not interested in anything|lost interest in everything',
    'depressed|withdrawn|crying spells|crying randomly|mood swings|mood keeps swinging|agitated|racing thoughts|intrusive thoughts|feel empty|feels empty|dont enjoy anything',
    'gussa|udaas|udaasi|chidchida|chidchidi|rona aata|bure sapne',
    'cant sit still|cannot sit still|crawling out of my skin|pacing|so restless',
    'losing my mind|going mad|going crazy|like a wreck',
  ],
  // NHS and the BNF: antidepressants, benzodiazepines, gabapentinoids and steroids taken for weeks are reduced slowly.
  'taper-medicine': [
    'escitalopram|sertraline|paroxetine|duloxetine|venlafaxine|desvenlafaxine|citalopram|fluoxetine|fluvoxamine|antidepressant|antidepressants|ssri|clonazepam|alprazolam|lorazepam|diazepam|etizolam|zolpidem|benzo|benzos|xanax|valium|restyl|prednisolone|prednisone|methylprednisolone|medrol|deflazacort|steroids|wysolone|gabapentin|pregabalin|baclofen|tramadol',
  ],
  'medicine-stopped': [
    'stopped|stop|quit|came off|stopping|quitting … it|them|my|the|taking|on my own|myself|suddenly',
    'ran out|run out|didnt refill|did not refill|not refilled|cold turkey',
  ],
  // NHS "Lithium": diarrhoea or vomiting with a worse tremor, unsteadiness or drowsiness are signs of too much lithium
  // in the blood (a doctor straight away).
  // NICE NG24: a haemoglobin under 70 g/L (7 g/dL) is where a transfusion is considered; with breathlessness or
  // palpitations it needs a doctor today.
  'very-low-hb': [
    [
      'hb',
      'hb is',
      'hb was',
      'hb of',
      'hb only',
      'hb level',
      'hb level is',
      'haemoglobin',
      'haemoglobin is',
      'haemoglobin was',
      'hemoglobin',
      'hemoglobin is',
      'hemoglobin was',
      'hgb',
      'hgb is',
    ]
      .flatMap((words) => ['3', '4', '5', '6'].map((value) => `${words} ${value}`))
      .join('|'),
  ],
  // WHO "Pesticide poisoning": spraying without protection, then twitching, sweating, drooling, blurred sight or
  // vomiting (organophosphates) needs emergency care.
  'pesticide-sprayed': [
    'spray*|sprinkl* … paddy|crop|crops|field|fields|cotton|pesticide|pesticides|insecticide|keetnashak|dawai|chemical',
    'pesticide|pesticides|insecticide|keetnashak … without|no … mask|gloves',
  ],
  // NHS "Abdominal aortic aneurysm": sudden severe pain in the belly or lower back, a pulsing lump in the belly, feeling
  // faint: call 999.
  'pulsating-lump': [
    'lump|swelling|mass … belly|stomach|tummy|abdomen … throbbing|throbs|pulsing|pulsating|pulses|beating|beats',
    'throbbing|pulsing|pulsating|beating … lump|swelling|mass',
    'lump|swelling|mass … throbbing|throbs|pulsing|pulsating|pulses|beating|beats … belly|stomach|tummy|abdomen',
  ],
  'lithium-taken': ['lithium|licab|lithosun|lithocarb|eskalith|priadel|camcolit|lithobid'],
  'gut-upset': ['loose motion*|loose stools|diarrh*|dast|the runs|vomit*|throwing up|threw up|being sick|ulti'],
  'tremor-unsteady': [
    'shaking|shaky|trembling|tremor|tremors … more|worse|badly|a lot',
    'unsteady|wobbly|off balance|staggering|cant walk straight|walking like drunk|slurr*',
  ],
  'withdrawal-symptom': [
    'brain zaps|zaps|electric shocks|zapping',
    'shaking|shaky|trembling|tremor|tremors',
    'cant sleep|cannot sleep|havent slept|not slept|no sleep|cant sleep at all',
    'dizzy|dizziness|head spinning|lightheaded|light headed',
    'sweating|sweats|nausea|nauseous|like flu|like the flu|flu like',
    'heart racing|racing heart|exhausted|weak|achy all over',
    'vertigo|vomiting|twitching|irritable|crying|jittery|panicky|agitated|anxious all the time',
    'ghabrahat|kaanp|kaanpti|kaanpte|neend nahi|neend bilkul nahi|kamzori|chakkar',
  ],
  // NSPCC, Childline India: a child married off, put to work in a home, or always hungry and bruised.
  'child-exploited': [
    'getting her married|getting him married|marry her off|marrying her off|get her married|married off|forcing her to marry|forced to marry|child marriage|bal vivah|shaadi karwa rahe|shaadi kar rahe',
    'working as|works as|work as|employed as|kept as … maid|servant|domestic help|house help|labourer|labour',
  ],
  'child-neglect': ['always|often|constantly … hungry|starving', 'bruises|bruise|burn marks|marks … on … her|his … face|arms|back|body'],
  // NHS: a migraine that lasts more than three days, or sickness that keeps the medicine down, needs a doctor.
  'headache-days': [
    'migraine|headache … #num rd day|3rd day|third day|4th day|fourth day|5th day|fifth day|three days|four days|for days',
    '3rd day|third day|4th day|fourth day|5th day|fifth day|day 3|day 4|day 5 … of … migraine|headache|this migraine|the migraine',
  ],
  'again-and-again': [
    'every afternoon|every evening|every morning|every night|every day|almost every|nearly every|again and again|keep getting|keeps getting|keep having|keeps having|most days|several times|repeatedly|roz|har din',
    'third|fourth|3rd|4th|another … one|time|episode … this|in a … week|month',
    'another low',
  ],
  // NHS "Dental emergencies": a knocked-out adult tooth goes back in or into milk, and to a dentist within the hour.
  'tooth-knocked-out': [
    'knocked out|knocked|smashed|came out|fell out … tooth|teeth|front tooth|front teeth',
    'knocked out one of … tooth|teeth',
    'tooth|teeth … knocked out|got knocked',
  ],
  labour: [
    'water broke|waters broke|waters have broken|water has broken|waters went|in labour|in labor|contractions',
    'water|waters … just broke|just broken|have just broken|burst',
  ],
  // NHS (emergency birth): the baby's head can be felt or seen, or she has the urge to push, before help is there.
  'birth-now': [
    'baby is|baby s|babys … coming|coming out|crowning',
    'can|could|i can|she can … feel|see … the|its|babys … head',
    'head is|head s … out|showing|coming',
    'urge to push|needs to push|has to push|started pushing|crowning',
    'bacha|baccha … bahar aa|nikal raha|aa raha',
  ],
  'bowel-blocked': [
    'havent|have not|not|no|cant|cannot|couldnt … pooped|pooed|farted|passed wind|passed gas|pass wind|pass gas|opened my bowels … in|for|since … #num|two|three|four|five|days',
    'cant|cannot|couldnt|unable to … pass wind|pass gas|fart',
    'not passing gas|not passing wind|not even passing gas|not even passing wind|not even wind|not even gas|no gas|no wind|not farting|no farts|no farting',
  ],
  restless: ['restless*|bechaini|bechain|agitated|cant settle|cannot settle|very uneasy'],
  'low-platelets': ['platelet*|plt|plts … #plt20', 'platelet*|plt|plts … dropped|dropping|falling|fell … to … #plt20'],
  'ear-pain': ['ear … pain|ache|hurt*|pull*|tug*', 'earache|ear ache|ear infection'],
  // NHS: sudden hearing loss in one ear needs a doctor urgently.
  'hearing-loss': [
    'cant|cannot|barely|hardly … hear … out of|from|in|with … that|one|my|left|right',
    'sudden* … deaf|hearing loss',
    'lost … hearing',
    'hearing … gone|went',
    'woke up … deaf',
    'ear … almost deaf|is deaf|gone deaf|went deaf|completely deaf',
    'woke up|this morning|since morning|suddenly|overnight … ear … totally deaf|almost totally deaf|deaf|cant hear',
    'deaf … in … one|left|right|my … ear',
    'suddenly … cant hear|cannot hear',
  ],
  // NHS "Floaters and flashes in the eyes": a sudden shower of new floaters, or floaters with flashes of light, is seen
  // the same day (a possible retinal tear). Floaters that have been there for years and never changed are not.
  'new-floaters': [
    'new|sudden|suddenly|shower|lots|loads|bunch|swarm|cloud … floaters|floater|floaties|black dots|black spots|cobweb|cobwebs',
    'floaters|floater|floaties|black dots|black spots|cobweb|cobwebs … flash|flashes|flashing',
    'flash|flashes|flashing … light|lights … floaters|floater|floaties|black dots|black spots|cobweb|cobwebs',
  ],
  // With no urine at all, a painful swollen lower belly is the bladder filling (NHS "Urinary retention": A&E).
  'bladder-swollen': [
    'lower belly|lower tummy|lower stomach|bladder … swollen|hard|bulging|distended|swelled',
    'belly|tummy|stomach … hard as|rock hard|swollen and hard',
    'in agony|rolling around|rolling in pain|writhing|screaming in pain',
  ],
  // A suspected fracture with normal circulation is seen today (NHS: go to A&E or urgent treatment).
  'fracture-signs': [
    'wrist|arm|leg|ankle|finger|toe|collarbone|elbow|shin … looks|is|gone … bent|crooked|deformed|out of shape|wrong angle',
    'heard … crack|snap|pop',
    'cant|cannot|unable to … put weight|stand on|walk on|bear weight',
    // Hinglish: a twisted foot ("paer mud gaya", "moch aa gayi") with swelling or not standing without help.
    'paer|pair|pao|paon|takhna|takhne|ghutna|ghutne … mud gaya|mud gayi|mudh gaya|moch … sujan|soojan|khade nahi|khada nahi|chal nahi|sahare',
    'khade nahi|khada nahi|khadi nahi|chal nahi … ho pa|pa rahe|pa raha|pa rahi|sakte|sakta|sakti … bina sahare|sahare ke bina',
    'fell|fall|fallen|slipped … swollen|swelling … hurts to move|cant move',
    'wrist|ankle|arm|leg|elbow|shoulder … swollen|swelling … hurts to move|cant move|painful to move|cant bend|cant use',
    'broken|fractur* … wrist|arm|leg|ankle|bone|finger|hip|collarbone',
    // NHS: after a fall, hip or groin pain and being unable to get up or bear weight is a possible hip fracture.
    'fell|fall|fallen|slipped|tripped … hip|groin … hurt*|pain*|sore|agony',
    'since … fall|fell … cant|cannot|unable to|not able to … get up|stand|walk',
    'since … then|the fall … cant|cannot|unable to|not able to … get up|stand|walk',
    'wrist|arm|leg|ankle|hip … broken|fractur*',
  ],
  // NHS: a bone sticking out through the skin is an ambulance (999), not a minor injuries unit.
  'open-fracture': [
    'bone|haddi … sticking out|poking out|poking through|through the skin|showing|visible|bahar|bahar dikh|dikh rahi|dikh raha',
    'can see … bone|the bone',
  ],
  'venomous-bite': [
    'snake|cobra|krait|viper … bit|bite|bitten',
    'bitten … snake',
    'scorpion … sting*|stung|bit|bite',
    'stung|bitten|bit|sting … by … scorpion|snake|cobra|krait|viper',
    'saanp|sanp|bichhu|bichu … kaat*|kata|kaata|dank|dasa|das liya',
    'fang marks',
    // "Saanp ne papa ko khet me kaata": the snake named as the one who bit, however far the verb.
    'saanp ne|sanp ne|saap ne|naag ne|bichhu ne|bichu ne',
  ],
  // Pulled from water: with a cough, fast breathing or confusion, seen now (RLSS, NHS).
  drowning: ['pulled|dragged|got … out of … pool|water|river|lake|sea|tank|bathtub|bath|pond|canal', 'drown*|nearly drowned|went under'],
  // NHS: a swollen, warm, painful calf in one leg can be a clot (DVT); with breathlessness it can be in the lung.
  'calf-clot': ['calf|leg … swollen|swelling|tight … warm|hot|red|painful|tender|sore', 'calf … warm|hot|red|painful|tender … swollen|swelling'],
  // NHS (peripheral arterial disease) and the Vascular Society: a leg or arm suddenly cold and pale, blue or grey, with
  // numbness or a limb that will not move, is a blocked artery: 999. Fingers and toes that whiten in the cold are
  // Raynaud's (cold-weather below), not this.
  'limb-cold-pale': [
    'leg|legs|foot|feet|arm|hand|haath|pair … cold|ice cold|freezing|thanda … white|pale|blue|grey|gray|mottled|safed|neela',
    'leg|legs|foot|feet|arm|hand|haath|pair … white|pale|blue|grey|gray|mottled|safed|neela … cold|ice cold|freezing|thanda',
    'cold … and … white|pale|blue … leg|foot|arm|hand',
  ],
  'limb-numb': [
    'cant|cannot|couldnt|could not|unable to … feel|move|wiggle … toes|toe|foot|feet|fingers|hand|leg|arm',
    'toes|toe|foot|feet|fingers … numb*|dead|no feeling|sunn|sun',
  ],
  'cold-weather': ['winter|winters|raynaud*|cold weather|in the cold|cold water|snow|freezer|air conditioning|aircon|thand mein|sardi|sardiyon'],
  // NHS "Stomach ache": a belly that is hard or rigid, or a sudden severe pain with a fever or vomiting, is 999 or A&E
  // (appendicitis that has burst, peritonitis).
  'belly-rigid': [
    'belly|stomach|tummy|abdomen|pet … rock hard|hard as a rock|hard as a board|hard like a board|board like|rigid|sakht|patthar jaisa',
    'rigid … belly|stomach|tummy|abdomen',
  ],
  // NHS "Cauda equina syndrome": numbness around the bottom or genitals, or bladder or bowel control lost, with back pain.
  'saddle-numb': [
    'cant|cannot|couldnt|no … feel … around|in|between … private parts|privates|genitals|bottom|bum|back passage|buttocks|between my legs|between his legs|between her legs',
    'numb|numbness|no feeling … around|in|between … private parts|privates|genitals|bottom|bum|back passage|buttocks|saddle|between my legs|between his legs|between her legs',
    'lost|losing|no|cant|cannot … control … bladder|bowel|bowels|pee|poo|wee|urine',
    'wet|wetting|wetted … myself|himself|herself … without|didnt|not … feel|notice|know',
  ],
  // NHS "Guillain-Barre syndrome": weakness or tingling that starts in the feet and climbs over days, often after an infection.
  'weakness-rising': [
    'weakness|numbness|tingling … spread*|moving up|going up|climbing|creeping up',
    'feet|toes|legs … tingl*|numb|weak … then|now|and now|today … legs|arms|hands|thighs … weak|numb|tingl*|too|as well',
    'legs … weak … today|now|and now … arms|hands … weak|too|as well',
    'started in|starting in|began in … feet|toes|legs … now|moved|spread*|going up',
  ],
  // NHS "Stevens-Johnson syndrome": a painful rash whose skin blisters and peels, with mouth sores or sore eyes: A&E.
  'skin-peeling': ['skin … blister*|peel*|peeling off|coming off|sloughing|falling off', 'blister* … and … peel*|peeling'],
  'mouth-sores': ['mouth|lips|inside of mouth|gums … sores|ulcers|blisters|raw|full of sores|bleeding sores'],
  // NHS "Rhabdomyolysis": muscles in agony or swollen after hard exercise or a crush, with urine gone dark brown.
  'muscle-crushing-pain': [
    'thighs|muscles|calves|quads|quadriceps|biceps|arms|legs … hugely swollen|massively swollen|agony|excruciating|rock hard|so swollen|tight and swollen',
  ],
  // NHS "Necrotising fasciitis": pain far worse than the wound looks, with a fever.
  'pain-out-of-proportion': ['pain|hurts|hurting … out of proportion|way worse than|much worse than|far worse than|worse than it looks|more than it looks'],
  // NICE CKS and NHS "Appendicitis": a pain that starts around the navel and moves to the lower right; one worse when a
  // hand pressing there lets go (rebound) is the belly's lining inflamed.
  'appendix-pain': [
    'started|began|starts|first … around|near|at|in … belly button|navel|nabhi|naabhi|middle … moved|moving|shifted|gone|went|now … lower right|right lower|bottom right|right side|right hand side',
    'moved|moving|shifted|spread … to|into … lower right|right lower|bottom right|right side|right hand side',
  ],
  'rebound-pain': ['press|presses|pressed|pressing … let go|lets go|release|releases|released|lift|lifts|lifted'],
  // A cyst on an ovary known before: sudden severe one-sided pain with vomiting may be it twisting (NHS "Ovarian cyst").
  'ovary-cyst': ['cyst … ovary|ovaries|ovarian', 'ovarian cyst|ovarian cysts|pcos cyst|ovary cyst'],
  // A blow to the belly in sport or a fall (NHS): pain there with faintness or paleness may be bleeding inside.
  'belly-blow': [
    'tackled|kicked|punched|elbowed|kneed|hit|struck|rammed … in|on … the|his|her|my … belly|stomach|tummy|ribs|side|abdomen',
    'tackled hard|got tackled|was tackled|handlebar|handlebars',
  ],
  'belly-severe': [
    'belly|stomach|tummy|abdomen|abdominal|pet … pain|ache|dard … unbearable|severe|excruciating|screaming|worst|spread* everywhere|all over|cant move|cannot move|doubled over|bardasht',
    'severe|unbearable|excruciating|worst|terrible|agonising|agonizing|tez|bahut tez … belly|stomach|tummy|abdominal|abdomen|pet … pain|ache|dard',
    'pet mein|pet me … tez|bahut|bahut zyada … dard',
    'severe|unbearable|excruciating|terrible|agonising|agonizing … pain|ache … in … belly|stomach|tummy|abdomen|pet',
    'pain … spread* … everywhere|whole belly|whole stomach|whole tummy|all over my belly|all over my stomach',
  ],
  // NHS "Jaundice": yellow skin or whites of the eyes needs a GP or 111 today (in a newborn, the midwife or GP).
  'yellow-eyes': [
    'eyes|eye|whites|skin … yellow|yellowish',
    'yellow|yellowish … eyes|skin',
    'aankhein|aankh|aankhon … peeli|peela|pili|pila',
    'have|has|got|getting|developed|ho gaya|ho gayi … jaundice|piliya|peeliya|pilia',
  ],
  // British Heart Foundation: in heart failure, ankles more swollen, breathless lying flat or a gain of 2 kg in a few
  // days means calling the heart failure team or GP the same day.
  'heart-failure': ['heart failure|weak heart|cardiomyopathy|ejection fraction|low ef', 'heart … pumping … weak*'],
  'fluid-signs': [
    'ankles|ankle|legs|feet|pair|pairon … more|much more|really|a lot more|badly … swollen|swelling|puffy',
    'ankles|ankle|legs|feet … have swollen|swollen up|swelled up|puffed up|have puffed',
    'need|needs|using|sleep on|sleeping on|propped up on … 2|3|4|two|three|four|more|extra … pillows',
    'cant|cannot|unable to … lie flat|lie down flat|sleep flat',
    'gained|put on|up … 2|3|4|5|two|three … kg|kgs|kilo|kilos|pounds|lbs',
    'wake|waking|woke … up … gasping|breathless|short of breath',
  ],
  // NHS "Low blood pressure": a low reading with dizziness or fainting, after a new medicine, needs a GP today.
  'low-bp': [
    '60 over|61 over|62 over|63 over|64 over|65 over|66 over|67 over|68 over|69 over|70 over|71 over|72 over|73 over|74 over|75 over|76 over|77 over|78 over|79 over|80 over|81 over|82 over|83 over|84 over|85 over|86 over|87 over|88 over|89 over|90 over … 30 bp|31 bp|32 bp|33 bp|34 bp|35 bp|36 bp|37 bp|38 bp|39 bp|40 bp|41 bp|42 bp|43 bp|44 bp|45 bp|46 bp|47 bp|48 bp|49 bp|50 bp|51 bp|52 bp|53 bp|54 bp|55 bp|56 bp|57 bp|58 bp|59 bp|60 bp',
    'bp|blood pressure … very low|too low|dropped|dropping|crashed|gir gaya|low ho gaya',
  ],
  // NHS "Diabetic ketoacidosis": very high sugar with ketones, vomiting, deep fast breathing or a fruity smell on the
  // breath is A&E now. A meter reads HI above its range.
  'very-high-sugar': [
    'meter|glucometer|monitor|sensor … says|shows|reads|reading|is|showing … hi|high|400|450|500|550|600',
    'sugar|glucose|bg|bsl|reading … 400|450|500|550|600|over 400|over 500|above 400',
    'sugar|glucose|bg|bsl|rbs|fbs|ppbs … #sugar400',
    'ketones … high|very high|large|positive|moderate',
    'in dka|in ketoacidosis',
    'going into|having|think … dka|ketoacidosis',
  ],
  'fruity-breath': [
    'breath … fruity|pear drops|acetone|nail polish|nail varnish|sweet smell|smells sweet',
    'fruity|acetone … breath|smell',
    'breathing … fast and deep|deep and fast|deep and rapid|heavy and deep|deep heavy',
  ],
  // WHO dengue warning signs: as the fever settles, belly pain, vomiting that goes on, bleeding gums or nose, drowsiness.
  'bleeding-gums': [
    'gums|masoodon|masudon|masude|masoode|masoodo … bleed*|khoon|blood',
    'bleed* … gums|from the gums|from his gums|from her gums',
    'nose … bleed*|khoon',
    'nosebleed*|nose bleed*|nakseer|naak se khoon',
  ],
  // A fever after mosquito country, or a fever feared to be dengue or malaria, needs a blood test today (ICMR, NHS).
  'no-sleep-days': [
    'havent|not|hasnt|hardly|barely … slept|sleep … in|for … #num|2|3|4|5|6|7|two|three|four|five|six|seven|several|many … nights|days',
    'no sleep … for … #num|2|3|4|5|two|three|four|five|several … nights|days',
    'slept|sleeping … #num|1|2|one|two … hours … a night|per night|for … #num|3|4|5|6|7|three|four|five|six|days|nights',
    'neend nahi … #num|2|3|4|5|do|teen|char|paanch … din|raat|raaton',
  ],
  // Voices that tell someone to harm themselves, or that they are safe to ("the voices say I can fly off the balcony").
  'voices-harm': [
    'voices|voice … tell*|telling|told|say*|saying|said|command*|ordering|want … me|him|her|them … to … kill|hurt|harm|cut|jump|die|end|stab',
    'voices|voice … tell*|telling|told|say*|saying|said … i|he|she|they … can … fly|jump|float|survive the fall',
    'voices|voice … tell*|telling|told|say*|saying|said … kill myself|hurt myself|harm myself|jump',
  ],
  voices: [
    'hearing voices|hears voices|hearing whispers|hears whispers',
    'i hear|i can hear|hearing|she hears|he hears … a voice … saying|telling|that says|that tells',
    'voices|whispers … nobody|no one|noone … there',
    'on a mission|chosen one|special powers|being followed|reading my thoughts|putting thoughts in',
    // Fixed false beliefs that someone means harm (NHS psychosis): poisoned food or water, watched, followed.
    'is|are|were|keeps|keep|been … poisoning … food|water|tea|drink|drinks|khana|paani',
    'watching|following|spying on … him|her|me|us … through|everywhere|all the time',
  ],
  'mind-racing': [
    'talking … super fast|very fast|nonstop|non stop|so fast',
    'thoughts … race|racing|wont stop|will not stop',
    'racing thoughts|scary pictures|scary images|intrusive thoughts',
    'spent … lakh|lakhs|thousand|thousands … in a day|in one day|overnight',
  ],
  'new-mother': [
    'had a baby|had our baby|had my baby|had her baby|had the baby|new mum|new mom|new mother|just had a baby|gave birth|after delivery|postpartum|postnatal|since my baby was born|since the baby was born|since giving birth|since the birth',
    'baby is … #num|1|2|3|4|5|6|7|8|two|three|four|five|six … weeks|week|days',
    // A caesarean or a delivery days or a few weeks ago.
    'c section|caesarean|cesarean|csection|delivery|delivered … 1|2|3|4|5|6|7|8|9|10|two|three|four|five|six … days|day|weeks|week … ago|back',
  ],
  // NHS (postnatal depression, postpartum psychosis): thoughts of harming the baby, or a baby handled roughly in
  // despair, need help the same day: "thoughts of hurting my baby", "holding him at the window, how easy to let go".
  'harm-thoughts-baby': [
    'thoughts|thinking|think|thought|urge|urges|imagine|imagining|picture … of|about … hurting|harming|shaking|dropping|smothering|drowning|suffocating … my baby|the baby|my newborn|my son|my daughter|the twins|my child|my babies',
    'shak*|shook … my baby|the baby|my newborn … hard|harder|too hard|so hard',
    'shak*|shook … her|him … harder than|too hard|so hard … should|cry|crying|stop crying',
    'window|balcony|terrace|stairs … holding … him|her|my baby|the baby … how easy|let go|drop',
    'how easy … it would be … to let go|to drop|to let him go|to let her go … of him|of her|of the baby',
    'bachche|baby|bacche … ko … nuksan|hurt|chot|maar … dene ke|pahunchane ke … khayal|vichar|thoughts',
  ],
  'mother-numb': [
    'feel|feeling|i am|im … numb|empty|nothing|disconnected',
    'cant|cannot|not able to … bond|feel anything|love him|love her',
    'crying … all the time|a lot|all day|every day',
  ],
  'mosquito-fever': [
    'dengue|malaria|chikungunya',
    'jungle|forest|tribal … area|areas|trip|trek|trekking|camp|camping|village|belt|se wapas|from',
    'back from|returned from|came back from|travelled to|traveled to|trip to … jungle|forest|africa|odisha|chhattisgarh|jharkhand|assam|mizoram|tripura|meghalaya|andaman',
    'mosquito*|machhar … bit*|bites|bitten|kaat',
  ],
  // WHO and India's NCDC (leptospirosis): a fever within weeks of wading through flood or drain water, often with aching
  // calves and red eyes, needs a doctor and antibiotics early.
  'flood-water': [
    'flood|flooded|floods|floodwater|flood water|waterlogged|waterlogging|water logging|knee deep|waist deep|sewage|drain water|gutter water|nala|nullah … water|walk*|wad*|waded|through|went|came',
    'walk*|wad*|waded|went|came … through|in … flood*|water logged|waterlogged|knee deep|waist deep|sewage|drain water|gutter water|dirty water',
    'baadh|barish ka paani|baarish ka paani|bhara hua paani|paani bhara|ganda paani … chal*|se gaya|se gayi|me gaya|mein gaya|se guzar*',
  ],
  chemo: ['chemo|chemotherapy|on chemo|neutropeni*|low white count|low white cells'],
  // NHS: a late period with sudden one-sided low tummy pain, shoulder-tip pain or feeling faint can be an ectopic pregnancy.
  'period-late': ['period|periods … late|missed|overdue|delayed', 'missed … period|periods', 'late … period|periods'],
  'ectopic-pain': [
    'shoulder tip',
    'tip of my|tip of the|tip of her|top of my … shoulder',
    'pain … low|lower … on the right|on the left|on one side',
    'pain … low|lower … one side|left side|right side',
    'one side|one sided|left side|right side … lower|low … tummy|belly|abdomen|stomach',
    'sharp … pain … one side',
  ],
  // WHO: blurred sight, drowsiness or confusion after illicit or home-made liquor can be methanol poisoning.
  'illicit-alcohol': [
    'desi daaru|desi daru|desi sharab|kachi sharab|kacchi sharab|country liquor|hooch|moonshine|illicit alcohol|illicit liquor|home made liquor|homemade liquor|home brewed spirit|local liquor|tharra|mahua',
  ],
  // NHS "Eye injuries": a chemical in the eye needs A&E now, after rinsing it with running water.
  'eye-chemical': [
    'bleach|chemical*|acid|cleaner|lime|chuna|cement|detergent|harpic|phenyl|alkali|caustic|oven cleaner|drain cleaner … in|into … my|his|her|their|the … eye|eyes',
    'bleach|chemical*|acid|cleaner|lime|chuna|cement|detergent|harpic|phenyl … splash*|squirt*|spray* … eye|eyes',
    'aankh|aankhon|ankh|ankhon … mein|me|main … chuna|lime|acid|tezaab|tezab|bleach|chemical|cement|harpic|phenyl',
  ],
  'eye-injury': [
    'splash*|splashed|squirted|sprayed … eye|eyes',
    'poked|scratched|punched|hit|injured|stabbed … in|on … the|my|his|her … eye|eyeball',
    'poked|punched|hit|stabbed|struck … my|his|her|the … eye|eyeball',
    'something … stuck … in … eye|eyes',
    // A chip flying off grinding, drilling or hammering can enter the eye (NHS: see a doctor the same day).
    'something|metal|glass|chip|splinter|piece … flew|flown|shot|went|flying … in|into … eye|eyes',
    'grinding|welding|drilling|hammering|chiselling … eye|eyes … red|hurts|pain|sand|scratch*|watering',
  ],
  pregnant: [
    'pregnant|pregnancy|weeks pregnant|trimester|expecting',
    'weeks|wks … with my first|with our first|along|gone',
    'mahine ki pregnant|months pregnant',
    // "In my 34th week", "into her 30th week"; "satvaan mahina chal raha hai" (the seventh month).
    `in|into … ${Array.from({ length: 30 }, (_, index) => index + 13)
      .map((week) => `${week}${week % 10 === 1 ? 'st' : week % 10 === 2 ? 'nd' : week % 10 === 3 && week !== 13 ? 'rd' : 'th'} week`)
      .join('|')}`,
    'paanchva|paanchvan|chhatha|chhatva|satvan|satvaan|satwan|saatvan|saatwan|aathvan|aathwan|athva|nauvan|nauva … mahina|mahine|month',
  ],
  // NHS "Eye pain" and acute glaucoma: a very painful red eye with halos round lights, misty sight, a headache or
  // vomiting needs A&E at once.
  'eye-pain-severe': [
    'eye|eyes|eyeball … extremely|very|severely|really|so|terribly … painful|sore',
    'severe|extreme|terrible|unbearable|excruciating … eye pain|eyeache|pain in my eye|pain in the eye|pain in his eye|pain in her eye',
    'eye|eyes|eyeball … pain|hurts|hurting|aching … severe|extreme|unbearable|terrible|so bad|killing',
  ],
  halos: ['halo|halos|haloes', 'rainbow|rainbows|rings|circles … around|round … lights|light|bulbs|lamps|streetlights'],
  // NHS "Hypothermia": a body cold to touch, shivering that has stopped, slurred speech or drowsiness is 999.
  hypothermia: [
    'stopped shivering|stops shivering|no longer shivering|isnt even shivering|not shivering anymore',
    'cold to touch|cold to the touch|icy to touch|icy to the touch|ice cold to touch|freezing to touch|body is ice cold|skin is ice cold|ice cold skin',
    'hypotherm*',
  ],
  'blurred-vision': [
    'dhundla|dhundhla|dhundala|dhundhala … dikh*|dikhai',
    'aankhon ke aage … andhera|dhundla|dhundhla',
    'blurry|blurred|blurring|fuzzy|dim|misty|hazy|cloudy … vision|sight|eyes',
    'vision|sight … blurry|blurred|blurring|fuzzy|dim|misty|hazy|cloudy',
    'everything|things|it all … looks|look|is|went|gone|going … blurry|blurred|fuzzy|hazy|misty|snowy|foggy',
    'seeing … spots|stars|flashing|flashes',
    'flashing lights',
  ],
  'very-high-temp': ['temp|temperature|fever|thermometer|bukhar … 40|41|42|104|105|106|107'],
  'long-seizure': [
    'fit|fits|seizure*|fitting|convuls*|shaking … more than|over|longer than|for … 5|6|7|8|9|10|12|15|20|30 … min|mins|minutes',
    'this one|this fit|this seizure|it … gone on|going on|still going|lasted|lasting|been going … 5|6|7|8|9|10|12|15|20|30 … min|mins|minutes',
    // NHS 999: one seizure following another without waking in between.
    'before|without … waking|waking up|woke|woke up|coming round|came round|coming to|came to … another one|another fit|another seizure|started again|second one|second fit',
    'another one|another fit|another seizure|second one|second fit … before|without … waking|woke|coming round|came round|coming to|regaining',
  ],
  // NHS: a baby moving less than usual in pregnancy is checked by the maternity unit straight away, not at the next appointment.
  'fewer-kicks': [
    'hardly any|fewer|less|no|reduced|not many|not feeling … kicks|kicking|movements|movement',
    'kicks|kicking|movements … reduced|slowed|stopped|less|fewer|gone quiet',
    'baby … moving … less|a lot less|much less|less than usual',
    // "Today I have felt only 2-3 small kicks since morning."
    'felt|feel|feeling … only|just … kick|kicks|movement|movements',
    // "Since this morning I've felt maybe 2 small movements"; "still quiet".
    'felt|feel|feeling … maybe|barely|hardly|only about … 1|2|3|one|two|three|a couple … small|tiny|little|faint … kick|kicks|movement|movements',
    '#num weeks|#num wks|weeks pregnant … baby … quieter|moving less|moved less|less active|not moving|hasnt moved|stopped moving',
  ],
  // NICE/BNF: an INR above 5 without bleeding is acted on the same day (the anticoagulant clinic or a doctor).
  'high-inr': ['inr … is|was|of|at|reading|came back|reads|showing|shows … 5|6|7|8|9|10|11|12'],
  // NHS: a blood pressure of 180/110 or more (read as "180 over 110 bp") needs a doctor the same day.
  'very-high-bp': [
    // Every systolic from 180 and diastolic from 110 ("228/134" reads as "228 over 134 bp").
    '180 over|181 over|182 over|183 over|184 over|185 over|186 over|187 over|188 over|189 over|190 over|191 over|192 over|193 over|194 over|195 over|196 over|197 over|198 over|199 over|200 over|201 over|202 over|203 over|204 over|205 over|206 over|207 over|208 over|209 over|210 over|211 over|212 over|213 over|214 over|215 over|216 over|217 over|218 over|219 over|220 over|221 over|222 over|223 over|224 over|225 over|226 over|227 over|228 over|229 over|230 over|231 over|232 over|233 over|234 over|235 over|236 over|237 over|238 over|239 over|240 over|241 over|242 over|243 over|244 over|245 over|246 over|247 over|248 over|249 over|250 over|251 over|252 over|253 over|254 over|255 over|256 over|257 over|258 over|259 over|260 over',
    'over 110 bp|over 111 bp|over 112 bp|over 113 bp|over 114 bp|over 115 bp|over 116 bp|over 117 bp|over 118 bp|over 119 bp|over 120 bp|over 121 bp|over 122 bp|over 123 bp|over 124 bp|over 125 bp|over 126 bp|over 127 bp|over 128 bp|over 129 bp|over 130 bp|over 131 bp|over 132 bp|over 133 bp|over 134 bp|over 135 bp|over 136 bp|over 137 bp|over 138 bp|over 139 bp|over 140 bp|over 141 bp|over 142 bp|over 143 bp|over 144 bp|over 145 bp|over 146 bp|over 147 bp|over 148 bp|over 149 bp|over 150 bp|over 151 bp|over 152 bp|over 153 bp|over 154 bp|over 155 bp|over 156 bp|over 157 bp|over 158 bp|over 159 bp|over 160 bp|over 161 bp|over 162 bp|over 163 bp|over 164 bp|over 165 bp|over 166 bp|over 167 bp|over 168 bp|over 169 bp|over 170 bp',
  ],
  // NICE NG133: in pregnancy a blood pressure of 140/90 or more is assessed the same day (possible pre-eclampsia).
  'raised-bp': [
    Array.from({ length: 40 }, (_, index) => `${index + 140} over`).join('|'),
    Array.from({ length: 20 }, (_, index) => `over ${index + 90} bp`).join('|'),
  ],
  // NHS "Your water breaking": waters breaking or leaking at any stage of pregnancy is a call to the midwife or the
  // maternity unit now (before 37 weeks, or a leak that is green, brown or smells, most of all).
  'waters-leaking': [
    'waters|water … broke|broken|breaking|leaking|gone|went',
    'trickle|trickling|leak|leaking|gush|dribbl* … of … clear|watery … fluid|water|liquid',
    'clear|watery … fluid|liquid … leaking|trickling|coming|keeps coming|dribbling',
    'paani … nikal|beh|aa raha|aa rahi|toot',
  ],
  // A small object swallowed by a child (NHS: A&E); a battery or magnets are poisons (poison-substance).
  // "Found her with his pills in her mouth", "put mothballs in her mouth": swallowed only beside what is in it.
  // NHS "Baby movements": a baby moving less than usual is checked by the maternity unit straight away.
  'baby-quiet': [
    'barely|hardly|havent|have not|hasnt|has not|hadnt|didnt|not … felt|feel|feeling … the baby|baby|a kick|kicks|movement|movements|her move|him move',
    'barely|hardly … felt|feel … anything … since|today|all day|this morning',
    'baby … not moved|hasnt moved|not moving|barely moved|hardly moved|quiet today|so quiet|very quiet',
  ],
  // NHS asthma: needing the reliever three or more times a week, or waking at night with it, needs a GP soon; more and
  // more often is an attack building up.
  'reliever-often': [
    'reliever|blue inhaler|blue puffer|blue pump|ventolin|salbutamol|asthalin|levolin … 3|4|5|6|7|8|10|many|several|so many … times … day|a day|daily|today|night',
    'inhaler|puffer|reliever|pump|ventolin|asthalin … more than usual|more and more|a lot more|much more|every few hours',
    'asthma … worse|worsening|bad|flaring … waking|wake|woke … night',
    // "My blue inhaler lasts only like 3 hours before I need it again."
    'reliever|blue inhaler|blue puffer|blue pump|inhaler|puffer|ventolin|salbutamol|asthalin|levolin … lasts|last|lasting|works … only|just … 1|2|3|4|an|one|two|three|four|couple … hour|hours|hrs',
  ],
  // NHS: see a GP or pharmacist as soon as possible with shingles (antivirals work best within 3 days).
  shingles: [
    'shingles|zoster … rash|blisters|blister|pain|painful|burning|started|starting|spreading|near my eye|on my face',
    'shingles|zoster … forehead|eye|eyelid|nose|towards my eye|near the eye',
    'think|probably|looks like|might be|could be … shingles|zoster',
    'band|strip|belt|stripe|line … of … blisters|rash|spots',
    'blisters|rash … one side|left side|right side … only|wraps|wrapping|round|around',
  ],
  // NHS "Emergency contraception": the pill works best the sooner it is taken (up to 3 or 5 days), a coil up to 5 days.
  'contraception-failed': [
    'condom … broke|burst|split|tore|slipped off|came off',
    'unprotected sex|without protection|without a condom|no condom … last night|yesterday|today|this morning|weekend|days ago|hours ago',
    'last night|yesterday|this morning … unprotected|without protection|without a condom|no condom',
    'missed|forgot … pill|pills … had sex|sex',
  ],
  // NHS needlestick injury: wash, let it bleed, and get medical help straight away (medicine to prevent HIV within hours).
  needlestick: [
    'needlestick|needle stick|sharps injury',
    'pricked|stuck|stabbed|jabbed|poked … by|with|myself with … a|an … used|dirty|discarded|contaminated|patients … needle|syringe|lancet',
    'used|dirty|discarded|contaminated … needle|syringe|lancet … pricked|prick|stuck|stabbed|jabbed|poked|went in|went into',
  ],
  // NHS: keep being sick and cannot keep fluids down: an urgent appointment or 111.
  'cant-keep-down': [
    'cant|cannot|unable to|not able to|couldnt … keep … anything|water|fluids|food|liquids|ors|it … down',
    'everything|anything|whatever … comes|coming|brings|bringing … back up|up again|straight back',
    'vomit*|throwing up|throws up|threw up|being sick|ulti … everything|every time|whatever|anything she|anything he|anything i|anything they|all day|all night',
    'ulti … ruk|band … nahi|nhi|hi nahi',
    'kuch bhi … khao|khate|piyo|pite|khaye … bahar|ulti|nikal',
    'keeps|kept … bringing … back|it back|up',
  ],
  // NHS intrahepatic cholestasis of pregnancy: itching, often of the palms and soles, with no rash; call the midwife.
  'itchy-palms-soles': ['itch*|itching … palms|soles|hands and feet|feet and hands|hands and soles', 'palms|soles … itch*'],
  // NHS chickenpox in pregnancy: if you have not had it and are in contact with it, speak to a GP or midwife today.
  'chickenpox-contact': ['chickenpox|chicken pox|chicken-pox|varicella|choti mata|chhoti mata'],
  // NHS (amoxicillin, lamotrigine, carbamazepine, allopurinol): a rash after starting one is checked the same day.
  'new-medicine': [
    'started|starting|began|begun|new course of … antibiotic*|amoxicillin|amoxycillin|augmentin|penicillin|co amoxiclav|septran|cotrimoxazole|carbamazepine|lamotrigine|allopurinol',
    'since|after … starting|started|taking|beginning … antibiotic*|amoxicillin|amoxycillin|augmentin|penicillin|carbamazepine|lamotrigine|allopurinol',
  ],
  // BNF/NHS: on methotrexate, azathioprine, transplant medicines or steroids, a fever or sore throat is reported at once.
  'on-immunosuppressant': ['methotrexate|azathioprine|tacrolimus|cyclosporin*|ciclosporin|mycophenolate|cellcept|leflunomide|transplant|biologic|biologics'],
  // NHS type 1 sick-day rules: ketones in the blood or urine on a sick day mean calling the diabetes team the same day.
  'ketones-present': [
    'ketone*|ketone strip|ketostix … small|trace|positive|present|showing|show|shows|moderate|0.6|1.0|1.5',
    'sugar*|glucose|reading*|bg … 300|320|350|380|over 300|above 300|300s … even|despite|not coming down|wont come down|stuck',
  ],
  // NHS tetanus: a deep or dirty wound (a rusty nail, soil, a bite) needs a doctor if the jabs are not up to date.
  'dirty-wound': [
    'rusty|rust … nail|metal|wire|blade|tin|iron',
    'stepped on … nail|a nail|glass|thorn',
    'nail|thorn|glass … went … through|in|into|right through',
    'puncture wound|puncture',
  ],
  // A urine infection can show only as a strong smell or clouding, and as confusion in an older person.
  'urine-smell': [
    'urine|pee|wee|peshab … smell*|smelly|stinks|strong|cloudy|foul',
    'smelly|cloudy|foul … urine|pee|wee',
    'bar bar|baar baar … bathroom|toilet|peshab|susu',
  ],
  'beetroot-eaten': ['beetroot|beet|beets|chukandar'],
  'in-mouth': ['in his mouth|in her mouth|in their mouth|in his mouf|in her mouf|uske munh mein|muh mein|munh mein'],
  'small-object': ['coin|coins|marble|marbles|bead|beads|lego|safety pin|pin|earring|screw|nail|key|small toy|toy part|bottle cap|button'],
  // NHS sepsis: an infection (a wound, the urine, after an operation or a birth) is where sepsis starts.
  'infection-source': [
    'wound|stitches|incision|scar|cut|site … red and|smelly|smells|stinks|pus|oozing|weeping|infected|opening up|opened up',
    'infected … wound|stitches|incision|cut|scar',
    'ghav|ghaav|zakhm|zakham|chot … laal|lal|sooja|sooj|pus|mawad|peep|sadne',
    'operation|surgery|c section|caesarean|procedure … baad|after|since|days ago',
    'after|since … operation|surgery|c section|caesarean',
  ],
  // NHS sepsis: a racing heart, mottled skin, or feeling that one is going to die, with an infection.
  'sepsis-sign': [
    'heart … racing|pounding|very fast|beating fast|beating so fast|going so fast|going really fast|going very fast',
    'mottled|blotchy … skin',
    'neele chitkabre|neele chitkabra|chitkabre|chitkabra|neele dhabbe|neele pad gaye|neele pad gaye hain',
    'body|haath pair|hath pair|sharir … thandi|thanda … pad|ho gaya|ho gayi|padh',
    'skin … mottled|blotchy',
    'feel|feels|feeling … like … im dying|i am dying|im going to die|i am going to die|i might die|going to die|she is dying|he is dying',
    'something … terribly|really|very … wrong',
    // NHS sepsis: breathing very fast, and a low blood pressure ("80/50" reads as "80 over 50").
    'breathing … very fast|so fast|really fast|fast and shallow',
    'saans … tez|bahut tez|jaldi jaldi',
    '60 over|65 over|70 over|75 over|80 over|85 over … 30 bp|35 bp|40 bp|45 bp|50 bp|55 bp',
    // NHS sepsis: a heart beating very fast, counted ("heart like 130"); no urine all day is 'no-urine'.
    'heart|pulse|heart rate|heartbeat|hr … 120|125|130|135|140|145|150|160',
  ],
  suicidal: [
    'think|thinking|thought|thoughts … about|of … jumping|jump … off|from … balcony|bridge|roof|building|terrace|cliff|window|flat|tower',
    'think|thinking|thought|thoughts … about|of … hanging myself|hang myself|drowning myself|throwing myself|stepping in front|walking into traffic',
    'want*|wanna|planning|plan|plans|thinking|think|thought|going|gonna|decided|ready … to|about|of … od|overdose|overdosing|take them all|take all of them|swallow them all',
    'on purpose … od|overdos*',
    'od|overdos* … on purpose',
    'would it take … to die|to not wake up|not wake up|to kill|to end it|bleed out|to stop my heart|to stop breathing',
    'how long … does it|would it|will it … take … to die|to bleed out|to not wake up',
    'go to sleep|fall asleep … and … not|never … wake up',
    'painless|easiest|easy|best way|quickest way|peaceful … to … not wake up|never wake up|not wake|die in my sleep',
    'care|caring … whether|if … i … wake up',
    'kill|killing|end|ending … herself|himself|themselves|themself|her own life|his own life|their own life',
    'tired of existing|sick of existing|done with existing|done with being alive',
    // Death as one's own rest: "counting down till I can finally rest for good".
    'i can|i could|i will|i get to|let me … rest for good|rest forever',
    'hoping|hope|wish|praying … my body|my heart … gives up|give up|stops|will stop|just stops|packs up',
    // Hoping not to wake, and sleep forever as something wanted: "I've started hoping I just don't wake up".
    'hoping|hope|hopes|wish|wishes|wishing|praying … i|me|he|she|they … dont|do not|didnt|doesnt|never|wont|will not|wouldnt|not … wake up|wake',
    'sleep|sleeping|not waking up|never waking up|not wake up … forever … sounds|sound|seems|would be … good|nice|peaceful|great|better|tempting|appealing',
    'sounds|sound|seems … so … good|nice|peaceful|tempting|appealing … sleep forever|sleeping forever|not waking up|never waking up|not wake up',
    'hamesha ke liye … so jaana|so jana|sona|so jaun|so jau|sojana',
    'sona chahta|sona chahti|so jaana chahta|so jaana chahti … hamesha',
    'jeene ka mann nahi|jeene ki ichha nahi|mere jaane ke baad|mar jaaun',
    'keep|keeps … wanting to die',
    'dont … care what happens to me',
    'no more tomorrows',
    'im just finished|i am just finished',
    'stop replying forever',
    'dark thoughts',
    'where im going|where i am going',
    'thats when … nobody|no one',
    'kind of the goal|thats the goal',
    // "Take my life", not "take vitamin C to protect myself".
    'kill|killing|end|ending … myself|my life|my own life',
    'take|taking … my life|my own life',
    // "End it all", not "I take it all together at breakfast".
    'kill|killing|end|ending … it all|everything',
    // Forum slang: "ctb" (catch the bus) is to end one's life.
    'suicid*|sucid*|suicdal|suicidial|sewer slide|sewerslide|unalive*|un alive|kms|kys|ctb',
    // An intent and a way to die from a height: "going to jump off the flyover after work".
    'going to|gonna|want to|wanna|planning to|plan to|about to|ready to|will|decided to|thinking to|thinking of|think to … jump|jumping … off|from … flyover|bridge|building|roof|terrace|balcony|cliff|tower|window|top floor|overbridge|dam|the top',
    'want|wanna|wanted|plan|planning|ready|decided|try|tried … to die|to be dead|to disappear forever|to not exist|to not wake up|to not be here|to stop existing|to end it|end it|die',
    'gonna|going to|will|ready to … end it|end it all|end my life|kill myself',
    'wish … i … was|were … dead|never born|not alive|gone',
    'wish i could … die|disappear forever|not wake up|sleep forever|not exist',
    'dont|do not|doesnt|does not|no longer … want to … live|be alive|be here|exist|wake up|go on|be around',
    // Death as the way out: "death is the better option for me".
    'death is|dying is|dying would be|death would be … better|the only option|the only way|better option|the answer|a relief',
    'hang|hanging … himself|herself|themselves|myself',
    // Hinglish: "I'll end everything", "I'll eat poison", "I won't be here by tomorrow".
    'sab … khatam kar dunga|khatam kar dungi|khatam kar dega|khatam kar degi|khatam kar lunga|khatam kar lungi|khatam karna chahta|khatam karna chahti',
    'zeher|zehar|jeher|zahar … kha lunga|kha lungi|kha lega|kha legi|kha lu|kha loon|pee lunga|pee lungi|pi lunga|pi lungi',
    'kal tak|subah tak|aaj raat … nahi rahunga|nahi rahungi|nahi bachunga|nahi bachungi|zinda nahi',
    'better off dead',
    'better off without me',
    'better off if i … wasnt|was not|were not|werent|wasn t|didnt exist|was gone|was dead|died',
    'no reason to … live|go on|keep going|stay',
    'nothing to live for',
    'never wake up',
    'sleep forever',
    'not wake up … anymore|ever|again',
    'not worth living',
    'life … isnt|is not|not … worth',
    'mar jaana|mar jana|marna chahta|marna chahti|mar jaun|mar jau|jeena nahi|jina nahi|khudkushi|aatmahatya|jaan de',
    'end … life|lives|existence',
    'thinking … about … dying|death|ending',
    'thoughts … of|about … dying|death|ending it|killing myself|suicide',
    'cant|cannot|can t … go on anymore|go on like this|go on living|keep going anymore|do this anymore|take it anymore|take this anymore|live like this',
    'permanent solution',
    'my last day on earth|last day alive|last night on earth|final goodbye',
    // Passive wishes said lightly: "wouldn't mind not waking up", "I'd rather be dead", "thinking about not being here".
    'wouldnt mind|would not mind|dont mind|would be fine with|would be okay with … not waking up|not wake up|never waking up|dying|being dead|not being here|not existing',
    'think|thinking|thought|thoughts … about|of … not being here|not being around|not existing|not being alive|not being alive anymore',
    'rather be dead|rather die|rather not exist|rather not be alive|prefer to be dead',
    'out of reasons|no reasons left|no reason left|before i stop trying|the last thing im trying|last thing i am trying',
    'hoping|hope|hopes|wish|wishing … would|will|could … do me a favour|do me a favor|take me out|finish me off|finish me|kill me',
    // Envy of the dead: "when someone dies I feel jealous, like they got out".
    'jealous|envious|envy … died|dies|dead|dying|passed away|got out',
    'they got out|lucky to be dead|lucky they died',
    // Hinglish: "bhagwan ab bula lo" (God, take me now); "socha saari goliyan kha loon" (thought of taking them all).
    'bhagwan|bhagvan|upar wala|bhagwaan … ab … bula lo|bula le|utha lo|utha le|le jao|le chalo',
    'socha|sochti|sochta|soch rahi|soch raha|mann karta|man karta|dil karta … saari|sari|sab|puri|poori … goliyan|goli|dawai|tablets|strip … kha loon|kha lu|kha lun|le loon|le lu|nigal loon|nigal lu',
    'ek hi solution|ek hi rasta|ek hi raasta|only one solution|only one way out',
    // Sleep with no waking wanted ("I just want to sleep and not have to wake up"); being declared dead to one's family, made
    // true; going away for ever said in Hindi; a fan strong enough to hold a body.
    'sleep|sleeping … and not have to wake up|and never have to wake up|and not wake up again|and never wake up again',
    'should just make it true|make it true for him|make it true for her|make it true for them',
    'dead to … him|her|them|me|us|the family … make it true|make that true|make it real',
    'hamesha ke liye … chali jaaun|chala jaaun|chali jaun|chala jaun|chali jaungi|chala jaunga|chali jaaungi|chala jaaunga|door chali jaungi|door chala jaunga',
    'chali jaaun|chala jaaun|chali jaun|chala jaun … hamesha ke liye',
    'wapas na aaun|kabhi wapas na aaun|wapas kabhi na aaun|phir kabhi ghar nahi aaungi|phir kabhi ghar nahi aaunga',
    'fan|ceiling fan|pankha … strong enough|will hold me|can hold me|hold my weight',
  ],
  'warning-sign': [
    // The means made ready: a noose, a rope set up, a poison kept aside "for myself".
    'noose|nooses',
    'pesticide|poison|rat poison|keede maarne|keeda maar|rope|blade|blades … aside|ready|kept|hidden|hide … for myself|for me|for tonight|for later|in my room|in my bag|in my drawer|under my bed',
    'pills|tablets|bottle … aside|ready|kept|hidden … for myself|for tonight',
    'rope … ready|tied|set up|prepared|in place|hanging from|from the fan|from the ceiling',
    // Being a burden no more: "I won't be a problem for you much longer".
    'wont|will not|not going to … be a problem|be a burden|bother you|trouble you|bother anyone|trouble anyone … much longer|for long|for much longer',
    'nobody|no one|noone … would|will … care|miss me|notice … if i|when i|once i … died|die|was gone|wasnt here|wasnt around|disappeared|was dead|didnt wake up|didnt exist',
    // Worthlessness said outright (WHO, NIMH): "nobody would miss me honestly".
    'nobody|no one|noone … would … miss me|even miss me|notice im gone|notice i am gone',
    // A farewell in the past tense, and affairs put in order: "please tell my mother I loved her".
    'tell … i loved … her|him|them|you|all|everyone',
    'arranged my affairs|arranged all my affairs',
    // "Agar main kal na rahu toh kisi ko farak nahi padega": nobody would care if I were gone.
    'na rahu|na rahun|na rahoon|na rahoo|nahi rahu|nahi rahunga|nahi rahungi … kisi ko|sab … farak|fark|farq|khush|behtar',
    'hang* … hurt*',
    'jump* … hurt*|survive',
    'least painful|most painless|painless way',
    'shuts … organs|shut down … organs',
    'how much|how many|what dose|would it|will it|enough to … kill you|kill a person|kill someone',
    'would … kill|be fatal',
    'sitting|sat|sit … in the car|in my car|in his car|in her car|in the garage|garage … engine running|engine on',
    // A note that no one is to blame, and an end decided (WHO, NIMH: a note and a decision are warning signs).
    'letter|note|message|notes|letters … saying|says|that … nobodys fault|no ones fault|noones fault|not anyones fault|dont blame anyone|no one is to blame',
    'decided … this is where it ends|where it all ends|this is the end|its the end for me',
    // Suffering as a punishment deserved (NICE CG133: self-punishment is a risk).
    'deserve to … suffer|starve|hurt|be hurt|feel pain|be punished|be in pain|disappear',
    // Picturing one's own crash: "I keep imagining driving off the flyover, just me".
    'imagin*|picturing|keep thinking of|keep thinking about … driving|drive|steering|crash* … off|into … flyover|bridge|cliff|wall|truck|tree|river',
    'sav*|stockpil*|hoard* … morphine|patches|insulin',
    'planning|planned|plan … how to do it',
    'sit* with … gun|shotgun|the pills|the rope',
    'hurt to die|hurts to die|die from too much|die from an overdose',
    'fatal',
    'giving|gave|give … away … all my|all his|all her|everything|my things|my stuff|my belongings|my possessions|my pets|my cat|my dog|my guitar|my clothes|my books|his things|her things|his stuff|her stuff',
    'giving … my|his|her … things|stuff|belongings|possessions … away',
    'goodbye|good bye|farewell … letter*|note*|message*|video*|to everyone|to all',
    'writ* … letters|letter|notes|note … to … family|everyone|kids|mum|mom|dad|wife|husband|friends|my',
    'said|saying|say … goodbye|bye … to everyone|to my family|to my kids|to all|to my friends|to my mum|to my mom|to my parents',
    'goodbye … everyone|forever',
    'sav*|stockpil*|hoard*|collect*|stash*|hiding|hidden|storing|keeping … pills|tablets|meds|medication|paracetamol|sleeping pills',
    'pills|tablets|meds … sav*|stockpil*|hoard*|collect*|stash*|hidden|hiding',
    'no point|no use|whats the point|what is the point|pointless … living|life|anything|going on|anymore|waking up|any of it|it all|of me|in me being',
    'dont see|do not see|cant see|cannot see|see no … the point|point … living|life|anything|going on|anymore|waking up|any of it|it all|of me',
    // The same in Hinglish: "sochta hun kya fayda jeene ka", "jeene ka koi matlab nahi".
    'kya fayda|koi fayda|kya faida|koi faida|kya matlab|koi matlab … jeene ka|jeene se|jeene mein|zinda rehne ka|zinda rehne se',
    'jeene ka|jeene se|jeene mein|zinda rehne ka … kya fayda|koi fayda|kya faida|koi faida|kya matlab|koi matlab',
    'burden … to|on … everyone|family|them|you|kids',
    'everyone|everybody|they|family|kids|baby|children|husband|wife|son|daughter|world … better off without',
    'would be|would all be|will be|d be … better off without … me|her|him',
    'everyone|everybody|they|family|you all|all of you|my family|my kids … would be|would all be|will be|d be|d all be … better off',
    'made|making|wrote|writing|sorting|updated … my will|a will',
    'how many … pills|tablets|paracetamol|sleeping … kill|to die|lethal|fatal|would it take',
    // "If I swallow all these tablets will it kill me": a whole supply and dying, in one breath.
    'all|whole|entire … pills|tablets|meds|medicines|bottle|strip|packet|pack … kill me|be dead|to die|i die|i would die|i will die|end it',
    'goli|goliyan|pills|tablets … zyada|bahut … mar jaate|mar jaunga|mar jaungi|mar jata|mar jati|maut',
    'zyada|bahut saari|bahut sari … lene se|khane se|khaane se … mar|maut',
    'lethal dose|fatal dose',
    // The goodbye posted: "posted my final video", and a calm that follows a decision.
    'posted|posting|uploaded|sent|wrote|written|recorded … my last|my final|a final|one last … story|post|message|video|reel|tweet|status|note',
    'calm|calmer|peaceful|at peace|relieved … since|now that|ever since … i decided #end|ive decided #end|i made up my mind #end|i made my decision #end|decided #end',
    'what dose … kill|lethal|fatal',
    'researching … ways|how to|methods',
    // What a parent finds in the search history: "searched how to die without pain".
    'searched|searching|googled|googling|looked up|looking up|typed … how to die|ways to die|how to kill|painless death|die without pain|how to end',
    'tied up … loose ends',
    'put … affairs in order',
    'wont matter soon',
    'doesnt matter … anymore|anyway|soon',
    'how many|how much|what amount|what dose … kill|fatal|lethal|to die|stop … heart',
    'enough … to … kill|die|stop … heart',
    'how many|how much … too many permanently|permanently',
    'how long … take|takes … to die|destroy the liver',
    'kill you|kill a person|kill someone … how much|how many|exactly',
    'overdose … look natural|look like an accident',
    'detected after death',
    'step*|jump*|walk* … in front of … train|bus|car|truck|lorry',
    'how many survive',
    'my funeral|my own funeral',
    'at peace with … decision',
    'calm for the first time',
    'made … my decision|peace with it',
    'need it more than me',
    'doesnt know why … gave|giving',
    'koi fayda nahi|koi faida nahi',
    // A way of hanging weighed up: "asked me twice how strong our dupattas are", "keeps staring at the ceiling fan".
    'how strong … dupatta|dupattas|chunni|chunri|rope|ropes|saree|sari|sarees|saris|scarf|scarves|ceiling fan|fan hook|hook',
    'stare|stares|staring|keeps looking|keeps staring|looks … at the ceiling fan|at the pankha|up at the fan|at the fan hook',
    // A passive wish to die (NIMH): "Bhagwan utha le toh achha", "she wants to go to God early", "I pray God takes me".
    'bhagwan|bhagvan|bhagwaan|uparwala|uparwale|ishwar|bhagwan ji … utha le|utha lo|uthale|bula le|bula lo|bulale|apne paas bula',
    'god … take me|takes me|would take me|to take me|would just take me|call me|calls me … soon|early|away|already|now|quickly|quick|fast',
    'let|wish|hope|pray|praying … god|bhagwan|allah|the lord … take me|takes me|call me|calls me',
    'go to god|go to bhagwan|be with god … early|soon|sooner|now|already',
    // Pills gathered, said in Hindi: "neend ki goli jama kar raha hoon".
    'goli|goliyan|goliya|tablets|pills|dawai|dawaiyan … jama|ikattha|ikatthi|ikatha|ikathi … kar|karke|ki|kiya|kiye|rakhi|rakhe',
    'jama|ikattha|ikatha … kar|karke … raha|rahi|rakhi|rakhe … goli|goliyan|tablets|pills',
    // Which medicine, taken in excess, means not waking: "kaunsi dawai zyada lene se neend mein hi chale jaate hain".
    'neend mein hi|sote sote|sote hue … chale jaate|chale jate|chale jaayen|chale jaye|chale jaaye|chala jaun|chali jaun|chala jaunga|chali jaungi|chala jata|chali jati|mar jaate|mar jate|mar jaayen|mar jaun|mar jaunga|mar jaungi|khatam',
    // The way up checked: "maine chhat ka darwaza dekh liya hai, khula rehta hai", "checked that the roof door opens".
    'chhat|chhath|chat|terrace|roof … darwaza|darwaja|door … dekh liya|dekh li|check kar liya|check kiya|checked',
    'checked … roof|terrace|top floor … door|access|unlocked|open',
    'mere bina|mere bagair … khush|behtar',
    'stopped seeing|dont see|cant see|cannot see … reason to … live|keep going|go on|carry on',
    'permanent rest|permanent sleep|painless way to go|painless way to die|most painless',
    'tying … things up|loose ends',
    'it was the last time',
    'hoard*|stockpil*|saving|saved … my prescription|my tramadol|my meds|my pills|my tablets|enough',
    'i think i have enough',
    'finishing it … soon|tonight|this week',
    'make sure … i dont|i do not|not … wake up',
    'and not wake up',
    'so i dont wake up',
    'found a … noose|rope|hosepipe|gun|note|letter|pills',
    'plan to … end|kill|take … his|her|their|my … life',
    'held it|holding it … last night|gun',
    'written|wrote|writing|finished … the letters|my letters|goodbye|notes for',
    'sav*|stockpil*|hoard*|collect*|stash*|set aside|setting aside|put aside|putting aside … up|my|one|a|the|each|every … strip|strips|alprazolam|xanax|clonazepam|lorazepam|diazepam|zolpidem|tramadol|dolo|crocin|amitriptyline|insulin|metoprolol|amlodipine|benzos|sleeping tablets|sleeping pills',
    'in case i decide|for when i decide|when i finally decide|in case i need them|for when i need them',
    // Enough gathered to take at once: "collecting enough stuff to take all together when I'm ready".
    'enough … to take|to swallow … all together|all at once|at once|in one go',
    'take|swallow … all together|all at once|in one go … when im ready|when i am ready|when the time comes',
    'so nobody asks|so no one asks|so nobody notices|so no one notices|different chemist|different chemists|different pharmacy|different pharmacies|different medical store',
    'pesticide|poison|rat poison|keetnashak|rope|noose … in the bedroom|in my bedroom|in our bedroom|by the bed|by my bed|under the bed|under my bed|under my pillow|in my cupboard|in my almirah',
    'have|got|bought|ive got … the|a … rope|noose|poison|pesticide … already|ready',
    'exact dose|exactly what dose|what dose of what|exactly how much … would|to|it would',
    'need|needs|want|wants|waiting for … a weekend alone|the house empty|the house to myself|the flat empty|everyone out|everyone to leave',
    'given|giving|gave|gives … away … his|her|their|my … sneakers|watch|jewellery|jewelry|games|console|books|guitar|clothes|pet|dog|cat|savings',
    // Savings handed on as a will is: "my sister can have my savings".
    'can have|can keep|should have|should get|will get|can take … my savings|all my savings|my life savings',
    'final|last … countdown',
    'countdown … final|last|days left|to the end',
    'aakhri|akhri|last|final … chitthi|chithi|khat|letter|letters',
    // The ceiling fan as a way to die: "raat ko pankha dekhta rehta hoon aur sochta hoon".
    'pankha|pankhe|ceiling fan … dekhta|dekhti|ghoorta|ghoorti|stare|staring|dekh … sochta|sochti|rehta|rehti|hoon|hun|thinking',
    'train|gaadi|truck|bus … ke aage|ke saamne|ke samne|ke neeche',
    'switzerland|dignitas|assisted dying|assisted suicide|euthanasia … for it|for me|myself|to die|settle for|quicker',
    'something quicker … at home|myself',
    // How much must be taken not to wake, which medicine to take all of, and a supply kept unused: "I haven't taken any
    // for 2 months, I have them all in a box", "I have about 60 saved up".
    'need to take|have to take|should i take|do i take|would i take|must i take … to not wake up|to never wake up|to not be here|to die',
    'which one to take all of|which to take all of|which ones to take all of',
    'have|kept|keeping|got|saved … them all|all of them … in a box|in a drawer|in my drawer|in a bag|in my cupboard|hidden|together',
    'have|got … about|around|over|nearly|almost … #many … saved up|saved|stashed|put aside|hidden',
    // A search history a parent finds, a last message, a burden on the family, medicine stopped so as to die.
    'search history|browser history|google history|searches … how to die|how many pills|painless death|ways to die|how to kill|overdose|suicide|kill myself|end my life',
    'my last message|my final message|last message from me … probably|ever|forever|take care of yourselves|goodbye',
    'burden … on|to … us|me|anyone|my family|his family|her family|my children|my kids',
    'before … he|she|i … becomes|become|becoming … a burden',
    'stopped|stopping|stop|refuses|refusing … pills|tablets|medicine|medicines|insulin|dialysis|treatment … so he can go|so she can go|so i can go|to die sooner|so he dies|so she dies|so i die',
    'said sorry|saying sorry|says sorry … then hung up|and hung up|hung up|cut the call',
    // A decision already made for the day of a failure: "if I fail I've already decided", "papa ko face nahi kar paunga, maine soch liya hai".
    'if i fail|if i dont pass|if i dont clear|agar fail|fail hua toh|fail hui toh|nahi hua toh … already decided|ive decided|i have decided|soch liya|decide kar liya',
    'face nahi kar paunga|face nahi kar paungi|muh nahi dikha paunga|muh nahi dikha paungi|munh nahi dikha paunga|munh nahi dikha paungi … soch liya|decide kar liya|kya karna hai',
    // Twenty-seventh session (NHS and NIMH warning signs: looking up ways, getting means, a pact, a last gift,
    // affairs shown): "googling how long it takes to drown", "ordered a helium kit", "keeping potassium chloride
    // ampoules in my bag", "I have a jar now", "we'll go together before it gets worse, the tablets ready".
    'googling|googled|searching|searched|looking up|looked up|reading up|researching … how long … to drown|to bleed out|to suffocate',
    'which|what … bridge|building|tower|cliff … is|would be … quietest|tall enough|high enough',
    'helium kit|helium tank … ordered|bought|got|have|in the|in my',
    'exit bag|suicide bag|suicide kit',
    'keeping|keep|kept|stockpil*|hoard*|collecting|taking … potassium chloride|kcl|ampoules|vials … in my bag|home|in my locker|in my room',
    'i take|i took|i bring|i brought|ive been taking|i keep taking … lorazepam|diazepam|alprazolam|clonazepam|zolpidem|benzos|sleeping pills … from the ward|from work',
    'counting … them|the pills|the tablets|my pills … becoming a habit|a jar|a stash',
    // Kept, not bought: "I have a jar now" (of what was taken home); "I have a jar of fish oil pills" is a purchase.
    'i have a jar now|ive got a jar now|i have a stash now|ive got a stash now|a stash of them|a jar of them now',
    'we|both … die|end it|end our lives … together',
    'both just go together|should both just go|go together before it gets worse|die together|end it together',
    'want the last thing i give|want my last gift|last thing ill ever give|last thing i will ever give',
    'im leaving everything to|i am leaving everything to|ive left everything to|i have left everything to',
    'decided … not going to|wont|will not … keep doing this|keep going|go on|carry on … much longer|any longer|anymore',
    'thinking of|thinking about|planning on … oding|od ing|od|overdosing',
    // Hinglish: hanging told by its means ("fan se … bedsheet"), the same thought as one who died ("main bhi wahi soch
    // raha hoon"), rat poison bought.
    'dupatta|bedsheet|chunni|rassi|rope … fan|pankha|pankhe|ceiling',
    'main bhi wahi|mai bhi wahi|main bhi vahi … soch raha|soch rahi|karne ka soch',
    'chuha maarne wali|chuha marne wali|chuhe maarne ki|chuhe marne ki|rat poison … dawai|dawa|goli … khareed|kharid|le li|li hai|laya|layi',
  ],
  // Whereabouts: absence foretold ("I won't be around much longer", "my last order from me") and lingering at a drop
  // (WHO, NIMH warning signs) that a delivery, a subscription or a holiday in the same sentence explains ("won't be
  // around for the delivery", "walked by the railway bridge for hours on holiday").
  whereabouts: [
    // Near a railway or a bridge for longer than one should: the place and the lingering together.
    'near|by|at|on … tracks|railway|railway line|bridge|ledge|edge|roof … longer than|for hours|every night|thinking about',
    'near|by|at|on … tracks|railway|railway line|railway track … at night|all night|at midnight',
    'edge of … multistorey|building|car park|bridge',
    'edge of … platform|roof|bridge|cliff',
    'chhat|chat|chhath|terrace|chhat ke kinare … pe|par|upar … baitha|baithi|khada|khadi|hu|hoon',
    'neeche|niche … dekh … raha|rahi … hu|hoon',
    'if im not here|if i am not here|if im not around … tomorrow|next week|anymore',
    'last order from me|this is the last one|goodbye and thank',
    'wont|will not|not going to|might not … be around|be here … much longer|long|anymore|for long|to see|to read|to use|by then|after this|soon|anyway|forever|next year',
    'wont|will not|not going to|might not … be alive|matter|be a problem|be a burden|be needing|need … them|it|anything … after',
    'around much longer',
    'here much longer',
    'when im gone|after im gone|once im gone|when i am gone',
    'not … planning on|going to … coming back',
    'not coming back',
    // "Is hafte ke baad main kisi ko nahi dikhunga": after this week nobody will see me.
    'kisi ko nahi dikhunga|kisi ko nahi dikhungi|kisi ko nazar nahi aaunga|kisi ko nazar nahi aaungi|phir nahi dikhunga|phir nahi dikhungi',
    // "Not planning to be around by Diwali": absence foretold as a plan.
    'not planning|dont plan|do not plan|no plans … to be around|to be here|to still be here|on being around|on being here|on sticking around',
    // "Main zyada din rahunga nahi": I won't be around many more days.
    'zyada din|jyada din|ab zyada|ab jyada|ab … rahunga nahi|rahungi nahi|nahi rahunga|nahi rahungi|nahi bachunga|nahi bachungi|jeeunga nahi|jiyunga nahi',
  ],
  // WHO: asking how much of a medicine would kill, or how long it would take, is a warning sign however it is framed
  // ("if someone took a lot…", "asking for a friend"); triage-reading.ts does not let "if someone" explain it away.
  // A hanging point weighed, asked as a general question by its nature (a laugh does not explain it away): "how much
  // weight can a ceiling fan hook hold, like 70 kg? asking for myself".
  'hanging-point': [
    'how much weight|how many kg|how many kilos|what weight … can|will|does|would … ceiling fan|fan hook|ceiling hook|the fan|pankha … hold|take|bear|support',
    'ceiling fan|fan hook|ceiling hook|pankha … hold|take|bear|support … #num kg|#num kgs|#num kilos|my weight|a persons weight|a person|a body',
  ],
  'lethal-amount': [
    'how many|how much … of my|of his|of her|of these|of those … would be enough|would do it|would it take|it would take',
    'took|taken|take|swallowed|swallow|downed … a lot|lots|loads|#many|whole|too many|all of … how long|how fast|how quickly … before|until|till|for|would|does|to',
    'if … someone|somebody|a person … took|swallowed|downed … #many|a lot of|lots of|loads of|the whole|a whole|all of',
    'if … someone|somebody|a person … takes|swallows|downs|drinks … #many|a lot of|lots of|loads of|the whole|a whole|all of|whole strip|a strip|enough',
  ],
  // Death spoken of as rest or leaving ("tonight she'll finally rest", "she's ready to go"): a warning sign only beside
  // the means (triage-pictures.ts).
  'rest-euphemism': [
    'finally … rest|be at peace|be free|sleep for good',
    'ready to go|ready to leave|ready to leave this world|ready to die',
    'it will solve everything|that will solve everything|will solve all my problems|will end all my problems|solve all my problems|end all my problems',
  ],
  plan: ['plan|planned|plans|planning|date|decided|chosen|picked|ready|tonight|this weekend|when everyone|note'],
  means: [
    'rope|noose|hang|hanging|hanged|gun|pistol|rifle|firearm|bridge|jump|jumping|rooftop|roof|ledge|train|tracks|railway|blade|razor|knife|pills|tablets|overdose|poison|pesticide|car exhaust|hosepipe|drown*|cliff|balcony|belt|cord|ligature',
  ],
  // NHS/NIMH: restricting to starvation, purging or laxatives for weight, with a body that is failing, is a crisis.
  'eating-disorder': [
    // Diabulimia: leaving out insulin to lose weight.
    'skip*|skipping|stop*|stopped|not taking|missing|miss|cut down|cutting down … insulin … to lose|lose weight|weight|to be thin|to stay thin',
    // Filling up or purging so as not to eat: "so I don't have to eat at all", "to get everything out after I eat".
    'so i|so that i … dont have to eat|do not have to eat|dont need to eat|never have to eat|wont have to eat|can skip eating|can avoid eating … at all|anything|all day|for days',
    'get|flush|clear … everything|it all|it … out … after … i eat|eating|every meal|meals|i binge|bingeing|binging',
    // A weight of 40 kg or less and the wish to go lower.
    'im|i am|i weigh|weighing … #kg40|#low40 kg|#low40 kgs|#low40 kilos … want*|wanna|trying|goal|need … lose|drop|get under|get below|get down to|get to #kg40|get to #low40',
    'want*|wanna|trying|goal|need … to … get under|get below|get down to|go under|go below|drop below|drop to … #kg40|#low40 kg|#low40 kgs|#low40 kilos',
    '#kg40|#low40 kg|#low40 kgs|#low40 kilos … need|needs|want*|wanna|trying|goal … get to|reach|get down to|drop to … #kg40|#low40',
    // Eating as little as the body survives on: "what's the least I can eat and still survive?"
    'least|minimum|bare minimum … i can|can i|you can|one can … eat … and still|still … survive|live|function|stay alive',
    'make myself|made myself|making myself … throw up|sick|vomit|puke',
    'purg*|bulimi*|anorexi*|pro ana|proana|thinspo',
    'laxatives … lose weight|weight|thin|thinner|skinny',
    'laxative|laxatives … #many|8|9|10|11|12|15|20 … a day|every day|daily',
    '#many|8|9|10|11|12|15|20 … laxative|laxatives',
    'throwing up|throw up|vomiting|puking … whatever|everything|all … i eat|i do eat|i have eaten',
    'skipping|skip|skipped … meals … for days|days at a time',
    'starv* … myself|herself|himself',
    'eating|eat|eaten|ate|only|restrict*|living on|surviving on … 100|150|200|250|300|400|500|600 … calories|cal|cals|kcal',
    'bmi … 12|13|14|15|16',
    'still … feel|look|am … fat|huge',
    'moti|mota … lagti|lagta',
    'khana … bilkul nahi|nahi khaati|nahi khati|nahi khata',
    'keep going|keep functioning|keep me going|survive|get by|get through the day|function|last … without eating|without food|without having to eat|on no food|instead of food|instead of eating|instead of meals',
    'bina khaye|bina khana khaye|bina khaana khaye … chal*|reh*|kaam|zinda',
    'taaki … chalta rahe|chalti rahu|chalta rahu|khana na',
    // Water or black coffee alone, for days, to lose weight.
    'only|sirf|just|living on|surviving on … water|paani|pani|black coffee|green tea … for|se … days|din|weeks|hafte',
    'sirf|only|just … paani|pani|water … weight kam|lose weight|to lose|to be thin|to get thin',
    // Water or tea alone for days, and purging so that "nothing stays in".
    'only|just … drink|drinking|drank|had|having … water|green tea|black coffee … day #num|#num days|for days|for a week|#num din',
    'so nothing stays in|so nothing stays inside|so the food doesnt stay|so nothing stays',
    'ungli|ungliyan|finger|fingers … daal|daalke|dal ke|down my throat|down her throat … ulti|vomit|throw up|sick',
    'rather die than|would rather die than|prefer to die than … gain|put on|eat|get fat|be fat',
  ],
  // NHS eating disorder warning signs, one of behaviour and one of the body together (triage-pictures.ts).
  'ed-behaviour': [
    'hides|hiding|hid|hidden|throws|throwing|threw … food|her food|his food|my food|meals|lunch|dinner|tiffin',
    'exercis*|working out|workouts … to burn off|after every meal|after eating|obsessively|compulsively|at midnight',
    'run|runs|running|exercis*|work out|working out|walk|walking … to burn … what i eat|what she eats|what he eats|everything i eat|whatever i eat|off what|off whatever|off everything',
    'exercis*|working out|workouts … secretly|in secret|at night|at midnight',
    'half a roti|one roti|half a chapati|one chapati|half a meal|one meal … a day|per day|daily',
    'din se|dino se … sirf|bas … paani|pani',
    'obsessed with … every calorie|calories',
    // Purging, by mouth or by laxative, after eating; spitting food out; weighing oneself over and over.
    'throw up|throwing up|threw up|vomit|vomiting|puke|puking|purge|purging … after … every meal|each meal|every time i eat|i eat|eating|meals',
    'ulti|bathroom … khane ke baad|khana khane ke baad|har meal ke baad|after meals|after eating|after every meal',
    'khane ke baad|khana khane ke baad|har meal ke baad … bathroom|ulti',
    'laxative|laxatives|senna|herbal laxative … after i eat|after eating|after meals|so the food|so food|to lose',
    'spit|spitting|spat … out … food|my food|it|everything|meals',
    'weigh|weighs|weighing … myself|himself|herself … #num times|every hour|all the time',
    'train|training|exercise|exercising|gym … #num hours|five hours|six hours … a day|daily|every day',
    'day #num … just|only … water|black coffee',
    // One apple a day for months; nothing eaten for days, said in Hindi; laxatives after each meal; a powder to kill hunger.
    'one apple|an apple|one meal|one roti|one chapati|one fruit … a day|per day|daily … for … weeks|months|#num weeks|#num months',
    'not going to eat more|wont eat more|will not eat more|refuse to eat more',
    'din se … kuch nahi khaya|kuch nahi khaaya|khana nahi khaya|kuch nahi khati|kuch nahi khata',
    'laxative|laxatives|senna … after each meal|after each|after every meal',
    'bhook|bhukh|bhookh … maar de|mar jaye|khatam kar de|band kar de',
    'only|just … drink|drinking … water and green tea|water and black coffee|water and tea|water|green tea|black coffee … day #num|all day|nothing else',
    // Nothing but water and tea, said of oneself or another, as what they live on: "i only drink water and green tea".
    'only|just … drink|drinks|drinking|have|has|having … water and green tea|water and black coffee|water and tea|water and lemon|green tea and water|black coffee and water',
  ],
  'ed-body': [
    'periods|period … stopped|have stopped|has stopped|gone|stopped coming|disappeared|not come',
    'lost|losing|dropped|shed … #kg|#num kg|#num kgs|#num kilos|#num pounds|#num lbs|#num stone',
    'skin and bone*|ribs showing|bones showing|very thin|so thin|underweight',
    // What purging does to the body: teeth and knuckles marked, a sore throat that bleeds, the heart fluttering.
    'teeth … hurt|marks|damage|eroded|sensitive',
    'daant ke nishaan|ungliyon pe',
    'throat … bleeds|bleeding|raw',
    'heart … flutters|flutter|fluttering|palpitations',
    'heart rate|pulse|resting heart rate … #low40',
    'dil tez|dil bahut tez|dhadkan tez … dhadakta|dhadak|chal',
    'chakkar … aate|aata|aa rahe|aa raha',
    'gale se|throat se … khoon|blood',
    'period|periods|mahwari … band|ruk gaye|ruk gayi',
    'wazan|weight … bahut gira|gir gaya|kam ho gaya|bahut kam',
    '#num kilo|#num kg … kam ho gaya|kam ho gayi|gira',
    // NHS: starving leaves a body that is always cold, with bluish hands.
    'cold all the time|always cold|freezing all the time|always freezing',
    'hands|fingers … a bit blue|blue|bluish|purple',
  ],
  // Wanting to weigh less, said as a need: with a behaviour of an eating disorder, the picture of one.
  'weight-intent': [
    'to lose weight|lose weight fast|to be lighter|need to be lighter|to be thin|to be skinny|hate my body|hate how i look',
    'im fat|i am fat|feel fat|so fat|too fat|moti hun|mota hun|moti hu|mota hu|main moti|main mota',
    'get lower|go lower|more to go|more to lose|need to lose more',
    'still think|still thinks … im fat|i am fat|i look fat|im huge|shes fat|hes fat',
    'weight|wazan … #kg40|#low40 … se kam|tak laana|tak lana',
    'kilo|kg|kgs|wazan|weight … kam karna|kam karni|ghatana|ghatani|girana',
  ],
  // A bone, the throat and stuck, in the three orders English, Hindi and Bengali tell them.
  'throat-object': [
    `${BONE} … ${STUCK} … ${THROAT}`,
    `${THROAT} … ${BONE} … ${STUCK}`,
    `${BONE} … ${THROAT} … ${STUCK}`,
    // "Swallowed a bone, it's stuck, I feel it every time I swallow."
    `swallow* … ${BONE} … ${STUCK}`,
  ],
  'exertion-pain': [
    'when|whenever|every time|each time … i|he|she … walk|walks|climb|climbs|go up|goes up|take the stairs|takes the stairs|exercise|exercises|hurry|hurries|run|runs|jog|jogs|walk up|walks up',
    'on|with|during … exertion|exercise|walking|climbing|stairs|effort',
  ],
  'eased-by-rest': [
    'goes away|go away|went away|settles|settle|eases|ease|stops|stop|passes|better … when|once|after|if … i|he|she … stop|stops|rest|rests|sit|sits',
    'goes away|settles|eases|passes|fine … with rest|at rest|after resting|after rest|on resting',
  ],
  // Marks on the body owned as one's own doing ("scars on my wrist" … "I did them"): self-harm, in one message or two.
  'own-doing': [
    'i did them|i made them|i do them|i did those|did them myself|did it to myself|do it to myself|self inflicted|maine khud kiye|khud kiye',
    // Marks kept hidden: "koi dekhta nahi", "nobody sees them", "I hide them under my sleeves".
    'koi dekhta nahi|koi nahi dekhta|kisi ko nahi pata|kisi ko pata nahi|nobody sees|no one sees|nobody can see|no one can see|nobody knows about them|no one knows about them',
    'hide|hiding|cover|covering|chhupa|chupa … them|the marks|the cuts|the scars',
  ],
  'body-marks': [
    'scar|scars|cuts|cut marks|marks|burns|burn marks … on … my … wrist|wrists|arm|arms|thigh|thighs|legs|stomach|hips',
    'wrist|wrists|thigh|thighs|forearm|forearms … scar|scars|cuts|marks',
  ],
  'self-harm': [
    'pressing|press|pressed|held|hold|holding … a|the … heated|hot … spoon|knife|lighter|iron|coin … on|to|there|against',
    'punch|punching|punched|hit|hitting|bang|banging … my own head|my own face|myself',
    'press* … hot|straightener|iron … on my|into my',
    'scratch* … into my',
    'do it to myself|did it to myself',
    'khud ko … kaat*|jala*',
    'relapsed',
    'nails off',
    'hold the knife … think',
    'cut|cutting|cuts|slash*|slit*|burn*|scratch*|hurt*|harm*|hit*|punch*|starv* … myself|my arms|my wrists|my legs|my thighs|my skin|himself|herself|themselves',
    'self harm*|selfharm*|self injur*|sh again|relapsed on sh',
    'myself … cut|cutting|burn*|hurt*|harm*',
    'razor … myself|wrist|wrists|arm|thigh',
    'want|urge|urges|feel like … to … hurt|cut|harm|burn … myself|me',
    'cutting|cut … makes me|make me|to feel|feel better|feel calm|feel something|again',
    'ive been cutting|been cutting|started cutting|stop cutting|urge* to cut|i cut again|i cut and',
    'carv* … into my|on my|in my',
    'on purpose|deliberately … burn*|cut*|hurt*|hit*|touch*|scratch*',
    'burn*|cut*|hurt*|hit* … on purpose|deliberately',
    'to feel pain',
    // Hitting one's own body hard, or as a punishment: "I punch my stomach till it bruises".
    'punch*|slap*|scratch*|claw*|carv* … my stomach|my belly|my tummy|my face|my thighs|my legs|my arms|my body|my chest|my head',
    'punch*|hit*|slap*|scratch*|starv*|burn*|cut*|skip*|skipping … to punish myself|as punishment|as a punishment|to punish me',
    'punch* … walls|wall|myself … bleed*|bled|knuckles',
    'want to|wanting to|urge to … hurt|harm … yourself|myself',
    'made myself',
    'new blades|got blades|bought blades|razor blade|razor blades',
    // What a parent finds: hidden blades, long sleeves in the heat.
    'found|finding|hidden|hides|hiding … blades|blade|razors|razor',
    'long sleeves … even|heat|summer|hot|to hide|all the time',
    'scars … still doing it',
    'jala leta|jala leti|jala liya|khud ko … kaat*|jala*|maar*',
    'until … raw|bleed*|bled',
    // Skin scrubbed raw or burnt with a harsh thing: "I scrub my skin raw with steel wool when I feel dirty inside".
    'scrub|scrubs|scrubbing|scrubbed|scrape|scrapes|scraping|scraped … my|his|her … skin|arms|legs|body … raw|till it bleeds|until it bleeds|with steel wool|with a wire brush|with bleach',
    'till … bleed*|bled|raw',
    'sh … urges|again|a lot|daily|every day|relapse',
    'shd … again|after',
    'i sh|urges to sh',
    'lines on my|lines into my … arm|arms|leg|legs|thigh|thighs|wrist|wrists',
    'full of cuts|covered in cuts|cuts on … her|his|my … arms|arm|legs|thighs|wrists',
    'banging|bang|hitting|hit … my head|his head|her head … on|against … wall|floor',
    'bite|biting … myself',
    'i cut #end|i still cut #end|i cut again|i cut when|i cut because|i cut to',
    'i do them|i did them|i do it|i did it … on my … thighs|arms|wrists|hips|stomach|forearms',
    'blade|razor|chaku|chaaku|churi|chhuri … se … kaat*|kata|kaata|kaati',
    'kaat leti|kaat leta|kaat lete … hu|hoon|hun|hai',
    // "I did it with a cig again": a burn owned as one's doing.
    'did it|did this|do it|burned myself|burnt myself|burn myself … with a cig|with a cigarette|with a lighter|with my cig|with a hot',
  ],
  // A weapon held or readied when the mind is not its own: the person or others may be harmed.
  weapon: [
    'knife|knives|gun|axe|blade|chopper|sickle … sharpening|holding|carrying|took|hiding|waving|sleeps with|under his pillow|under her pillow',
    'sharpening … knife|knives|blade|axe',
  ],
  'unsafe-home': [
    'scared|afraid|terrified|frightened … to go home|of going home|to go back home|to return home',
    // Burning threatened ("poured kerosene near my feet, next time she'll light the match"), and a throat squeezed
    // said in Hinglish ("mere pati ne mera gala dabaya").
    'poured|pour|pours|threw|throws|splashed … kerosene|petrol|diesel|acid … on me|near me|near my|at me|on my',
    'light the match|set me on fire|set me alight|burn me alive|jala dungi|jala dunga|jala denge',
    'gala dabaya|gala dabaaya|gala daba diya|gala dabane|gala ghonta|gala ghont',
    // Elder abuse: the pension taken, food held back, locked in, drugged to be quiet.
    'takes|took|taking|keeps|snatches … my pension|all my pension|my pension money',
    'does not|doesnt|dont|do not|wont|will not … give me … food|meals|khana … until|unless|till',
    'khana … nahi dete|nahi deti|nahi deta',
    'kamre|kamra … me|mein … band … kar rakha|kar rakhi|kar dete|kar deta|kar deti|kar diya|karke',
    'gives|gave|giving|puts|put … me|her|him … pills|tablets|medicine|medicines|drugs … quiet|docile|sedated|out of the way',
    'drugs me|drugging me|drugged me|sedates me|sedating me',
    // A child hurt at home: "my husband burns our son with cigarettes".
    'husband|wife|partner|boyfriend|father|dad|stepdad|stepfather|mother|mum|mom|stepmother … beats|beat|hits|burns|burned|burnt|kicks|slaps|whips … our|my … son|daughter|kids|children|child|baby|boy|girl|old|toddler|little one',
    'husband|father|dad|stepdad|boyfriend|he … hits|beats|slaps|kicks|punches … her|him|my mom|my mum|my mother',
    'husband|partner|boyfriend|he|she … kicked|punched|slapped|choked|strangled|beat|hit|shoved|pushed … me',
    'dont|do not|wont|doesnt|dont even … give|let … him|her|me … food|eat|medicines|medicine|tablets … unless|until|till',
    'throw acid|acid attack|acid on my face',
    'grabbed|grabs|twisted|twists|pulled … my arm|my arms|my wrist|my wrists|my hair|my neck',
    'dragged|drags|dragging|pulled|pulls … me|her … by … hair|my hair|her hair|the hair',
    'dahej|dowry … pareshan|harass*|maar*|torture*|tang',
    'saas|sasur|sasural|pati|nanad|jeth … ne … maara|mara|jalaya|jala diya|laga diya|peeta|peeti|dhakka',
    'not allowed to eat',
    'shove* … around|me',
    'takes my wages|takes my salary|takes my money|takes all my money',
    'grabbed my throat|grabbed her so hard|grabbed him so hard|finger marks',
    'hits|hit … with a belt',
    // A father named as children name him, and a mother and child struck together ("Papa drinks and hits Amma and me").
    'papa|pappa|abba|abbu|pitaji|bapu|daddy … beat*|hits|hit|hitting|slap*|kick*|punch*|whip* … me|us|amma|ammi|maa|mummy|mumma',
    'beat*|hits|hit|hitting|slap*|kick*|punch*|whip* … amma|ammi|maa|mummy|mumma|mom|mum|mother|my sister|my brother … and me|and us',
    'hit my … sister|brother|son|daughter|baby',
    'beat*|hits|hitting|burn*|slap*|kick* … my sister|my mother|my mum|my mom|my daughter|my aunt|my grandmother|my grandma|my bhabhi|my friend|his wife|his mother',
    'locked in … room|her room|his room',
    // Tied down or locked in by those who care for them (WHO elder abuse; NSPCC): "they tie grandmother to the bed".
    'tie|ties|tied|tying … her|him|grandmother|grandma|grandfather|grandpa|nani|dadi|nana|dada|mother|father|the old man|the old lady|the child|the kids|the children … to the bed|to a bed|to the chair|to a chair|to the cot|to the bedpost',
    'locked|lock|locks|locking … in the house|inside the house|in the room|inside … all day|for hours|when they go out|whole day',
    'knife under … pillow',
    // A child with injuries that keep coming back (NSPCC): burn marks, belt marks.
    'always|often|keeps|new|again|constantly|every week … burn marks|cigarette burns|belt marks|strap marks|whip marks|cane marks',
    'husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|father|dad|stepdad|step dad|mother in law|in laws|brother|uncle|he|she … hit me|hits me|beat me|beats me|beat me up|punch* me|kick* me|slap* me|chok* me|strangl* me|push* me|shov* me|threaten* me|threatens to … kill|hurt|take the kids|throw me out|hurts me|hurt me|locks me|locked me|abus*|rap*|attacked me|attacks me|throw* things at me|burn* me',
    'husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|father|dad|stepdad|he|she … will kill me|said he would kill me|said she would kill me|wants to kill me',
    'afraid|scared|terrified|frightened … of … husband|wife|partner|boyfriend|girlfriend|him|her|dad|father|stepdad|in laws',
    'not safe … at home|home|in my house|in my own home|with him|with her',
    'unsafe … at home|home',
    'domestic … violence|abuse',
    'won t|wont|doesnt|does not … let me … leave|go out|see my|have money|use my phone|work|call|visit|talk to',
    'controls … my money|my phone|where i go|everything i',
    'takes … my money|my phone|my salary',
    'threat* … to … kill|hurt|take the kids|throw me out',
    'mar peet|maar peet|maarta hai|marta hai|peet ta|pitai',
    'parents|mum|mom|mother|stepmom|stepmother|teacher … beat*|hit*|hits|kick*|slap*|burn* … me',
    'beat me up|beats me|hits me|hit me again|slaps me|kicks me|chokes me|strangles me',
    'tracks … my location|my phone',
    'checks my phone',
    // Control at home (NHS: checking messages, rationing food): "they check it", "my saas locks the kitchen".
    'they|he|she|husband|saas|in laws … check|checks|read|reads … my phone|my messages|my whatsapp|my chats|my texts',
    'dont|do not … reply|message|text … on whatsapp|on my phone … they|he|she … check|checks|read|reads',
    'saas|sasur|mother in law|in laws|husband|he|she|they … locks|locked|lock … the kitchen|the fridge|the food|kitchen',
    'i am given|im given|they give me|they let me have … food|khana|one meal … only|once a day',
    'goes mad if|gets angry if|loses it if',
    'not allowed to … leave|go out|see|work|have',
    'broke in|breaks in',
    'got|gets|was … angry … again … bruise*|hit|push*',
    'bruises … where … he|she … grabbed|hit|held',
    'destroyed|took|hid … my … medication|medicine|passport|phone',
    'ill never leave|i will never leave|never let me leave|never leave him|never leave her',
    'maarte hain|maarti hai|maarta hai|jaane nahi dete',
    'grabbed me',
    'put something in my drink',
    'watches everything i do',
    'threatens me|threatened me|threatening me',
    'hurts her|hurts him|hurting her|hurting him',
    'black eye',
    'squeez* my neck|chokes me|choked me|strangled me|strangles me',
    'husband|wife|partner|boyfriend|girlfriend|father|dad|brother|he|she … to choke me|choke me',
    'turning up at my|turns up at my|follows me|stalking me|stalks me',
    // Elder abuse by a paid carer: tied to the bed, not fed, hit. A partner who breaks the phone; a message sent in secret.
    'ties|tied|tying|chains|chained … her|him|me|them|dadi|nani|dada|nana … to the bed|to a bed|to a chair|to the chair',
    'nurse|caretaker|carer|caregiver|maid|servant|aaya|ayah|attendant|helper|warden … hits|beats|slaps|pinches|isnt feeding|not feeding|doesnt feed|starves|ties|abuses',
    'he|she|husband|partner|boyfriend … broke|smashed|snatched … my phone',
    // Writing in secret ("can't talk long" itself is a named thing, never a stroke's speech, so it cannot start this).
    'have to be quick|typing quietly|typing in secret … he is|hes|she is|shes … in the next room|home|nearby|listening',
    'band karke … rakha|rakhte|rakhti|rakhta|rakhe|chale|chali|gaye',
  ],
  hopeless: [
    'hopeless|worthless|empty inside|numb inside|trapped|no way out|cant escape|given up|give up on life|done with life|done with everything|tired of living|tired of life|sick of living',
    'ab aur nahi jhela jata|aur nahi jhela jata|ab bardasht nahi hota|ab aur bardasht nahi',
  ],
};

/** Every sign's wordings: English and Hindi, then India's other languages. */
export const SIGN_PATTERNS: Readonly<Record<SignId, readonly string[]>> = withRegionalWordings();

function withRegionalWordings(): Record<SignId, readonly string[]> {
  const merged = { ...ENGLISH_AND_HINDI_PATTERNS };
  for (const sign of SIGN_IDS) merged[sign] = [...ENGLISH_AND_HINDI_PATTERNS[sign], ...(REGIONAL_SIGN_PATTERNS[sign] ?? [])];
  return merged;
}

/** Who a message is about: the writer, a baby (under one), a child, or another adult. */
export const SUBJECT_WORDS = {
  baby: [
    'bachche',
    'bachhe',
    'baby',
    'babies',
    'infant',
    'newborn',
    'new born',
    'bub',
    'bubba',
    'bachha',
    'bacha',
    'bachcha',
    'month old',
    'months old',
    'week old',
    'weeks old',
    'mo old',
    'm old',
    'month baby',
    'month boy',
    'month girl',
    // A newborn or infant: Hindi/Marathi shishu, navjaat; Tamil kaikuzhandhai; Telugu pasi bidda; Malayalam vavu.
    'shishu',
    'navjaat',
    'navjat',
    'kaikuzhandhai',
    'kaikulandhai',
    'pasi bidda',
    'chanti bidda',
    'vavu',
    'kunjuvavu',
  ],
  child: [
    'child',
    'children',
    'kid',
    'kids',
    'toddler',
    'son',
    'daughter',
    'boy',
    'girl',
    'grandson',
    'granddaughter',
    'grandchild',
    'nephew',
    'niece',
    'little one',
    'lo',
    'year old',
    'yr old',
    'yo',
    'years old',
    'beta',
    'beti',
    'bete',
    'bachcha',
    'bachche',
    'baccha',
    'bache',
    'bacche',
    'bachi',
    'bacchi',
    // India's other languages: Tamil kuzhandhai, Telugu bidda, Kannada magu, Malayalam kunju, Bengali chele and meye,
    // Marathi mulga and mulgi, Gujarati balak, dikro and dikri.
    'paiyan',
    'ponnu',
    'kuzhandhai',
    'kozhandhai',
    'kulandhai',
    'kuzhanthai',
    'kozhanthai',
    'bidda',
    'biddaki',
    'magu',
    'maguvige',
    'maguvina',
    'kunju',
    'kunjinu',
    'kunjinte',
    'chele',
    'chhele',
    'meye',
    'mulga',
    'mulgi',
    'balak',
    'dikro',
    'dikri',
    'bachchi',
    'munna',
    'munni',
  ],
  male: [
    'husband',
    'hubby',
    'husbnd',
    'dad',
    'daddy',
    'father',
    'papa',
    'grandad',
    'granddad',
    'grandpa',
    'grandfather',
    'nana',
    'dada',
    'brother',
    'bro',
    'boyfriend',
    'bf',
    'uncle',
    'son',
    'grandson',
    'nephew',
    'boy',
    'man',
    'guy',
    'he',
    'him',
    'his',
    'fiance',
    'stepdad',
    'father in law',
    'bhai',
    'pati',
  ],
  female: [
    'wife',
    'mum',
    'mom',
    'mummy',
    'mommy',
    'mother',
    'mama',
    'maa',
    'gran',
    'granny',
    'grandma',
    'grandmother',
    'nani',
    'dadi',
    'sister',
    'sis',
    'girlfriend',
    'gf',
    'aunt',
    'auntie',
    'aunty',
    'daughter',
    'granddaughter',
    'niece',
    'girl',
    'woman',
    'lady',
    'she',
    'her',
    'fiancee',
    'mother in law',
    'patni',
    'didi',
  ],
  other: [
    'friend',
    'flatmate',
    'roommate',
    'housemate',
    'colleague',
    'coworker',
    'co worker',
    'neighbour',
    'neighbor',
    'partner',
    'someone',
    'somebody',
    'person',
    'stranger',
    'patient',
    'client',
    'classmate',
    'they',
    'them',
    'student',
    'teammate',
    'passenger',
  ],
} as const;

/** Words that put a sign in the past, a question about signs in general, a story or a joke ("signs of a stroke"). */
/**
 * Names of things whose words are never read as signs: herbs and products ("red clover", "red yeast rice"), ordinary
 * symptoms and events that borrow a sign's word ("hot flashes", "a faint line" on a pregnancy test, a goodbye card
 * for a colleague). A sign whose first or last word falls inside one of these is left out.
 */
export const NAMED_THINGS: readonly string[] = [
  // Twenty-third session, from crisis-tuning-1: a phone call cut short, a heart that "hasn't stopped pounding", jewellery
  // taken, a lie-in, old clothes given away, tablets saved for a trip, suicide prevention as work, a farewell party.
  'cant talk long|cant talk much|cant talk for long|cant talk right now|cant talk now',
  'hasnt stopped|has not stopped|wont stop|havent stopped … pounding|racing|thumping|hammering|beating fast',
  'all her|all his|all their … jewellery|jewelry|gold|money|savings|things|stuff|clothes|belongings|documents|salary|pension',
  'not wake up till|not wake up until|not wake up before|not to wake up till',
  'all my old clothes|all my old stuff|all my old things|all my old books|all my old|half my stuff|half my things|half my clothes|my whole wardrobe',
  'tablets|pills|meds|medicines … for the trip|for my trip|for travel|for the holiday|while im away|enough for #num weeks|for #num weeks',
  'suicide prevention',
  // A navel is no button swallowed: "pain near her belly button".
  'belly button|belly buttons',
  // A face gone red and hot is a flush (niacin, a hot drink, blushing), not a wound's spreading redness.
  'face|cheeks|ears … go|goes|went|gone|turns|turned|turn|goes all|went all … red',
  // Twenty-sixth session: pills too big to swallow ("i cant swallow big caps") are no swelling throat. Each way of
  // saying it stands right before what is swallowed, so "cant swallow after the tablets" still reads the throat.
  ['cant swallow', 'hard to swallow', 'difficult to swallow', 'struggle to swallow']
    .flatMap((words) => ['pills', 'tablets', 'capsules', 'caps', 'big', 'large', 'these big', 'the big', 'horse pills'].map((pill) => `${words} ${pill}`))
    .join('|'),
  'volunteer|volunteering|volunteers|shifts|shift|counsellor|counselor|work|working … at|on|for … a suicide|the suicide|suicide … helpline|hotline|line',
  'goodbye to everyone|bye to everyone|goodbye to all … before i graduate|graduat*|hostel|farewell|convocation|before i leave|before i move|before moving',
  'hostel|graduat*|farewell|convocation|last day at|last night in … saying goodbye to everyone|goodbye to everyone|bye to everyone|goodbye to all',
  'look dead|looks dead|looking dead',
  // A sports drill ("the coach calls the shuttle runs suicides"), cell biology ("cells commit suicide"), foods.
  'suicide|suicides … drill|drills|sprint|sprints',
  'shuttle|shuttles|shuttle runs|shuttle run … suicide|suicides',
  'cell|cells|cellular … suicide',
  // "Everyone would be better off taking vitamin D": better off doing something is advice.
  'better off … taking|eating|using|doing|buying|going|having|drinking|getting|with|switching|sticking|skipping|avoiding|waiting|if they|if we|if you',
  // A number of years, days or milligrams is no count of pills: "garlic tablets every morning for 10 years".
  '#many years|#many yrs|#many year|#many months|#many days|#many weeks|#many hours|#many hrs|#many mins|#many minutes|#many am|#many pm|#many mg|#many mcg|#many iu|#many ml|#many percent|#many kg|#many kgs|#many rupees|#many rs|#many saal|#many din',
  // Cutting down on a food: "I've started cutting salt", "been cutting sugar and carbs".
  'started|been|im|i am|ive been|i have been|stop|stopped … cutting|cut|cutting down|cutting out|cut down|cut out … salt|sugar|carbs|carb|calories|coffee|caffeine|tea|chai|dairy|meat|gluten|junk|oil|fat|fats|alcohol|booze|smoking|cigarettes|portions|back|down on',
  'cutting|cut … down on|back on|out … salt|sugar|carbs|carb|calories|coffee|caffeine|tea|chai|dairy|meat|gluten|junk|oil|fat|fats|alcohol|smoking',
  // A bruise: "neel pad rahe hain", "neel ke nishan".
  'neel pad|pada|pade|padna|padte|padh|ke nishan|ke nishaan|ke daag',
  'blood sausage|blood sausages|blood pudding|black pudding|blood orange|blood oranges',
  // A fall with its injury is a fall, not a collapse: "gir gayi thi, ghutne pe chot hai", "seedhi se phisal ke gir gaya".
  'chot|ghutne|ghutna|moch|sujan|soojan|seedhi|seedhiyon|phisal*|haddi|takhne|takhna … gir gaya|gir gayi|gir gaye|gir padi|gir pade',
  'gir gaya|gir gayi|gir gaye|gir padi|gir pade … chot|ghutne|ghutna|moch|sujan|soojan|haddi|takhne|takhna|phisal*',
  // Gone blue beside a sprain, a swelling or a knock is a bruise: "takhne pe sujan, neela pad gaya hai".
  'sujan|soojan|chot|moch|mud gaya|mud gayi|mud gaye|takhne|takhna|ghutne|ghutna|kohni … neela|neeli|neele|nila … pad gaya|pad gayi|pad gaye|pada|padh gaya|ho gaya',
  'neela|neeli|neele|nila … pad gaya|pad gayi|pad gaye|ho gaya … sujan|soojan|chot|moch|takhne|ghutne',
  // "Neele nishaan": blue marks, bruises, not blue lips.
  'neele|neela|neeli … nishaan|nishan|nishane|daag|nisaan',
  'red clover',
  // Burnout is tiredness, not a burn; "keeping my tablets down" is not keeping tablets back.
  'burnt out|burned out|burn out|burnout|burning out',
  'tablets down|pills down|meds down|medicine down|medicines down|tablet down|pill down|food down|fluids down',
  // "Knocked out his tooth", "it (the insect) stopped moving": nobody unconscious.
  'knocked out one|knocked out a|knocked out his|knocked out her|knocked out my|knocked out two|knocked out both|knocked out the|knocked out their|knocked out your',
  'it stopped moving|its stopped moving|it has stopped moving',
  'red yeast rice|red rice yeast',
  'hot flashes|hot flushes|hot flash|hot flush',
  'faint line|faint positive|faint pink line|faint second line',
  // "Faint" as an adjective: "just have faint old scars", "a faint smell of gas" is no fainting.
  'faint scar|faint scars|faint old scars|faint old scar|faint white scars|faint white lines|faint marks|faint old marks|faint stretch marks|faint smell|faint taste|faint sound|faint memory|faint outline|faint trace|faint glow',
  'should i cut|do i cut|can i cut|could i cut|shall i cut|would i cut|where do i cut',
  'goodbye card|farewell card|leaving card|goodbye party|farewell party|leaving party|leaving do|send off|send-off',
  // Confused about a choice is no confusion of the mind: "confused about which paracetamol to buy".
  'confused|confusing|confusion … about which|about whether|about the dose|about the label|about the brands|about the forms|between|which one|which brand|whether to|what to buy|what to take',
];

export const FRAMES = {
  // NHS: indigestion or heartburn that medicine does not ease is a red flag; an antacid that "isn't touching it" does
  // not explain the pain and sweat away.
  // Indigestion explains a chest or a stomach on its own, never beside sweating, pain that spreads, breathlessness or
  // faintness in the same sentence: "he keeps saying it's acidity" is how a heart attack is played down (NHS, AHA).
  indigestion: [
    'heartburn',
    'heart burn',
    'acid reflux',
    'reflux',
    'indigestion',
    'acidity',
    'gastric trouble',
    'sour burp*|burping|belching|acidic',
    // Acid coming up into the mouth (NHS heartburn): "a sour taste comes up when I lie down", "khatti dakar".
    'sour taste|bitter taste|acid taste|sour liquid|sour water|khatti dakar|khatta pani',
    'after pizza',
    'after eating spicy',
  ],
  unrelieved: [
    'isnt|not|no|didnt|doesnt|wont … touching|helping|working|relief|help|easing|settling',
    'still there after|even after … antacid|gelusil|eno|digene|pudin hara',
  ],
  // "If I took the whole week's supply, would that do it?": a plan (a crisis), not something swallowed.
  hypothetical: [
    'if … took|take|swallow*|drank|drink',
    'would that|would it|would this … do it|kill|work|be enough|be fatal|be lethal',
    'looking up|looked up|searching|searched|googling|googled|reading about|researching … overdose*|lethal|how many|amounts|doses',
    'lethal dose|fatal dose|how many would|how much would it take',
  ],
  /** Days ago, not now: with a picture that has passed ("her face drooped on Sunday, she is fine now"), seen today. */
  daysAgo: [
    'yesterday',
    'days ago',
    'day before',
    'the other day',
    'last week',
    'on sunday|on monday|on tuesday|on wednesday|on thursday|on friday|on saturday',
  ],
  /** It is over and the person is well again: "had a seizure last night, she's fine now". */
  recovered: [
    'fine now|ok now|okay now|alright now|all right now|normal now|better now|well now|good now',
    'went away|came back|now completely normal|completely normal now|seems normal|coughed it up|coughed it out|got it out',
    'back to normal|completely fine|recovered|came round|came around|woke up fine|fully awake',
    'now … #num and fine|#num and ok|#num and okay|#num and normal',
  ],
  /**
   * Swimming explains what a joke explains ("my breaststroke is dying", "can't breathe after 40 lengths"), but it is
   * no joke: a child pulled from the pool is not one.
   */
  swimming: ['freestyle', 'breaststroke', 'backstroke', 'swim*'],
  /**
   * The emergency care told is put off or declined: waiting for a weekday, a scan or a visit, sleeping it off, staying
   * home, or taking a partial easing for the end of it. NHS: stroke signs that pass still need 999; an overdose can
   * look well for a day; pain that eases is not a torsion or a bleed undone.
   */
  careDelayed: [
    'wait and see|wait it out|waiting it out|sleep it off|sleeping it off|ride it out|tough it out|skip the drama|no need to panic',
    'overreacting|over reacting|making a fuss|fuss over nothing|making a big deal',
    'wait|waiting|see|ask|tell|show … till|until|for|on|in the … tomorrow|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|scan|appointment|physio|next week',
    'ask|tell|show … him|her|them|the doctor|the physio … tomorrow|on monday|next week|when he comes|when she comes',
    'not going to|dont want to go to|dont wanna go to|wont go to|cant go to|no need for|no need to go to|skip … hospital|the hospital|er|a&e|casualty',
    'hospital is|hospital s|hospitals are … far|too far|a nightmare|expensive|too expensive|crowded',
    'dont want|dont wanna|not calling|no need to call … an ambulance|ambulance|112|108',
    'resting at home|rest at home|manage at home|treat it at home|handle it at home|home remedy|home remedies|at home for now',
    'a bit better|a little better|bit better|little better|slightly better|somewhat better|bit less|little less|bit easier|probably fine|prob fine|seems fine|seems totally fine|seems ok|seems 100',
    'ghar par hi|ghar pe hi|hospital nahi|hospital nhi|kal dikha|kal doctor|subah dikha|subah doctor',
  ],
  /** Help has come or been called: "the ambulance is here", "we're at the hospital", "the doctor saw him". */
  caredFor: [
    'ambulance came|ambulance is here|ambulance is coming|ambulance is on the way|ambulance on the way|ambulance arrived|paramedics',
    'called 112|called 108|called an ambulance|called the ambulance|took him to hospital|took her to hospital|took him to the hospital|took her to the hospital',
    'at the hospital|in hospital|in the hospital|at the er|in the er|at casualty|doctor saw|doctors saw|been discharged|got discharged',
    'went to|been to|took him to|took her to|taken to|rushed to|rushed him to|rushed her to … er|a&e|hospital|casualty|emergency',
    'doctor said|doctors said|cardiologist said|er doctor said|they said … fine|nothing|normal|ok|okay',
  ],
  past: [
    'as a toddler',
    'as a baby',
    'as a kid',
    'in the 70s|80s|90s|nineties|eighties|seventies',
    'as a teenager',
    'as a teen',
    'when i was younger',
    'once as',
    'years ago',
    'year ago',
    'years back|year back|yrs back|yrs ago|months back|weeks back',
    // "Rendu varusham munnadi", "do bochor aage", "don varsha purvi": years ago in India's other languages.
    'varusham|varusham|varsham|varsha|varshe|samvatsaram|samvatsarala|bochor|bochhor|varas|varsh … munnadi|munpu|kritham|hinde|aage|agey|purvi|aadhi|mumbe',
    // "It's been three years since I tried": as long ago as "three years ago".
    'been … #num|a few|few|many|several|two|three|four|five|six|ten … years|months|decades … since',
    'months ago',
    'month ago',
    'weeks ago',
    'decades ago',
    'long ago',
    'last year',
    'last month|a month back|last winter|last summer|last monsoon',
    'pichhle saal|pichle saal|pichhle mahine|pichle mahine|saal pehle|saalon pehle|mahine pehle|bachpan mein',
    'in the past',
    'a while ago',
    'a while back',
    'used to',
    'history of',
    'family history',
    'when i was',
    'when he|she|they was|were … diagnosed|little|young|small|born',
    'as a child',
    '#year',
    'back in',
    'recover* from',
    'recovery from',
    'since|after … his|her|my … stroke|heart attack|seizure|surgery|bypass|stent',
    'survivor',
    'had a stroke|heart attack … and',
    // "Fainted once at 16, never since": it has not come back.
    'never since|not since|never again since|never happened again|hasnt happened since|has not happened since',
  ],
  general: [
    'is|would|was … an overdose',
    'is that true|is it true|is this true',
    'can you|can one|can i|can a person|is it possible to … overdose|overdos*|od',
    'overdose … happen|possible',
    'saw a post|read a post|saw a video|saw a reel|forwarded message|whatsapp forward',
    'how much … is safe|is too much|should i take',
    'signs of',
    'symptoms of',
    'overdose symptoms|overdose signs|toxicity symptoms|toxicity signs|poisoning symptoms|poisoning signs',
    'sign of',
    'warning signs',
    'how to recognise',
    'how to recognize',
    'how do i recognise',
    'how do i recognize',
    'how do you recognise',
    'how do you recognize',
    'how do you know if',
    'how would i know',
    'how can i tell',
    'how do you tell',
    'what are the',
    'what is the difference',
    'difference between',
    'what happens',
    'what to do if',
    // "Can psyllium cause choking?" and "are they a choking risk?" ask about a risk.
    'choking|choke … risk|hazard',
    'can|could|does|do|will … cause|causes',
    'what should you do if',
    'what do you do if',
    'in case of',
    'prevent*',
    'risk of',
    'risk factors',
    'reduce the risk',
    'lower … risk',
    'first aid course',
    'first aid for',
    'treatment for|how to treat|how do you treat|what to do for',
    'for my exam',
    'for an exam',
    'essay',
    'assignment',
    'quiz',
    'can you overdose',
    'is it possible',
    'can i take',
    'can you take',
    'can u take',
    'is it bad to take',
    'is it ok to take',
    'is it safe to take',
    'what happens if i take',
    'how much',
    'is it possible to overdose',
    'could you overdose',
    'how much is too much',
    'what does … feel like|mean|stand for|look like',
    'what causes',
    'what is … anaphylaxis|stroke|heart attack|meningitis|seizure|sepsis|overdose',
    'is it true',
    'how common',
    'how to use',
    'how do i use',
    'stand for',
    'just reading',
    'curiosity',
    'curious',
    'learned about',
    'learnt about',
    'school project',
    'project',
    'exam',
    'training',
    'teaching',
    'how long after',
    'help after',
    'lower my risk',
    'lower the risk',
    'scared of having',
    'afraid of having',
    'worried about having',
    'for the plot',
    'crime novel',
    'syllabus',
    'toxicology',
    'explain what',
    'dissertation',
    'research on',
    'presentation',
    'awareness',
    'how can i tell if someone',
    'upper limit',
    'toxic dose of',
  ],
  /** A condition, not an event: "if someone…", "what if". A question about a lethal amount is not explained by it. */
  conditional: ['if someone', 'if somebody', 'if a person', 'if you', 'what if', 'hypothetically'],
  /** Getting ready for what may happen one day: "what should I do if she ever has a seizure", "just in case". */
  prepared: [
    'if … ever',
    'in case … ever',
    'just in case',
    'so im prepared|so i am prepared|to be prepared|so im ready|so i know what to do',
    'first aid course|first aid class|first aid training|red cross course|red cross class|cpr course|cpr class|cpr training|st john course',
  ],
  story: [
    'murder mystery|mystery novel|crime novel|crime story|detective story|whodunit|whodunnit|writing a book|writing a novel|my novel|my readers',
    'short story|writing a story|my story|screenplay|my script|d and d|dnd|my campaign',
    'in the film',
    'in a film',
    'in the movie',
    'in a movie',
    'in the book',
    'in a book',
    'in the show',
    'in the game',
    'in game|video game|my guy in|my character|my player|elden ring|minecraft|fortnite|pubg|bgmi|free fire|call of duty|valorant|gta',
    'episode',
    'character',
    'novel',
    'on tv',
    'on the news',
    'in the news',
    'article',
    'documentary',
    'portray|portrays|portrayed|portrayal|depict|depicts|depicted|depiction|media guidelines',
    'writing a story',
    'video about',
    'tv show',
    'web series|webseries|tv series|tv serial|a serial|the serial|netflix|house md|greys anatomy|greys',
    'scene',
    'documentary about',
    'watched a',
    'just watched',
  ],
  joke: [
    'beats|beat|beating … at|in … chess|cards|ludo|carrom|tennis|badminton|cricket|football|fifa|monopoly|scrabble|a race|racing',
    'choked|choke|choking … exam|quiz|final|finals|interview|match|game|test|presentation|penalty|pitch|exams',
    'overdos*|od|oded … on … netflix|tv|youtube|reels|instagram|memes|series|anime|gaming|games|shopping|work|sleep|chocolate|sugar|cake|sweets',
    // An overdose of a food is too much of it: "a mango overdose", "aam ka overdose".
    'overdos* … of … mango|mangoes|aam|chocolate|chocolates|sweets|mithai|cake|pizza|biryani|ice cream|fruit|carbs|junk food|food|sugar',
    'mango|mangoes|aam|chocolate|mithai|sweets|cake|pizza|biryani|ice cream|fruit|carbs|junk food|food … ka|ki … overdos*',
    'brain cells|braincells … suicide|dying|died|dead|committing',
    'bleeding money|bleeding cash|bleeding edge|bleeding powder|bleeding dye|bleeding colour|bleeding color',
    'so good|too good|so funny|too funny',
    'collapse|collapsing … in bed|into bed|on the sofa|on the couch|into the sofa',
    'heart stopped when|heart nearly stopped|heart almost stopped|heart stopped for a second',
    'rather die than',
    'going to lose it',
    'lose my mind',
    'end him|end her',
    'leg day|arm day',
    'after seeing the price',
    'price of',
    'not literally',
    'jk',
    'just kidding',
    'joking',
    'figuratively',
    'metaphorically',
    'dying to',
    'dying for',
    'die for',
    'kill for',
    'killing it',
    'killed it',
    'would kill for',
    'could kill for',
    'dead tired',
    'dead on my feet',
    'dying of laughter',
    'died laughing',
    'die of boredom',
    'die of embarrassment',
    'die of shame',
    'bored to death',
    'killing me softly',
    // Working hard: "killing myself in the gym 6 days a week", "killing myself at work for this promotion".
    'killing myself|killing ourselves … in the gym|at the gym|at gym|at work|at the office|with work|with workouts|with cardio|every day at the|for this job',
    'heart skipped a beat',
    'heart melted',
    'heartbroken',
    'broke my heart',
    'breaks my heart',
    'take my breath away',
    'took my breath away',
    'breathtaking',
    'on a plate',
    'waiting to happen',
    'overdos* … on|of … sugar|chocolate|carbs|cake|sweets|food|junk|cheese|coffee',
    'sugar|carb|chocolate|cake|junk food|cheese … overdose',
    'ate so much',
    'eaten so much',
    'so full',
    'stuffed',
    'food coma',
    'as a joke',
    'beat me at|beats me at|beat me in',
    'board game*',
    'for fun',
    'siblings',
    'hits the gym|hit the gym|hit the jackpot|hits snooze|hit snooze',
    'will kill me if|going to kill me if|gonna kill me if|would kill me if|kill me if i',
    'goodbye … to … sugar|dairy|carbs|junk|coffee|gluten|alcohol|meat|my old|our old',
    'ke liye … jaan',
    'suicide squad',
    // A machine that dies or kills the mood, not one given away: "my laptop died", "this computer is killing me".
    'laptop|computer … died|dead|dying|crashed|killing me|kill me|death',
    'wallet',
    'bank account',
    'grocery bill',
    'electricity bill',
    'the price',
    'at the price',
    'give me a heart attack',
    'gave me a heart attack',
    'nearly had a heart attack',
    'almost had a heart attack',
    'stroke of luck',
    'stroke of genius',
    'exploding with',
    'of a different kind',
    'emotionally',
    'heartbreak',
    'breakup',
    'my crush',
    'laughing',
    'passed out on … sofa|couch|bed',
    'meme',
  ],
  accident: [
    'shaving',
    'chopping',
    'cooking',
    'by accident',
    'accidentally',
    'can lid',
    'nearly cut',
    'my hair',
    'cut down',
    'toast',
    'paper',
    'kitchen knife',
    'my finger',
    'slipped',
  ],
  minor: [
    'shaving',
    'paper cut',
    'can lid',
    'my finger',
    'tiny',
    'small cut',
    'a few minutes',
    'a little',
    'a bit',
    'gums',
    'when i brush',
    'brushing',
    'floss*',
  ],
  /**
   * Foods and medicines that colour urine or stool harmlessly (NHS: beetroot, iron tablets, bismuth): pink pee after
   * beetroot is not blood. Read only when no fainting and no word of blood or tar backs the colour (triage-reading.ts).
   */
  colouredBy: [
    'beetroot*',
    'beet|beets',
    'chukandar',
    'dragon fruit',
    'food colo*ring',
    'iron tablet*|pill*|supplement*|syrup|capsule*|drops',
    'ferrous',
    'bismuth',
    'pepto*',
    'charcoal',
    'b vitamin*',
    'b complex',
    'b12',
    'riboflavin',
    'multivitamin*',
    'blackberr*|blueberr*',
    'rhubarb',
    'liquorice|licorice',
    // Carotenaemia: carrots and their kind colour the skin, not the eyes.
    'carrot|carrots|sweet potato|sweet potatoes|pumpkin|papaya|turmeric|haldi|fake tan|self tan',
  ],
  scheduling: [
    'next week',
    'this weekend',
    'next month',
    // An order's delivery, not a birth ("5 weeks post delivery").
    'delivery date|delivery slot|delivery charge|delivery charges|free delivery|home delivery|the delivery|next delivery|parcel|courier',
    'sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend|morning|evening|tomorrows|todays … delivery|order',
    'on holiday',
    'for the holiday',
    'travelling',
    'traveling',
    'trip',
    'the shop',
    'subscription',
    'old house',
  ],
  routine: ['as usual', 'his daily|her daily|my daily|their daily', 'every morning', 'every day', 'each day'],
  /** Snoring explains a noisy or stopped breath at night, never someone who cannot be woken. */
  snoring: ['snor*'],
  laugh: ['lol', 'lmao', 'haha', 'hahaha', 'rofl', 'lolz', 'hehe'],
  /**
   * An everyday nuisance blamed for the feeling: with a laugh in the same sentence, "tired of existing in this heat lol"
   * and "one more page of this and I'll kms lmao" are hyperbole. Either alone is not: people in distress joke too.
   */
  nuisance: [
    'this|the|todays … heat|humidity|weather|rain|cold|traffic|commute|queue|line|meeting|meetings|lecture|class|homework|assignment|deadline|exam|exams|paper|shift|monday|mondays|wifi|internet|printer|song|playlist|group chat|landlord|boss|rent',
    'without|no … ac|aircon|air conditioning|fan|wifi|coffee|chai',
    'one more … page|pages|chapter|lecture|meeting|email|emails|episode|assignment|spreadsheet|zoom call|call|slide|slides|question|problem|form|shift|rep|reps|set|sets|lap|laps|burpee|burpees',
    'organic chem|organic chemistry|physics|calculus|maths|math|chemistry|accounts|tax return|taxes|group project|thesis|leg day',
  ],
  /** Well now, or thankful: a recovery told rather than a crisis lived (read by the classifier's limits, triage.ts). */
  wellNow: [
    'in a good|in a really good|in a better|in a great|in a much better|in a happy … place',
    'doing well now|doing much better|doing so much better|doing really well|doing great now|doing brilliantly',
    'feel like myself again|feel like me again|feel myself again|back to my old self|feeling like myself',
    'fully recovered|in remission|years clean|years sober|years seizure free|years cancer free',
    'so grateful|really grateful|grateful for|thankful for|happy to be here|glad to be here|glad i found|happy i found|proud of myself|proud of how far',
    'less alone|less lonely|feel supported',
  ],
  /**
   * Words that wave away what was said before ("forget it", "nvm", "jk", "whatever"): after a crisis, a
   * counsellor does not accept them as the end of it. Only an explanation (FRAMES.explained) takes it back.
   */
  wavedAway: [
    'forget it|forget that|forget i said|forget what i said|forget i asked|forget about it|never mind|nevermind|nvm|nm',
    'ignore that|ignore me|ignore it|ignore what i said|ignore my last|dont worry about it|dont mind me|drop it',
    'jk|j k|just kidding|only kidding|just joking|only joking|kidding|was joking|i was joking',
    'whatever|doesnt matter|it doesnt matter|no matter|not important|its nothing|nothing really|never said anything',
    'chhodo|chodo|choddo|jaane do|jane do|rehne do|rehene do|kuch nahi|kuchh nahi|mazak tha|mazaak tha|mazak kar raha|mazak kar rahi|mazaak kar raha|mazaak kar rahi',
  ],
  /** What explains earlier words instead of waving them away: "I meant the coffee", "it's a line from a song". */
  explained: [
    'i meant|i mean|meant|was talking about|talking about|was referring|referring to|was about',
    'lyric|lyrics|a song|the song|a movie|the movie|a film|the film|a book|the book|a novel|a show|the show|a series|a game|the game|a quote|quoting|a line from',
    'not literally|figuratively|a figure of speech|an expression',
    'wrong chat|wrong person|wrong window|sent that to|meant to send|typo|autocorrect',
  ],
  /**
   * Limbs tired or squashed: "legs are dead after leg day", "heavy legs after standing all day", "slept on my arm". They
   * explain a limb's weakness or numbness only (chest pain on leg day is not explained).
   */
  tiredLimbs: [
    'leg day|chest day|arm day|back day|shoulder day|push day|pull day|marathon|half marathon|long run|long ride|long flight|long flights|long haul|standing all day|stand all day|on my feet all day',
    'slept on … my arm|my hand|it|them|the arm|the hand',
    'slept with … my arm|my hand … under',
    'haath|hath … ke upar|par … so gaya|so gayi|soya|soyi',
  ],
  /** Training talk: "on a cut", "bulking", "my gains", "leg day". */
  fitnessTalk: [
    'on a cut|on this cut|cutting phase|cutting season|on a bulk|this bulk|bulking|my gains|lose my gains|leg day|arm day|chest day|macros|personal best|new pr|deadlift*|squats|bench press|pre workout|preworkout|post workout',
  ],
  /**
   * A change of life told with its good reason: a move abroad, a new job, a habit given up, a smaller size, a trip.
   * Things given away or a goodbye then have their reason, and the model's reading of a crisis is asked about, not
   * assumed ("giving away my XL clothes, finally down to M", "saying goodbye to cigarettes and my job, new life!").
   */
  lifeChange: [
    'moving|shifting|relocating|emigrating|migrating … abroad|overseas|countries|to canada|to the us|to the uk|to australia|to dubai|to germany|to another city|to a new city|to a new house|to a new flat|next month|next week',
    'new chapter|fresh start|new beginning|new me|new life starts|new life begins',
    'quit|quitting|giving up|gave up|goodbye to|saying goodbye to … smoking|cigarettes|cigarette|alcohol|drinking|sugar|junk food|vaping|gutka',
    'decided … to stop|to quit|to give up … smoking|cigarettes|drinking|alcohol|sugar|junk food|coffee',
    'finally down to|dropped … sizes|a size|two sizes|lost … kg|kgs|kilos|pounds|inches',
    'for the trip|for my trip|the whole trip|while im away|while i am away|visiting my daughter|visiting my son',
  ],
  /** Replying to someone else's post: "sorry to hear about your dad", "sympathy to the OP whose husband…". */
  condolence: [
    'sorry to hear|sorry for your loss|so sorry about your|so sorry for your|sorry about your',
    'sympathy|sympathies|condolences',
    'thoughts are with|thinking of you|praying for you|prayers for you|prayers to you|prayers for your',
    'sending … love|hugs|prayers|strength|good vibes|healing vibes',
    'hang in there',
    'get well soon',
    'wishing … speedy recovery|quick recovery|a speedy|a quick recovery',
  ],
  /**
   * A stated purpose of study or teaching ("doing a school project on it", "revising for my exam"): it makes every
   * question in the message a question about signs in general, not only the words after it.
   */
  purpose: [
    'school project|science project|class project|school science project',
    'for my|for an|for the|for our … exam|exams|lecture|presentation|poster|students|assignment',
    'revising|studying for|preparing for … exam|exams|boards|neet|usmle|finals',
    'first aid|cpr|bls|life support … course|class|training|certification|refresher|session|sessions|drill|demo|demonstration',
    'nursing school|med school|medical school|nursing student|medical student|pharmacy student|paramedic student',
    'psychology|psych|social work|journalism … student|students',
    'writing|researching … about|a paper on|an essay on|my thesis on|my dissertation on',
    'on a poster|for a poster|for our poster|awareness week|wellness week|awareness drive|awareness campaign|notice board',
    'making a|making the|doing a … poster|presentation|chart|leaflet|quiz',
    'health week|health day|health fair|health camp talk',
    // Getting ready for what might happen: a trek, a baby-proofed home, a first-aid workshop.
    'going trekking|going hiking|going camping|trekking trip|hiking trip|camping trip|before our trek|before the trek',
    'baby proofing|babyproofing|child proofing|childproofing',
    'workshop|health camp|awareness talk|safety talk',
    'want to learn|wanted to learn|want to know|good to know … before|in case|how to',
    'before anything happens',
    // Medical or teacher training: "MBBS 3rd year, community medicine question", "want to be prepared".
    'mbbs|community medicine|medical college|psychology class|pharmacology class|teacher training|want to be prepared',
    'mcq|mcqs|viva question|viva questions|quiz question|exam question',
  ],
  /** A scene described ("a movie where a guy has a heart attack"): its body signs are the story's, not the writer's. */
  scene: ['movie|film|show|series|serial|episode|drama|video|reel … where|in which', 'song|songs|track … that goes|goes like|called|lyrics', 'lyrics|lyric'],
  /** Sleep told ("passed out on the sofa after lunch, slept three hours"): a state word is sleep, not unconsciousness. */
  sleep: ['slept|sleeping|asleep|napped|nap|dozed|soya|soyi|soye|so gaya|so gayi|so gaye|neend'],
  /** The words of crisis slang talked about, not used: "why do kids say unalive", "the real word". */
  wordTalk: [
    'the word|a word|the term|slang for|slang word|real word|instead of saying|short for|stand for|stands for',
    'why do|why does|why are|why is … say|saying|use|using|call|calling|write|writing',
    'what does … mean|means',
  ],
  activity: [
    'thru my nose|through the nose',
    'cold sore',
    'after a night of drinking',
    'salty',
    'chest day',
    'chest press',
    'chest workout',
    'chest exercise',
    'chest fly',
    'bench press',
    'pecs',
    'push ups',
    'pushups',
    'after lifting',
    'at the gym',
    'workout',
    'after running',
    'sore muscles',
    'doms',
    'sit ups',
    'through my nose',
    'in the cold',
    'cold plunge',
    'ice bath',
    'with this|with my|with a … cold|cough|flu',
    'from coughing',
    'cold and cough',
    'when im|when i am|when i get … stressed|anxious|nervous',
    'dentist',
    'dental',
    'numbed',
    'novocaine',
    'anaesthetic',
    'anesthetic',
    'filling',
    'pollen',
    'sneez*',
    'sleep apn*',
    'wake up early',
    'wake up in the morning',
    'wake up on time',
    'night owl',
    'alarm clock',
    'battery is low',
    'low battery',
    'just a little red',
    'a bit of a stomach ache',

    'cold weather',
    'raynaud*',
    'blocked nose',
    'naak band|zukaam|zukam',
    'stuffy nose',
    'nose is blocked',
    'sunburn',
    'food poisoning',
    'hay fever',
    'hayfever',
    'allergy season',
    'seasonal allergies',
    'pins and needles … slept on|sleeping on|after sleeping',
    'slept on … arm|it',
    'my leg fell asleep',
    'leg went to sleep',
    'cooking',
    'shaving',
    'by accident',
    'accidentally',
    'paper cut',
    'kitchen knife slipped',
  ],
  now: [
    'mins',
    'minutes',
    'right now',
    'rn',
    'at the moment',
    'currently',
    'just now',
    'suddenly',
    'all of a sudden',
    'out of nowhere',
    'since this morning',
    'since morning',
    'since last night',
    'since an hour',
    'for the last hour',
    'minutes ago',
    'min ago',
    'mins ago',
    'an hour ago',
    'urgent',
    'emergency',
    'what do i do',
    'what should i do',
    'getting worse',
    // "I had kidney stones 2 years back and I think it's happening again": the past told, and now again.
    'its happening again|it is happening again|happening again now|is back again|came back today|started again today',
    'abhi',
    'turant',
    'jaldi',
  ],
} as const;
