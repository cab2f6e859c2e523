// Shared answers on everyday complaints (mouth ulcers, swollen ankles, menopause, back pain, skin, periods, travel,
// nerves): for each, what commonly causes it and when to see a doctor, then what helps. Then "does X help Y?" for
// popular supplement claims, each naming the condition and saying how strong the evidence is. Written in our own words
// from the source beside each entry; no entry says a supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

// Everyday complaints.
const NHS_MOUTH_ULCERS: Source = { title: 'NHS — Mouth ulcers', url: 'https://www.nhs.uk/conditions/mouth-ulcers/' };
const NHS_SWOLLEN_ANKLES: Source = {
  title: 'NHS — Swollen ankles, feet and legs (oedema)',
  url: 'https://www.nhs.uk/symptoms/swollen-ankles-feet-and-legs-oedema/',
};
const NHS_MENOPAUSE_SYMPTOMS: Source = { title: 'NHS — Menopause: symptoms', url: 'https://www.nhs.uk/conditions/menopause/symptoms/' };
const NHS_MENOPAUSE_SELF_HELP: Source = {
  title: 'NHS — Menopause: things you can do',
  url: 'https://www.nhs.uk/conditions/menopause/things-you-can-do/',
};
const NHS_BACK_PAIN: Source = { title: 'NHS — Back pain', url: 'https://www.nhs.uk/conditions/back-pain/' };
const NHS_TYPE_2_DIABETES_SYMPTOMS: Source = {
  title: 'NHS — Type 2 diabetes: symptoms',
  url: 'https://www.nhs.uk/conditions/type-2-diabetes/symptoms/',
};
const NHS_CUTS_AND_GRAZES: Source = { title: 'NHS — Cuts and grazes', url: 'https://www.nhs.uk/conditions/cuts-and-grazes/' };
const NHS_PERIOD_PAIN: Source = { title: 'NHS — Period pain', url: 'https://www.nhs.uk/conditions/period-pain/' };
const NHS_PMS: Source = { title: 'NHS — PMS (premenstrual syndrome)', url: 'https://www.nhs.uk/conditions/pre-menstrual-syndrome/' };
const NHS_SEBORRHOEIC_DERMATITIS: Source = {
  title: 'NHS — Seborrhoeic dermatitis',
  url: 'https://www.nhs.uk/conditions/seborrhoeic-dermatitis/',
};
const NHS_DANDRUFF: Source = { title: 'NHS — Dandruff', url: 'https://www.nhs.uk/conditions/dandruff/' };
const MAYO_DRY_SKIN: Source = {
  title: 'Mayo Clinic — Dry skin: symptoms and causes',
  url: 'https://www.mayoclinic.org/diseases-conditions/dry-skin/symptoms-causes/syc-20353885',
};
const NHS_EMOLLIENTS: Source = { title: 'NHS — Emollients', url: 'https://www.nhs.uk/conditions/emollients/' };
const NHS_ACNE: Source = { title: 'NHS — Acne', url: 'https://www.nhs.uk/conditions/acne/' };
const NHS_ACNE_TREATMENT: Source = { title: 'NHS — Acne: treatment', url: 'https://www.nhs.uk/conditions/acne/treatment/' };
const MAYO_DARK_CIRCLES_CAUSES: Source = {
  title: 'Mayo Clinic — Dark circles under eyes: causes',
  url: 'https://www.mayoclinic.org/symptoms/dark-circles-under-eyes/basics/causes/sym-20050624',
};
const MAYO_DARK_CIRCLES_SELF_CARE: Source = {
  title: 'Mayo Clinic — Dark circles under eyes: when to see a doctor and self-care',
  url: 'https://www.mayoclinic.org/symptoms/dark-circles-under-eyes/basics/when-to-see-doctor/sym-20050624',
};
const AAO_SCREENS: Source = {
  title: 'American Academy of Ophthalmology — Computers, digital devices and eye strain',
  url: 'https://www.aao.org/eye-health/tips-prevention/computer-usage',
};
const NHS_BAD_BREATH: Source = { title: 'NHS — Bad breath', url: 'https://www.nhs.uk/conditions/bad-breath/' };
const NHS_SNORING: Source = { title: 'NHS — Snoring', url: 'https://www.nhs.uk/conditions/snoring/' };
const MEDLINEPLUS_FREQUENT_URINATION: Source = {
  title: 'MedlinePlus Medical Encyclopedia — Frequent or urgent urination',
  url: 'https://medlineplus.gov/ency/article/003140.htm',
};
const NHS_MOTION_SICKNESS: Source = { title: 'NHS — Motion sickness', url: 'https://www.nhs.uk/conditions/motion-sickness/' };
const NHS_JET_LAG: Source = { title: 'NHS — Jet lag', url: 'https://www.nhs.uk/conditions/jet-lag/' };
const NHS_ANXIETY_FEAR_PANIC: Source = {
  title: 'NHS — Anxiety, fear and panic',
  url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/anxiety-fear-panic/',
};
const NHS_HYPERHIDROSIS: Source = {
  title: 'NHS — Excessive sweating (hyperhidrosis)',
  url: 'https://www.nhs.uk/conditions/excessive-sweating-hyperhidrosis/',
};
const NHS_BREATHING_EXERCISES: Source = {
  title: 'NHS — Breathing exercises for stress',
  url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
};

// Popular supplement claims.
const ODS_OMEGA3_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const NCCIH_OMEGA3: Source = {
  title: 'NCCIH — Omega-3 supplements: what you need to know',
  url: 'https://www.nccih.nih.gov/health/omega3-supplements-what-you-need-to-know',
};
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const PSYCHOBIOTICS_REVIEW: Source = {
  title: 'Smith KS et al. Psychobiotics as treatment for anxiety, depression, and related symptoms: a systematic review. Nutritional Neuroscience 2021, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/31858898/',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const NCCIH_GREEN_TEA: Source = { title: 'NCCIH — Green tea', url: 'https://www.nccih.nih.gov/health/green-tea' };
const ODS_EXERCISE_SUPPLEMENTS: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary supplements for exercise and athletic performance, fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-Consumer/',
};
const NCCIH_COQ10: Source = { title: 'NCCIH — Coenzyme Q10', url: 'https://www.nccih.nih.gov/health/coenzyme-q10' };
const LPI_RESVERATROL: Source = {
  title: 'Linus Pauling Institute Micronutrient Information Center — Resveratrol',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/resveratrol',
};
const ORAL_HYALURONAN_KNEE_REVIEW: Source = {
  title: 'Oe M et al. Oral hyaluronan relieves knee pain: a review. Nutrition Journal 2016',
  url: 'https://nutritionj.biomedcentral.com/articles/10.1186/s12937-016-0128-2',
};
const HARVARD_COLLAGEN: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Collagen',
  url: 'https://nutritionsource.hsph.harvard.edu/collagen/',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_VITAMIN_C_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const NCCIH_ELDERBERRY: Source = { title: 'NCCIH — European elder (elderberry)', url: 'https://www.nccih.nih.gov/health/european-elder' };
const ODS_ASHWAGANDHA_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Ashwagandha fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Ashwagandha-HealthProfessional/',
};
const MAGNESIUM_INSOMNIA_REVIEW: Source = {
  title: 'Mah J, Pitre T. Oral magnesium supplementation for insomnia in older adults: a systematic review and meta-analysis. BMC Complement Med Ther 2021',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8053283/',
};
const NCCIH_MELATONIN: Source = {
  title: 'NCCIH — Melatonin: what you need to know',
  url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
};
const NCCIH_TURMERIC: Source = { title: 'NCCIH — Turmeric', url: 'https://www.nccih.nih.gov/health/turmeric' };
const NCCIH_GARLIC: Source = { title: 'NCCIH — Garlic', url: 'https://www.nccih.nih.gov/health/garlic' };
const LIONS_MANE_TRIAL: Source = {
  title: "Mori et al., Phytotherapy Research 2009 — Lion's mane (yamabushitake) and mild cognitive impairment: a placebo-controlled trial, PubMed",
  url: 'https://pubmed.ncbi.nlm.nih.gov/18844328/',
};
const CREATINE_QUESTIONS: Source = {
  title:
    'Antonio J et al. Common questions and misconceptions about creatine supplementation: what does the scientific evidence really show? J Int Soc Sports Nutr 2021;18:13',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-021-00412-w',
};
const NCCIH_GINKGO: Source = { title: 'NCCIH — Ginkgo', url: 'https://www.nccih.nih.gov/health/ginkgo' };
const MAYO_ACV: Source = {
  title: 'Mayo Clinic — Apple cider vinegar for weight loss (expert answers)',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/apple-cider-vinegar-for-weight-loss/faq-20058394',
};
const TRIPHALA_REVIEW: Source = {
  title: 'Peterson et al., Journal of Alternative and Complementary Medicine 2017 — Therapeutic uses of triphala in Ayurvedic medicine, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5567597/',
};
const GILOY_LIVER_STUDY: Source = {
  title: 'Tinospora cordifolia (giloy)-induced liver injury during the COVID-19 pandemic: multicenter nationwide study from India. Hepatol Commun 2022',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9134809/',
};

export const SHARED_SYMPTOMS_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Mouth ulcers.
  {
    id: 'shared-symptoms-mouth-ulcers-symptoms',
    topic: 'mouth-ulcers',
    intent: 'symptoms',
    question: 'Why do I keep getting mouth ulcers? What causes ulcers in my mouth? Munh ke chhale kyon hote hain?',
    answer:
      'Most mouth ulcers come from biting your cheek, a sharp tooth, braces, stress, tiredness, hormonal changes or some toothpastes. Ulcers that keep coming back can be linked to low iron, vitamin B12 or folate, or gut conditions such as coeliac disease.',
    detail: 'See a doctor or dentist if an ulcer lasts over three weeks, keeps returning, gets very red or painful, or is a patch that does not hurt.',
    source: NHS_MOUTH_ULCERS,
  },
  {
    id: 'shared-symptoms-mouth-ulcers-how_to',
    topic: 'mouth-ulcers',
    intent: 'how_to',
    question: 'How do I get rid of a mouth ulcer fast? What helps mouth ulcers heal?',
    answer:
      'Most heal by themselves in one to two weeks. Use a soft toothbrush, drink through a straw, and avoid spicy, salty, acidic or hard foods until it settles. A pharmacist can suggest a protective gel, painkilling spray or antiseptic mouthwash.',
    detail: 'A toothpaste without sodium lauryl sulfate helps some people who get them often. Check with a doctor before giving any mouth product to a child.',
    source: NHS_MOUTH_ULCERS,
  },

  // Swollen feet and ankles.
  {
    id: 'shared-symptoms-swollen-ankles-symptoms',
    topic: 'swollen-ankles',
    intent: 'symptoms',
    question: 'Why are my feet and ankles swollen? What causes swelling in my feet at the end of the day?',
    answer:
      'Swollen feet and ankles are often fluid that builds up after standing or sitting for long, in hot weather, in pregnancy, with extra weight, or from medicines such as some blood pressure tablets. Heart, kidney, liver or vein problems can also cause it.',
    detail: 'See a GP if swelling lasts more than three days or keeps coming back. Get help now if one leg is hot, red and painful, or you are breathless.',
    source: NHS_SWOLLEN_ANKLES,
  },
  {
    id: 'shared-symptoms-swollen-ankles-how_to',
    topic: 'swollen-ankles',
    intent: 'how_to',
    question: 'How can I reduce swollen ankles? What helps puffy feet after a long day or a flight?',
    answer:
      'Raise your legs above the level of your heart when you rest, walk regularly to keep the calf muscles pumping, and wear wide, comfortable shoes. On long journeys, get up or flex your ankles often, and keep to a healthy weight.',
    detail: 'Do not stop a prescribed medicine because of swelling: ask your doctor first. Avoid standing still or sitting with crossed legs for long periods.',
    source: NHS_SWOLLEN_ANKLES,
  },

  // Menopause and hot flushes.
  {
    id: 'shared-symptoms-menopause-symptoms',
    topic: 'menopause',
    intent: 'symptoms',
    question: 'What are the signs of menopause? Are hot flushes and night sweats from perimenopause?',
    answer:
      'Menopause usually comes between 45 and 55 as hormone levels fall. Common signs are changing periods, hot flushes, night sweats, poor sleep, low mood or anxiety, brain fog, vaginal dryness and joint aches. Symptoms can start years before periods stop.',
    detail: 'See a GP if symptoms trouble you or start before 45. Any bleeding a year or more after your last period needs a doctor.',
    source: NHS_MENOPAUSE_SYMPTOMS,
  },
  {
    id: 'shared-symptoms-menopause-how_to',
    topic: 'menopause',
    intent: 'how_to',
    question: 'How can I cope with hot flushes? What helps menopause symptoms naturally?',
    answer:
      'Wear light layers, keep your bedroom cool, and notice triggers such as spicy food, caffeine, alcohol and smoking. Regular exercise, a healthy weight and relaxation help sleep and mood. Hormone replacement therapy (HRT) is the most effective treatment: talk to a GP.',
    detail: 'After menopause bones thin faster: weight-bearing exercise, enough calcium and vitamin D, and not smoking help protect them.',
    source: NHS_MENOPAUSE_SELF_HELP,
  },

  // Back and neck stiffness.
  {
    id: 'shared-symptoms-back-pain-symptoms',
    topic: 'back-pain',
    intent: 'symptoms',
    question: 'Why is my back stiff and sore? Can sitting at a desk all day cause back pain? Kamar dard kyon hota hai?',
    answer:
      'Most back pain and stiffness comes from strained muscles or ligaments: long hours sitting, poor posture, lifting awkwardly, being inactive or stressed. It usually improves within a few weeks and rarely means anything serious.',
    detail:
      'See a GP if pain lasts weeks or is getting worse. Get help now for numbness around your bottom or genitals, losing bladder or bowel control, or pain with fever.',
    source: NHS_BACK_PAIN,
  },
  {
    id: 'shared-symptoms-back-pain-how_to',
    topic: 'back-pain',
    intent: 'how_to',
    question: 'What helps a stiff back from sitting at a desk? How should I sit to avoid back pain?',
    answer:
      'Keep moving: bed rest slows recovery. Get up every 30 to 60 minutes, set your screen at eye level with your feet flat and back supported, and do gentle stretches, walking, swimming or yoga. Heat packs and pharmacy painkillers can ease it.',
    detail: 'Exercise and staying active are the most helpful things for back pain in the long run; a physiotherapist can give you a plan.',
    source: NHS_BACK_PAIN,
  },

  // Slow wound healing.
  {
    id: 'shared-symptoms-wound-healing-symptoms',
    topic: 'wound-healing',
    intent: 'symptoms',
    question: 'Why do my cuts take so long to heal? What causes slow wound healing?',
    answer:
      'Wounds heal more slowly with high blood sugar, poor circulation, smoking, older age, some medicines such as steroids, infection, or a diet short of protein, zinc or vitamin C. Cuts that take long to heal can be an early sign of type 2 diabetes.',
    detail:
      'See a GP if a wound is not healing after two weeks, or sooner if you are also very thirsty, peeing more or tired; they can check your blood sugar.',
    source: NHS_TYPE_2_DIABETES_SYMPTOMS,
  },
  {
    id: 'shared-symptoms-wound-healing-how_to',
    topic: 'wound-healing',
    intent: 'how_to',
    question: 'How can I help a cut heal faster? What should I put on a graze?',
    answer:
      'Wash your hands, rinse the wound under running water, pat it dry and cover it with a clean dressing, changing it when it gets wet or dirty. Eat enough protein, fruit and vegetables, and do not smoke.',
    detail: 'Get medical help if the wound is deep, will not stop bleeding, or becomes hot, swollen, smelly or full of pus, or you get a fever.',
    source: NHS_CUTS_AND_GRAZES,
  },

  // Period pain.
  {
    id: 'shared-symptoms-period-pain-symptoms',
    topic: 'period-pain',
    intent: 'symptoms',
    question: 'Why are my period cramps so bad? Is painful period pain normal? Period me dard kyon hota hai?',
    answer:
      'Period pain is common: the womb tightens to shed its lining, causing cramps in the tummy, back or thighs. Conditions such as endometriosis, fibroids or pelvic infection can make it worse or change its pattern.',
    detail:
      'See a GP if pain is severe, has changed, or comes with heavy periods, bleeding between periods or pain during sex. Heavy periods can lower your iron.',
    source: NHS_PERIOD_PAIN,
  },
  {
    id: 'shared-symptoms-period-pain-how_to',
    topic: 'period-pain',
    intent: 'how_to',
    question: 'What helps period cramps? How can I ease period pain at home?',
    answer:
      'Ibuprofen or paracetamol from a pharmacy help most people, taken as the label says. A hot water bottle or warm bath, gentle exercise such as walking or swimming, and light tummy massage also ease cramps. Stopping smoking can help too.',
    detail: 'If pharmacy painkillers are not enough, a GP can offer stronger medicine or hormonal contraception, and check for an underlying cause.',
    source: NHS_PERIOD_PAIN,
  },

  // PMS.
  {
    id: 'shared-symptoms-pms-symptoms',
    topic: 'pms',
    intent: 'symptoms',
    question: 'What are PMS symptoms? Why do I get mood swings before my period?',
    answer:
      'PMS is linked to hormone changes in the two weeks before a period. Common symptoms are mood swings, irritability, anxiety, tiredness, bloating, sore breasts, headaches, spots and trouble sleeping, easing once your period starts.',
    detail: 'See a GP if symptoms disrupt your life or relationships; severe low mood before periods can be PMDD, which needs a doctor.',
    source: NHS_PMS,
  },
  {
    id: 'shared-symptoms-pms-how_to',
    topic: 'pms',
    intent: 'how_to',
    question: 'How can I reduce PMS naturally? What helps premenstrual syndrome?',
    answer:
      'Regular exercise, enough sleep, smaller regular meals, and less salt, caffeine and alcohol help many people. Stress-reducing activities such as yoga or breathing exercises, and pharmacy painkillers for aches, can ease symptoms too.',
    detail: 'Keeping a symptom diary for two or three cycles shows your pattern and helps a GP decide on treatment if self-help is not enough.',
    source: NHS_PMS,
  },

  // Dandruff.
  {
    id: 'shared-symptoms-dandruff-symptoms',
    topic: 'dandruff',
    intent: 'symptoms',
    question: 'What causes dandruff? Why is my scalp flaky and itchy? Rusi kyon hoti hai?',
    answer:
      "Dandruff is a mild form of seborrhoeic dermatitis, linked to a yeast that lives on everyone's skin. It is not caused by poor hygiene. Stress, cold weather and oily skin can make it worse; it often comes and goes.",
    detail: 'See a GP if the scalp is red, sore, weeping or crusted, the rash spreads to your face, or shampoos have not helped after a month.',
    source: NHS_SEBORRHOEIC_DERMATITIS,
  },
  {
    id: 'shared-symptoms-dandruff-how_to',
    topic: 'dandruff',
    intent: 'how_to',
    question: 'How do I get rid of dandruff? Which shampoo works for dandruff?',
    answer:
      'Use an anti-dandruff shampoo containing zinc pyrithione, salicylic acid, selenium sulphide or ketoconazole, following the label. Massage it in and leave it a few minutes. Try one for a month; switch to another ingredient if it does not help.',
    detail: 'Once it has cleared, using the shampoo once or twice a week helps keep dandruff from coming back.',
    source: NHS_DANDRUFF,
  },

  // Dry skin.
  {
    id: 'shared-symptoms-dry-skin-symptoms',
    topic: 'dry-skin',
    intent: 'symptoms',
    question: 'Why is my skin so dry and itchy? What causes dry, flaky skin and cracked heels?',
    answer:
      'Dry skin is usually caused by cold or dry air, long hot showers, harsh soaps, swimming pools and getting older. Conditions such as eczema, psoriasis, an underactive thyroid or diabetes can also cause it.',
    detail: 'See a doctor if itching stops you sleeping, skin cracks and bleeds or looks infected, or it does not improve with moisturising.',
    source: MAYO_DRY_SKIN,
  },
  {
    id: 'shared-symptoms-dry-skin-how_to',
    topic: 'dry-skin',
    intent: 'how_to',
    question: 'What helps dry skin? How do I moisturise properly?',
    answer:
      'Use an unperfumed moisturiser (emollient) often, especially straight after washing while skin is still damp. Take short, warm rather than hot showers, use a soap substitute, and pat skin dry. Thicker ointments suit very dry areas such as heels.',
    detail: 'Emollients can make floors and baths slippery. Some soak into fabric and make it catch fire more easily: keep away from flames.',
    source: NHS_EMOLLIENTS,
  },

  // Acne.
  {
    id: 'shared-symptoms-acne-symptoms',
    topic: 'acne',
    intent: 'symptoms',
    question: 'What causes acne? Why do I keep getting pimples? Muhase kyon hote hain?',
    answer:
      'Acne happens when hair follicles get blocked with oil and dead skin, often because hormones, especially in teenage years, periods and pregnancy, make skin oilier. It can run in families. It is not caused by dirty skin.',
    detail: 'See a GP if acne is painful, deep, leaves scars or dark marks, upsets you, or has not improved after a few months of pharmacy products.',
    source: NHS_ACNE,
  },
  {
    id: 'shared-symptoms-acne-how_to',
    topic: 'acne',
    intent: 'how_to',
    question: 'How can I clear up acne? What helps pimples go away?',
    answer:
      'Wash the area twice a day with a mild cleanser and lukewarm water, do not squeeze spots, and use non-greasy, water-based products. A pharmacist can suggest a benzoyl peroxide gel; give any treatment about two to three months to work.',
    detail: 'Prescription creams and tablets from a GP can help acne that pharmacy products have not; some need months of use before the skin improves.',
    source: NHS_ACNE_TREATMENT,
  },

  // Dark circles.
  {
    id: 'shared-symptoms-dark-circles-symptoms',
    topic: 'dark-circles',
    intent: 'symptoms',
    question: 'What causes dark circles under my eyes? Why do I have eye bags even when I sleep?',
    answer:
      'Dark circles are most often from tiredness, allergies, rubbing your eyes, eczema, sun exposure, or features that run in families. With age, thinner skin and hollows under the eyes cast shadows. They are rarely a sign of illness.',
    detail: 'See a doctor if the darkness or swelling affects one eye only and is getting worse.',
    source: MAYO_DARK_CIRCLES_CAUSES,
  },
  {
    id: 'shared-symptoms-dark-circles-how_to',
    topic: 'dark-circles',
    intent: 'how_to',
    question: 'How do I reduce dark circles? What helps puffy eyes?',
    answer:
      'Get enough sleep, sleep with your head slightly raised, treat allergies, avoid rubbing your eyes, and protect the area from sun. A cold compress for a few minutes eases puffiness. Concealer hides the rest.',
    detail: 'A dermatologist can suggest creams, peels or laser for lasting marks; results vary and depend on the cause.',
    source: MAYO_DARK_CIRCLES_SELF_CARE,
  },

  // Eye strain.
  {
    id: 'shared-symptoms-eye-strain-symptoms',
    topic: 'eye-strain',
    intent: 'symptoms',
    question: 'Why do my eyes hurt after using my phone or computer? Is screen time causing eye strain?',
    answer:
      'Staring at a screen makes you blink less, so eyes dry out and feel tired, sore or burning, with blurry vision or headaches. Glare, poor lighting, screens too close and uncorrected vision add to it. Screens do not cause lasting eye damage.',
    detail: 'See an optician or doctor if strain keeps returning, vision changes, or an eye stays red or painful. Sudden vision loss needs help now.',
    source: AAO_SCREENS,
  },
  {
    id: 'shared-symptoms-eye-strain-how_to',
    topic: 'eye-strain',
    intent: 'how_to',
    question: 'How do I reduce eye strain from screens? What helps tired eyes?',
    answer:
      "Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds. Keep the screen about an arm's length away and slightly below eye level, cut glare, and blink often. Artificial tears help dry eyes.",
    detail: 'Have your eyes tested regularly: a small uncorrected prescription makes screen work more tiring.',
    source: AAO_SCREENS,
  },

  // Bad breath.
  {
    id: 'shared-symptoms-bad-breath-symptoms',
    topic: 'bad-breath',
    intent: 'symptoms',
    question: 'What causes bad breath? Why does my breath smell even after brushing?',
    answer:
      'Bad breath usually comes from bacteria on the teeth, gums and tongue, often with gum disease. Strong foods such as garlic and onion, smoking, a dry mouth, crash dieting and some medicines also cause it.',
    detail: 'See a dentist if it lasts despite good cleaning. If they find nothing, a GP can check for causes such as reflux or infection.',
    source: NHS_BAD_BREATH,
  },
  {
    id: 'shared-symptoms-bad-breath-how_to',
    topic: 'bad-breath',
    intent: 'how_to',
    question: 'How do I get rid of bad breath? What helps smelly breath?',
    answer:
      'Brush teeth and gums for two minutes twice a day, clean between teeth with floss or brushes, and gently clean your tongue. Cut down on sugary food and drink, stop smoking, and see a dentist regularly.',
    detail: 'Sugar-free gum can help a dry mouth, but mouthwashes and mints only hide the smell briefly.',
    source: NHS_BAD_BREATH,
  },

  // Snoring.
  {
    id: 'shared-symptoms-snoring-symptoms',
    topic: 'snoring',
    intent: 'symptoms',
    question: 'Why do I snore? What causes snoring? Kharrate kyon aate hain?',
    answer:
      'Snoring happens when tissue in the nose, mouth or throat vibrates as you breathe in sleep. It is more likely with extra weight, smoking, alcohol, sleeping on your back, a blocked nose or some sleeping tablets.',
    detail:
      'See a GP if someone notices you stop breathing, gasp or choke in your sleep, or you are very sleepy in the day: these can be signs of sleep apnoea.',
    source: NHS_SNORING,
  },
  {
    id: 'shared-symptoms-snoring-how_to',
    topic: 'snoring',
    intent: 'how_to',
    question: 'How can I stop snoring? What helps snoring naturally?',
    answer:
      'Losing weight if you are overweight, stopping smoking, avoiding alcohol before bed, and sleeping on your side all help. Pharmacy nasal strips or sprays may help if your nose is blocked.',
    detail: 'Devices that hold the jaw forward can help some people; a GP can refer you if snoring affects your sleep or relationship.',
    source: NHS_SNORING,
  },

  // Frequent urination.
  {
    id: 'shared-symptoms-frequent-urination-symptoms',
    topic: 'frequent-urination',
    intent: 'symptoms',
    question: 'Why do I need to pee so often? What causes frequent urination at night? Baar baar peshab kyon aata hai?',
    answer:
      'Peeing often can simply come from drinking a lot, especially caffeine or alcohol, or from pregnancy or water tablets. It can also be a sign of a urine infection, diabetes, an overactive bladder or, in men, an enlarged prostate.',
    detail: 'See a doctor if it has no clear reason, especially with thirst, tiredness or weight loss, or if peeing burns, smells, or has blood in it.',
    source: MEDLINEPLUS_FREQUENT_URINATION,
  },
  {
    id: 'shared-symptoms-frequent-urination-how_to',
    topic: 'frequent-urination',
    intent: 'how_to',
    question: 'How can I pee less often? How do I stop waking up at night to pee?',
    answer:
      'Cut down on caffeine, alcohol and fizzy drinks, and drink less in the two hours before bed, but do not cut fluids overall. Pelvic floor exercises and bladder training, slowly stretching the time between toilet visits, can help an overactive bladder.',
    detail: 'Keeping a diary of what you drink and when you pee for a few days helps a doctor find the cause.',
    source: MEDLINEPLUS_FREQUENT_URINATION,
  },

  // Motion sickness.
  {
    id: 'shared-symptoms-motion-sickness-symptoms',
    topic: 'motion-sickness',
    intent: 'symptoms',
    question: 'Why do I feel sick in the car? What causes travel sickness and seasickness?',
    answer:
      'Motion sickness happens when your eyes, inner ears and body send your brain mixed messages about movement, for example reading in a moving car. It causes nausea, dizziness, sweating and vomiting, and is common in children and in pregnancy.',
    detail: 'See a doctor if you feel sick or dizzy when you are not moving, or symptoms go on after the journey has ended.',
    source: NHS_MOTION_SICKNESS,
  },
  {
    id: 'shared-symptoms-motion-sickness-how_to',
    topic: 'motion-sickness',
    intent: 'how_to',
    question: 'How can I stop travel sickness? What helps motion sickness in a car or on a boat?',
    answer:
      'Sit where there is least movement: the front of a car, the middle of a boat, over the wing of a plane. Look at the horizon, keep fresh air flowing, avoid reading or screens, and do not eat heavy meals or drink alcohol first.',
    detail:
      'A pharmacist can suggest travel-sickness tablets, best taken before the journey. Some people find ginger helps, but the evidence for it is limited.',
    source: NHS_MOTION_SICKNESS,
  },

  // Jet lag.
  {
    id: 'shared-symptoms-jet-lag-symptoms',
    topic: 'jet-lag',
    intent: 'symptoms',
    question: 'What are the symptoms of jet lag? Why do I feel so tired after a long flight?',
    answer:
      'Jet lag happens when you cross time zones and your body clock is out of step with local time. It causes poor sleep, daytime tiredness, trouble concentrating, low mood and an upset stomach, and is usually worse flying east.',
    detail: 'It usually settles within a few days as your body clock adjusts. See a doctor if sleep problems continue for weeks.',
    source: NHS_JET_LAG,
  },
  {
    id: 'shared-symptoms-jet-lag-how_to',
    topic: 'jet-lag',
    intent: 'how_to',
    question: 'How do I beat jet lag? What helps me adjust to a new time zone?',
    answer:
      'Switch to local time on arrival: eat meals and go to bed at local times, and get outside in daylight. Drink plenty of water on the flight, go easy on alcohol and caffeine, and keep naps short.',
    detail: 'Before you go, shifting your bedtime by an hour a day towards the new time zone can help. Melatonin is prescription-only in the UK.',
    source: NHS_JET_LAG,
  },

  // Exam nerves and stress sweating.
  {
    id: 'shared-symptoms-nerves-symptoms',
    topic: 'nerves',
    intent: 'symptoms',
    question: 'Why do I get so nervous before exams? Why do my palms sweat and my stomach churn before an interview?',
    answer:
      "Nerves are the body's normal stress response: adrenaline speeds your heart and breathing, and brings sweating, a churning stomach and shaky hands. A little helps you focus; it usually passes once the exam or talk starts.",
    detail:
      'See a GP if worry lasts weeks or stops you coping. Heavy sweating without a trigger, or at night, can be hyperhidrosis or another condition to check.',
    source: NHS_ANXIETY_FEAR_PANIC,
  },
  {
    id: 'shared-symptoms-nerves-how_to',
    topic: 'nerves',
    intent: 'how_to',
    question: 'How do I calm exam nerves? What helps stress sweating? Exam ka tension kaise kam karein?',
    answer:
      'Slow breathing calms the stress response: breathe in through your nose for a count of five and out through your mouth for five, for a few minutes. Prepare in short sessions, sleep well, eat regular meals, keep active and limit caffeine.',
    detail: 'Breathing exercises work best done every day, not only on the morning of the exam.',
    source: NHS_BREATHING_EXERCISES,
  },
  {
    id: 'shared-symptoms-nerves-how_to-2',
    topic: 'nerves',
    intent: 'how_to',
    question: 'How do I stop stress sweating? What helps sweaty palms and armpits when I am nervous?',
    answer:
      'Use a strong antiperspirant on dry skin at night, wear loose clothes of natural fibres such as cotton, and carry a change of top. Slow breathing and avoiding caffeine, alcohol and spicy food before stressful events can help too.',
    detail: "See a GP if sweating disrupts daily life, happens with no trigger or at night, or a pharmacist's products have not helped.",
    source: NHS_HYPERHIDROSIS,
  },

  // Does X help Y? Popular supplement claims.
  {
    id: 'shared-symptoms-omega-3-what_is',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'Does fish oil lower triglycerides? Can omega-3 help high triglycerides?',
    answer:
      "Yes, this is one of the best-supported uses: omega-3 (EPA and DHA) at high doses, around 2 to 4 g a day, lowers high triglycerides, often by a quarter or more. Such doses are usually prescribed and taken under a doctor's care.",
    detail: 'Ordinary supplement doses lower triglycerides less. Whether fish oil also prevents heart attacks is much less certain: large trials disagree.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-symptoms-omega-3-what_is-2',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'Does fish oil help memory in older people? Can omega-3 prevent dementia or memory loss?',
    answer:
      'Not shown. Large trials in older adults have not found that fish oil or omega-3 supplements protect memory or prevent cognitive decline or dementia, though people who eat fish regularly tend to do better.',
    detail: 'Eating oily fish once or twice a week is still a good habit for the heart and brain, alongside exercise and good blood pressure control.',
    source: NCCIH_OMEGA3,
  },
  {
    id: 'shared-symptoms-vitamin-d-what_is',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'Does vitamin D lower blood pressure? Can vitamin D help high blood pressure?',
    answer:
      'Mostly not. People with low vitamin D tend to have higher blood pressure, but large trials of vitamin D supplements have generally not lowered blood pressure or prevented hypertension in most people.',
    detail: 'Less salt, more activity, weight loss and less alcohol lower blood pressure reliably. Keep taking prescribed blood pressure medicine.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-symptoms-probiotics-what_is',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'Do probiotics help anxiety? Can gut bacteria supplements improve stress or mood?',
    answer:
      'The evidence is weak. A few small trials suggest some strains might ease low mood or stress, but most found no clear effect on anxiety, and the studies used different strains, doses and people.',
    detail: 'Probiotics are not a substitute for help with anxiety: talking therapies and, where needed, medicine from a doctor work.',
    source: PSYCHOBIOTICS_REVIEW,
  },
  {
    id: 'shared-symptoms-probiotics-what_is-2',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'Do probiotics help IBS? Can a probiotic reduce IBS bloating and pain?',
    answer:
      'Possibly, for some people. Some probiotic strains have modestly eased IBS symptoms such as bloating and pain in trials, but results are mixed and depend on the strain, so no single probiotic can be recommended for everyone.',
    detail: 'Probiotics are generally safe for healthy people; anyone with a weakened immune system or a serious illness should ask a doctor first.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-symptoms-green-tea-what_is',
    topic: 'green-tea',
    intent: 'what_is',
    question: 'Does green tea help you lose weight? Can green tea lower cholesterol?',
    answer:
      'Green tea extracts have not produced meaningful weight loss in adults with overweight. Drinking green tea may modestly lower LDL cholesterol, but the effect is small and the evidence limited.',
    detail: 'Green tea as a drink is safe for most adults. Concentrated green tea extract pills have been linked to rare cases of liver damage.',
    source: NCCIH_GREEN_TEA,
  },
  {
    id: 'shared-symptoms-beetroot-what_is',
    topic: 'beetroot',
    intent: 'what_is',
    question: 'Does beetroot juice improve running? Can beet juice boost endurance and performance?',
    answer:
      'Possibly, a little. Nitrate from beetroot juice may help muscles use oxygen and modestly improve endurance in some studies, mostly in recreational rather than elite athletes. Results are mixed.',
    detail: 'Studies usually give the juice two to three hours before exercise. Beetroot as a food or juice appears safe for most people.',
    source: ODS_EXERCISE_SUPPLEMENTS,
  },
  {
    id: 'shared-symptoms-coq10-what_is',
    topic: 'coq10',
    intent: 'what_is',
    question: 'Is CoQ10 good for the heart? Does coenzyme Q10 help heart failure or blood pressure?',
    answer:
      'The evidence is mixed. Some studies suggest CoQ10 might help people with heart failure alongside usual care, but its effect on blood pressure is unclear and it has not been shown to prevent heart disease.',
    detail: 'CoQ10 may make warfarin work less well. Anyone with a heart condition should ask their doctor before taking it.',
    source: NCCIH_COQ10,
  },
  {
    id: 'shared-symptoms-resveratrol-what_is',
    topic: 'resveratrol',
    intent: 'what_is',
    question: 'Does resveratrol make you live longer? Can resveratrol slow ageing or extend lifespan?',
    answer:
      'Not shown in people. Resveratrol lengthened life in some yeast, worms and flies, but not consistently in mammals, and no human trial has shown it slows ageing or extends lifespan.',
    detail: 'It is poorly absorbed and quickly broken down in the body, so blood levels stay far below those used in lab studies.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'shared-symptoms-hyaluronic-acid-what_is',
    topic: 'hyaluronic-acid',
    intent: 'what_is',
    question: 'Do hyaluronic acid capsules help joints? Can oral hyaluronic acid ease knee pain?',
    answer:
      'The evidence is limited. A few small trials suggest hyaluronic acid taken by mouth may ease knee pain in osteoarthritis a little, but studies are few and small, and many were funded by manufacturers.',
    detail: 'Hyaluronic acid injected into the knee is a different treatment, given by a doctor. Exercise and weight loss help knee pain most.',
    source: ORAL_HYALURONAN_KNEE_REVIEW,
  },
  {
    id: 'shared-symptoms-collagen-what_is',
    topic: 'collagen',
    intent: 'what_is',
    question: 'Does collagen help skin? Do collagen supplements reduce wrinkles?',
    answer:
      'Some small trials found collagen supplements improved skin elasticity and hydration, but many were funded by the industry. The body breaks collagen down into amino acids, and it is unclear they rebuild skin collagen.',
    detail: 'Sun protection and not smoking do more for skin ageing than any supplement.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-symptoms-zinc-what_is',
    topic: 'zinc',
    intent: 'what_is',
    question: 'Does zinc help colds? Can zinc lozenges shorten a cold?',
    answer:
      'Possibly. Some trials found zinc lozenges started within a day of symptoms shortened colds by about a day or more, but results are mixed and depend on the dose and form.',
    detail: 'Zinc can cause nausea and a bad taste. Zinc nasal sprays have caused a lasting loss of smell and should be avoided.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-symptoms-vitamin-c-what_is',
    topic: 'vitamin-c',
    intent: 'what_is',
    question: 'Does vitamin C help colds? Can vitamin C prevent a cold?',
    answer:
      'Not for most people. Taking vitamin C regularly does not stop colds and only slightly shortens them; starting it once a cold begins makes no clear difference.',
    detail: 'The exception is people under heavy physical stress, such as marathon runners, in whom regular vitamin C about halved colds in trials.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'shared-symptoms-elderberry-what_is',
    topic: 'elderberry',
    intent: 'what_is',
    question: 'Does elderberry help the flu? Can elderberry syrup shorten flu or colds?',
    answer:
      'The evidence is limited. A few small studies suggest elderberry might ease flu symptoms, but there is not enough good research to know whether it helps, and it is no substitute for the flu vaccine.',
    detail: 'Raw or unripe elderberries and other parts of the plant are poisonous unless properly cooked.',
    source: NCCIH_ELDERBERRY,
  },
  {
    id: 'shared-symptoms-ashwagandha-what_is',
    topic: 'ashwagandha',
    intent: 'what_is',
    question: 'Does ashwagandha help stress? Can ashwagandha reduce anxiety?',
    answer:
      'Possibly a little. Several small, short trials found ashwagandha lowered stress and anxiety scores compared with a placebo, but the studies were small, used different extracts, and lasted only weeks.',
    detail: 'Rare cases of liver injury have been reported. Avoid it in pregnancy and check with a doctor if you have a thyroid condition.',
    source: ODS_ASHWAGANDHA_HP,
  },
  {
    id: 'shared-symptoms-magnesium-what_is',
    topic: 'magnesium',
    intent: 'what_is',
    question: 'Does magnesium help sleep? Can magnesium help with insomnia?',
    answer:
      'The evidence is weak. A review of small trials in older adults with insomnia found magnesium might help them fall asleep slightly faster, but the studies were few and of low quality.',
    detail: 'Regular sleep times, daylight, less caffeine and a dark, cool bedroom help sleep more reliably.',
    source: MAGNESIUM_INSOMNIA_REVIEW,
  },
  {
    id: 'shared-symptoms-melatonin-what_is',
    topic: 'melatonin',
    intent: 'what_is',
    question: 'Does melatonin help jet lag? Should I take melatonin after a long flight?',
    answer:
      'Yes, it may help. Studies suggest melatonin can ease jet lag symptoms, especially when flying east across several time zones, though not every trial agrees.',
    detail: 'It can cause drowsiness and headaches; do not drive after taking it. In the UK melatonin is prescription-only.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-symptoms-turmeric-what_is',
    topic: 'turmeric',
    intent: 'what_is',
    question: 'Does turmeric help joint pain? Can curcumin ease arthritis?',
    answer:
      'Possibly a little. Some small studies suggest turmeric or curcumin may ease joint pain from knee osteoarthritis, but the evidence is limited: trials were few, short and often of low quality.',
    detail: 'Turmeric supplements have been linked to rare liver injury. They may increase bleeding risk with blood thinners.',
    source: NCCIH_TURMERIC,
  },
  {
    id: 'shared-symptoms-garlic-what_is',
    topic: 'garlic',
    intent: 'what_is',
    question: 'Does garlic lower cholesterol? Can garlic supplements help high cholesterol?',
    answer:
      'Possibly a little. Some studies suggest garlic may lower total and LDL cholesterol slightly over a few months, but the effect is small and other studies found none.',
    detail: 'Garlic supplements may increase bleeding risk, especially with blood thinners or before surgery.',
    source: NCCIH_GARLIC,
  },
  {
    id: 'shared-symptoms-lions-mane-what_is',
    topic: 'lions-mane',
    intent: 'what_is',
    question: "Does lion's mane improve memory? Can lion's mane help brain fog or forgetfulness?",
    answer:
      "Not shown. One small Japanese trial in older adults with mild memory problems found better test scores while they took lion's mane, which faded after stopping. Larger trials are needed.",
    detail: "That trial had only about 30 people and lasted 16 weeks; most other lion's mane research is in cells and animals.",
    source: LIONS_MANE_TRIAL,
  },
  {
    id: 'shared-symptoms-creatine-what_is',
    topic: 'creatine',
    intent: 'what_is',
    question: 'Is creatine good for older adults? Does creatine help muscle in people over 60?',
    answer:
      'Yes, with exercise. Research suggests creatine taken alongside strength training can add to gains in muscle mass and strength in older adults. Without training, the benefit is small.',
    detail: 'The usual dose is 3 to 5 g a day. People with kidney disease should ask their doctor first.',
    source: CREATINE_QUESTIONS,
  },
  {
    id: 'shared-symptoms-ginkgo-what_is',
    topic: 'ginkgo',
    intent: 'what_is',
    question: 'Does ginkgo help memory? Can ginkgo biloba prevent dementia?',
    answer:
      'No. A large trial of over 3,000 older adults found ginkgo did not prevent dementia or slow memory decline, and there is no good evidence it sharpens memory in healthy people.',
    detail: 'Ginkgo may increase bleeding risk, especially with blood thinners. Raw ginkgo seeds are poisonous.',
    source: NCCIH_GINKGO,
  },
  {
    id: 'shared-symptoms-apple-cider-vinegar-what_is',
    topic: 'apple-cider-vinegar',
    intent: 'what_is',
    question: 'Does apple cider vinegar help weight loss? Can ACV burn belly fat?',
    answer:
      'Not shown. Research has not found meaningful weight loss or lasting appetite control from apple cider vinegar; the few studies were small. Eating well and moving more work.',
    detail: 'Undiluted vinegar can damage tooth enamel and the throat. If you use it, dilute it or add it to food.',
    source: MAYO_ACV,
  },
  {
    id: 'shared-symptoms-triphala-what_is',
    topic: 'triphala',
    intent: 'what_is',
    question: 'Does triphala help constipation? Is triphala good for bowel movements?',
    answer:
      'Possibly, but the evidence is limited. Triphala has a mild laxative effect in a few small studies, but well-designed trials are few, so how well it works is not known.',
    detail: 'More fibre, fluids and activity help constipation reliably. See a doctor if constipation lasts over two weeks.',
    source: TRIPHALA_REVIEW,
  },
  {
    id: 'shared-symptoms-giloy-what_is',
    topic: 'giloy',
    intent: 'what_is',
    question: 'Does giloy boost immunity? Can giloy prevent infections or fever?',
    answer:
      'Not shown. There are no good trials showing giloy prevents infections in people. During the COVID-19 pandemic, doctors in India reported cases of liver injury in people taking giloy.',
    detail: 'Stop giloy and see a doctor if you notice yellow eyes or skin, dark urine or tiredness.',
    source: GILOY_LIVER_STUDY,
  },
];
