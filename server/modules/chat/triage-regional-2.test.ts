// Thirty-fourth session: the urgent pictures (a kidney infection, a spreading redness, a baby moving less, a fever for
// days or after flood water, a baby's fever, a bite) and more emergencies and crises in India's other languages, in this
// session's own wordings; and the everyday words of the same languages (and Hindi's) that must not raise one.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text, []).findings.map((finding) => finding.id);
const levelOf = (text: string) => triage(text, []).level ?? 'none';

describe('urgent pictures told in India’s other languages', () => {
  it.each([
    // Burning urine with back pain or a fever: a kidney infection.
    ['moothiram pogumbodhu erichal, muthugu vali, kaichal 101', 'kidney-infection'],
    ['mootram manta ga undi, nadumu noppi kuda undi', 'kidney-infection'],
    ['laghvi la jaljal hote ani kambar dukhte, taap 101', 'kidney-infection'],
    ['prosrab korle jala kore, komor byatha, jwor 101', 'kidney-infection'],
    // A redness that grows round a cut: cellulitis.
    ['kaalil murivu, chuvappu valuthakunnu, cheriya pani', 'wound'],
    ['payala jakham, lal bhag vadhat aahe, garam lagtay', 'wound'],
    // A fever for days.
    ['ammakku kaichal 4 naala, kuraiyala', 'fever-days'],
    ['appa ge jwara 5 dina aaytu, kammi aagtilla', 'fever-days'],
    ['baba cha taap 4 divas utrat nahi', 'fever-days'],
    // A fever after wading through flood water: leptospirosis.
    ['paanyatun chalat ghari aalo, ata taap 102 ani payache snayu dukhtat', 'flood-fever'],
    ['waded through waist deep water on the way home, now fever 102 and red eyes', 'flood-fever'],
    // A baby of two months with a fever.
    ['3 maasa kuzhandhai ku kaichal 38.4', 'child-fever'],
    ['magu ge 2 masa, jwara 100.8 bandide', 'child-fever'],
    // A baby moving less in pregnancy.
    ['34 weeks, kuzhandhai asaivu romba kuraivu indru', 'fewer-kicks'],
    ['8 mahina, baal halchal kami zali aaj', 'fewer-kicks'],
    // A dog bite.
    ['naai kadichiduchu kaalil, rattam vandhuchu', 'wound'],
    ['kukka karichindi, chinna gaayam', 'wound'],
  ])('%s → %s', (text, picture) => {
    expect(findingIds(text)).toContain(picture);
  });
});

describe('more emergencies told in India’s other languages', () => {
  it.each([
    // A stroke: speech muddled, the face to one side, an arm that will not lift.
    ['thatha vaarthai kozhapudhu, mugam oru pakkam saanjirukku', 'stroke'],
    // A scorpion or snake bite with signs.
    ['thambi ku thel kottiduchu, vervai kottudhu, vaanthi edukkiraan', 'bite'],
    // A pesticide sprayed on a field, then vomiting.
    ['anna vayal la marundhu adichaan, ippo vaanthi, mayakkam', 'poisoning'],
    // Swollen lips and breathing trouble after food: anaphylaxis.
    ['chingri kheye thot fule gache, nishwas nite kosto hocche', 'anaphylaxis'],
    // Heat stroke: working in the sun, sweat stopped, confused.
    ['unhat kaam karun aale, ghaam yena band zala, kuthe aahe te kalat nahi', 'heat-stroke'],
    // A head injury with vomiting and sleepiness.
    ['maga bike inda bidda, tale ge petta, eega vomit maadida, tumba nidde barta ide', 'head-injury'],
    // Heavy bleeding days after a birth.
    ['delivery kazhinju 6 divasam aayi, pad 20 minute il full aavunnu, valiya clots', 'postpartum-bleeding'],
    // A worst-ever sudden headache.
    ['achanak matha ma jaane hathodi mari hoy, sauthi kharab headache, ulti', 'worst-headache'],
    // A fall from a height and legs that do not move.
    ['maram mela irundhu vizhundhutaan, kaal asaikka mudiyala', 'spinal-injury'],
    // Sight lost suddenly in one eye; not breathing with blue lips; blood vomited; a low sugar with sweat and muddled
    // speech; drowned and not breathing; a big scald.
    ['ajji ku thideernu oru kannu theriyala, kai thooka mudiyala', 'stroke'],
    ['magu ge usiru illa, tuti neeli aagide', 'not-breathing'],
    ['baba rokto bomi korchhe, matha ghurchhe', 'vomiting-blood'],
    ['appa ku sugar taggindi, chemata, matladaleka potunnadu', 'hypoglycaemia'],
    ['chhele pukure dube gechhe, tule anechhi, nishwas nichhe na', 'not-breathing'],
    ['kudiyuva paani bacche par padlu, chhati ane pet par', 'burn'],
  ])('%s → emergency', (text) => {
    expect(levelOf(text)).toBe('emergency');
  });

  it('reads a very high sugar between 400 and 800 as urgent', () => {
    expect(findingIds('sugar 430 after lunch, very thirsty since morning')).toContain('high-sugar');
  });

  it('reads too many paracetamol over a day told in a long message as an overdose', () => {
    expect(levelOf('bloated for weeks, which probiotic? also had a headache so I kept taking paracetamol, had about 18 over the day')).toBe('emergency');
  });
});

describe('crises told in India’s other languages', () => {
  it.each([
    'inime yaarukum thollai irukadhu, ellarukum sorry',
    'evariki naa valla baadha undadu ika',
    'ghum theke na uthlei bhalo hoto, roj bhabi',
    'thoongittu appadiye ezhundhirikkama irundha nalla irukkum',
    'urangiyittu ezhunnelkkathe irunnaal mathiyaayirunnu',
    'vihiri jawal basun hoto, ek udi marli ki sagla sampel',
    'hu jato rahu to badha ne shanti',
    'the universe is telling me to log off permanently',
    'bike, phone ella tammanige kottbitte, eega nemmadi',
  ])('%s → crisis', (text) => {
    expect(levelOf(text)).toBe('crisis');
  });
});

describe('everyday words of the same languages raise nothing', () => {
  it.each([
    // Jowar (sorghum) is "jwar"; methi seeds soaked in a glass; "glass skin"; a body kept warm after the gym.
    'jwar ki roti 3 din se kha raha hun, healthy hai?',
    'methi dana soaked in a glass of water overnight, does it help sugar?',
    'glass skin routine se pimple daag nahi ja raha',
    'my body feels garam hai after gym, what should I drink',
    // Butter (Kannada "benne") in cooking, a red chilli that grows, a Marathi farm with no one ill.
    'benne dosa tinnoke ishta, calories jaasti na?',
    'shetat fawarni keli aaj, kuthle gloves ghyayche?',
    'my 2 month subscription for protein, when does it renew?',
    // Boiling water for tea; a fever with "pani" (Malayalam fever, Hindi water) and no flood.
    'kothikkum vellam la green tea podalama?',
    'vellam kudikkanum, how many litres a day?',
    'sugar kammi aaga enna saapidanum? HbA1c 6.2',
  ])('%s', (text) => {
    expect(['none', 'caution']).toContain(levelOf(text));
  });
});
