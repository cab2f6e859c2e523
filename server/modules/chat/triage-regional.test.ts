// Thirty-third session: the core signs of danger in Tamil, Malayalam, Telugu, Kannada, Bengali, Marathi, Gujarati,
// Punjabi and Odia as typed in Latin script (triage-signs-regional.ts), in this session's own wordings, and the
// everyday words of the same languages (and of Hindi, one letter away) that must not raise one.
import { describe, expect, it } from 'vitest';
import { signWordMatches } from './triage-reading';
import { triage } from './triage';

const findingIds = (text: string, history: string[] = []) =>
  triage(
    text,
    history.map((turn) => ({ sender: 'user' as const, text: turn })),
  ).findings.map((finding) => finding.id);

describe('danger told in India’s other languages', () => {
  it.each([
    // Heart attack: chest pain with sweat, or spreading to the arm.
    ['appa ku nenju vali romba, viyarvai kottudhu, 15 nimisham aachu', 'heart-attack'],
    ['achanu nenjil bhayankara vedana, viyarkkunnu, entha cheyyendath?', 'heart-attack'],
    ['naanna ki gundelo noppi, chemata padutondi, edama cheyyi noppi kuda', 'heart-attack'],
    ['appa ge ede novu, bevaru bartide, eda kai novu', 'heart-attack'],
    ['babar buke khub byatha, ghamchhe, ki korbo', 'heart-attack'],
    ['baba chya chhatit dukhtay ani gham yetoy, kay karu', 'heart-attack'],
    ['papa ne chhatima dukhavo che ane parsevo vale che', 'heart-attack'],
    // Breathing.
    ['thatha ku moochu vida mudiyala, udhadu neela aagudhu', 'breathing'],
    ['ammakku shwasam kittunnilla, inhaler adichittum', 'breathing'],
    ['babu ki oopiri aadatledu, chala kastapadutunnadu', 'breathing'],
    ['ajji ge usiru kattide, maatadoke aagtilla', 'breathing'],
    ['chhele shwas nite parchhe na, ki korbo', 'breathing'],
    ['aaji la shwas gheta yet nahi, oth nile zale', 'breathing'],
    // Unconscious.
    ['ezhuppinaalum ezhundhirikkala, thatha asaivu illa', 'unconscious'],
    ['ammachi bodham poyi veenu, ippo anakkamilla', 'unconscious'],
    ['tatayya spruha kolpoyaru, lechatledu', 'unconscious'],
    ['ajja prajne tappidaru, eddelthilla', 'unconscious'],
    ['dadu gyan hariye geche, sara dichhe na', 'unconscious'],
    ['aajoba beshuddh zale, uthat nahi', 'unconscious'],
    ['dada bebhaan thai gaya, bhaan nathi aavtu', 'unconscious'],
    // A fit.
    ['thambi ku fits vandhuchu, kai kaal izhukkudhu', 'seizure'],
    ['molkku jenni vannu, vayil ninnu nura varunnu', 'seizure'],
    ['chelli ki fits vachindi, notlo nurugu vastundi', 'seizure'],
    ['bhaier khichuni hochhe, mukh diye fena berochhe', 'seizure'],
    ['dikrane aanchki aavi, 5 minute thi bandh nathi thati', 'seizure'],
    // Stroke: the face, the speech, one side.
    ['ammavukku thideernu vaai konalaa pochu, sariya pesa mudiyala', 'stroke'],
    ['appachante mukham kodiyunnu, samsarikkan pattunnilla', 'stroke'],
    ['naanamma mukham vankaraga ayyindi, matladalekapotundi', 'stroke'],
    ['maa er mukh benke geche, kotha jorie jacche', 'stroke'],
    ['aaicha tond vakda zala, achanak bolta yet nahi', 'stroke'],
    ['dadi nu modhu vaanku thai gayu, bolvama taklif', 'stroke'],
    ['nani da munh vinga ho gaya, bol nahi hunda', 'stroke'],
    ['thatha ku idadhu kai thooka mudiyala, thideernu', 'stroke'],
    // Poison drunk.
    ['annan poochi marundhu kudichitaan, vaandhi edukkiraan', 'poisoning'],
    ['mama purugula mandu tagesadu, vanthulu chestunnadu', 'poisoning'],
    ['kaka ne kitaknashak pyayla, ulti hot aahe', 'poisoning'],
    // Bites, a shock, bleeding after a birth, a hard belly with fever.
    ['thatha ku vayal la paambu kadichiruchu, kaal veengudhu', 'venomous-bite'],
    ['bala ge vinchu chawla, khup ghaam yetoy', 'venomous-bite'],
    ['motor switch mutti current hodeyitu, ede alli novu', 'electric-injury'],
    ['3 rojula kritham delivery ayyindi, ippudu pad gantaki tadisipothundi', 'bleeding-after-birth'],
    ['hotte novu 2 dina inda, hotte kallu tara gatti, jwara 102', 'acute-abdomen'],
  ])('"%s" is an emergency (%s)', (text, picture) => {
    expect(triage(text).level).toBe('emergency');
    expect(findingIds(text)).toContain(picture);
  });

  it.each([
    'enakku saaganum pola irukku, yaarum thevai illa',
    'enikku marikkanam, aarkum njan venda',
    'naaku chachipovali anipistondi, evariki nenu avasaram ledu',
    'nanage saaybeku anisuttide',
    'ami ar bachte chai na, more jete chai',
    'mala marayche aahe, konalach maazi garaj nahi',
    'mane marvu che, koi ne mari jarur nathi',
    'main marna chahunda haan, koi fayda nahi',
    // Not wanting to live, ending everything, a burden, the family better off without.
    'enakku vaazhave pidikala, thookam varala',
    'ini jeevikkan thonnunnilla, urakkam illa',
    'ami ar parchi na, sob kichu shesh kore dite ichhe kore',
    'jagaycha kantala aala aahe, kahi suchat nahi',
    'veetla ellarukkum naan oru baaram dhaan',
    'naan illama irundha amma appa ku nimmadhi',
    'ami na thakle ma baba bhalo thakbe',
    'nenu lekapothe intlo vallaki insurance dabbu vastundi',
    'jeevikkan maduthu, orikkalum unaraatha urakkam venam',
    'jast tension aala ki haatavar blade ne kaapte',
  ])('"%s" is a crisis', (text) => {
    expect(triage(text).level).toBe('crisis');
  });
});

describe('everyday words of the same languages raise nothing', () => {
  it.each([
    // Denied after the word, as these languages deny.
    'nenju vali illa, just gas. jeera thanni nalladha?',
    'buke byatha nei, shudhu gas, kono supplement?',
    // A language not spoken is no speech lost, in English too.
    'I cant speak english well, which guardian helps with sleep?',
    'mala english bolta yet nahi, marathi madhye sanga',
    // Everyday meanings: a name, "twenty", "no idea", "no knowledge", pimples on one side, habitual fits managed.
    'Vishal drank a protein shake after gym, any side effects?',
    'bish bochor boyosh, vitamin kheyeche roj, thik ache?',
    'mane bhaan nathi ke kayu supplement levu',
    'e bishoye amar gyan nei, vitamin D kotota lage?',
    'mugam la pimples, oru pakkam mattum, which cream?',
    'shuddh desi ghee nahi milta, which omega 3 is good?',
    'raat ko neend nahi aati, phone zyada chalata hoon, kya karoon?',
    'badam kitne khaane chahiye roz?',
    'gham bahut hai life mein, ashwagandha helps?',
    'naan saaga poren pasiyila, quick snack sollunga',
    'itni thand hai ki haath sunn ho gaye, circulation ke liye kuch?',
    'sob kichu shesh kore dite parlam, project submit done!',
    'naan illama office la work nadakkadhu, stress romba, ashwagandha?',
    'amazon delivery aachu, but the box was open, refund?',
    'blade ne daadhi kaapto roj, skin irritate hote, which cream?',
    'pet kadak hai aur gas, kya lu?',
    'vayiru gatti ah irukku, gas, enna saapidalam?',
    'snake bit me 2 years back, now fine. immunity?',
    'paambu kadichu 2 varusham munnadi, ippo fine. immunity?',
  ])('"%s" is no emergency or crisis', (text) => {
    expect(['emergency', 'crisis']).not.toContain(triage(text).level);
  });

  // No sign is read in a language asked for; the classifier trained on the regional corpora (thirty-fourth session)
  // reads Bengali "pari na" (I can't) as distress, a false alarm kept rather than lose the crises it now reads.
  it('reads no sign in "ami hindi bolte pari na, bangla te bolun please"', () => {
    const findings = triage('ami hindi bolte pari na, bangla te bolun please').findings;
    expect(findings.filter((finding) => finding.source !== 'classifier')).toEqual([]);
  });

  it('forgives no typo in these languages’ words, which are listed as they are spelt', () => {
    expect(signWordMatches('=chamata', 'chamata')).toBe(true);
    expect(signWordMatches('=chamata', 'chalata')).toBe(false);
    expect(signWordMatches('=balam', 'badam')).toBe(false);
    expect(signWordMatches('=viyarv*', 'viyarvai')).toBe(true);
    expect(signWordMatches('=viyarv*', 'viyarbai')).toBe(false);
    // English words keep their forgiven typos.
    expect(signWordMatches('sweating', 'sweatng')).toBe(true);
  });
});
