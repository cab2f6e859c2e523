// What holds a community post for a moderator besides danger (issue 43), as reviewed data: a claim that something cures
// or replaces the treatment of a disease, and a push to buy. Each rule is a set of word patterns over the post's lower-
// cased text: a claim is a treatment dropped or replaced, or a cure word and a disease word in one sentence, and is not
// one when the sentence asks, denies, warns or reports it ("can turmeric cure cancer?", "nothing cures diabetes", "they
// claim it cures"). Tuned on bench/community-eval/tuning/posts.json; never on the held-out set beside it.

export type HoldRuleId = 'cure_claim' | 'product_push';

export interface HoldFinding {
  rule: HoldRuleId;
  /** The words that matched, for the moderators' queue. */
  evidence: string;
}

/** Medicines and treatments a claim says were dropped, replaced or beaten (Indian brand names included). */
export const TREATMENT_WORDS: readonly string[] = [
  'meds',
  'medicines?',
  'medications?',
  'tablets?',
  'pills',
  'goli',
  'dawai',
  'dawa',
  'insulin',
  'metformin',
  'glycomet',
  'amlodipine',
  'telmisartan',
  'losartan',
  'ramipril',
  'levothyroxine',
  'thyroxine',
  'thyronorm',
  'eltroxin',
  'methotrexate',
  'hcqs?',
  'hydroxychloroquine',
  'plaquenil',
  'warfarin',
  'statins?',
  'atorvastatin',
  'rosuvastatin',
  'lithium',
  'sertraline',
  'antidepressants?',
  'ssris?',
  'ritalin',
  'humira',
  'prednisolone',
  'steroids?',
  'inhalers?',
  'antihistamines?',
  'zolpidem',
  'sleeping pills',
  'pregabalin',
  'duloxetine',
  'antibiotics?',
  'chemo(therapy)?',
  'radiation',
  'radiotherapy',
  'dialysis',
  'cpap',
  'blood thinners?',
  'bp (meds|tablets|pills|medicine)',
  'thyroid (meds|tablets|pills|medicine)',
];
const TREATMENT = `(${TREATMENT_WORDS.join('|')})`;

/** Procedures a claim says were cancelled or refused. */
const PROCEDURES = '(surgery|operation|stent|bypass|angioplasty|lithotripsy|knee replacement|hip replacement|transplant|biopsy|chemo(therapy)?|radiation)';

/** Diseases and conditions a post may claim to cure; a stem matches its inflections ("tumour" → "tumours"). */
export const DISEASE_WORDS: readonly string[] = [
  'cancer',
  'tumou?r',
  'leuk[a]?emia',
  'lymphoma',
  'diabet',
  'type ?[12]\\b',
  '\\bsugar\\b',
  'hba1c',
  'hypertension',
  'high blood pressure',
  '\\bb\\.?p\\b',
  'cholesterol',
  'heart disease',
  'blockage',
  'blocked arter',
  '\\bclots?\\b',
  '\\bdvt\\b',
  'thyroid',
  'hashimoto',
  'graves',
  'autis',
  'adhd',
  'alzheimer',
  'dementia',
  'parkinson',
  'arthritis',
  '\\bra\\b',
  '\\bgout\\b',
  'asthma',
  'copd',
  'psoriasis',
  'eczema',
  'vitiligo',
  'lupus',
  'multiple sclerosis',
  '\\bms\\b',
  'fibromyalgia',
  '\\bhiv\\b',
  '\\baids\\b',
  'covid',
  'hepatitis',
  'kidney',
  'creatinine',
  '\\bckd\\b',
  'stones?\\b',
  'gall ?bladder',
  'fatty liver',
  'liver',
  'pcos',
  'pcod',
  'endometriosis',
  'infertility',
  'depression',
  'anxiety',
  'schizophreni',
  'bipolar',
  'epilep',
  'seizures',
  'crohn',
  'colitis',
  '\\bibs\\b',
  'ulcer',
  'h\\.? ?pylori',
  'piles',
  'ha?emorrhoids',
  'tuberculosis',
  '\\btb\\b',
  'malaria',
  'dengue',
  'migraine',
  'insomnia',
  'sleep apn[o]?ea',
  'hay ?fever',
  'allerg',
  'osteoporosis',
  'cataract',
  'glaucoma',
  '\\buti\\b',
  'pneumonia',
  'infections?',
  'virus',
];

/** Words that claim a cure or a reversal: a claim when a disease word stands in the same sentence. */
export const CURE_WORDS: readonly string[] = [
  '\\bcur(e|es|ed|ing)\\b',
  'revers(e|es|ed|ing|ible)',
  '\\bheal(s|ed|ing)?\\b',
  'got rid of',
  'gets? rid of',
  'eliminat(e|es|ed|ing)',
  'eradicat',
  'dissolv(e|es|ed|ing)',
  '\\bcleared\\b',
  '\\bbeat\\b',
  '\\bfixed\\b',
  '\\b(gone|vanished|disappeared)\\b',
  'regrew',
  '\\bremission\\b',
  'saved my',
  'kill(s|ed)? (the |every |all |my |his |her )?(cancer|tumou?r|virus|viruses|bacteria|infection|h\\.? ?pylori|candida|parasites)',
  '\\b(cancer|disease|tumou?r|sugar|diabetes|pain|symptom)[- ]free\\b',
  `\\bno ${TREATMENT}\\b`,
  'shr[iu]nk(s|ing)? (the |my |his |her )?tumou?r',
  'cure for (good|ever)',
  '\\bilaaj\\b',
  'theek ho (gaya|gayi|gaye)',
  'bilkul theek',
];

/** Claims that need no disease word: treatment dropped or replaced, or a cure sold as hidden or certain. */
export const TREATMENT_CLAIMS: readonly string[] = [
  `\\b(no longer|never again|don.?t|do not|doesn.?t|won.?t) need (my |his |her |their |any |the )?${TREATMENT}`,
  `\\bno more ${TREATMENT}`,
  `\\bno ${TREATMENT} (needed|required|necessary)`,
  '(chemo|medicines?|meds|pharma|doctors?|(the )?(triple )?therapy|treatment) (is|are) (just )?(poison|a scam|scam|a racket|useless)',
  'don.?t let (the )?(nhs|doctors?|pharma|them|anyone) (drug|medicate|poison)',
  '\\bis(n.?t| not) a real disease\\b',
  `(quit|stop|stops|stopped|stoped|stopping|ditch(ed)?|binned|dropped|threw|throw|thrown|tossed|cancell?ed|refused|said no to) (away |out )?(all |both )?(of )?(my |his |her |their |your |the )?${TREATMENT}`,
  `(threw|thrown|tossed) (his |her |my |the )?${TREATMENT} (in|into) (the )?(dustbin|bin|trash)`,
  `\\b(came|come|got|get|am|i.?m|is|was|were|been|now|completely|totally) off (all |both |of )?(my |his |her |their )?(${TREATMENT}|everything|all (of )?(it|them))`,
  `took (him|her|my son|my daughter|my kid|my child|them) off (his |her |their )?${TREATMENT}`,
  `${TREATMENT} (bhi |sab )?(band|chhod) (kar|kr) (di|diya|diye|dia)`,
  `(bina|without) (any |koi )?${TREATMENT}`,
  `${TREATMENT} (ek din )?(bhi )?nahi (li|liya|khayi)`,
  `instead of (the |my |your )?(${TREATMENT}|${PROCEDURES}|(your |the )?doctor)`,
  `(replace[sd]?|replacing|switched|swapped) (my |your |his |her |the )?${TREATMENT}`,
  `better than (${TREATMENT}|${PROCEDURES})`,
  `nature.?s (${TREATMENT}|antibiotic|insulin|statin|vaccine)`,
  'natural (antibiotic|insulin|statin|vaccine|chemo)',
  `(cancell?ed|refused|avoided|skipped|said no to|walked out of) (my |his |her |the )?${PROCEDURES}`,
  `(no|don.?t|do not) need (for |of )?(any |the |a )?${PROCEDURES}`,
  `${PROCEDURES} (ki )?(koi )?zaroorat nahi`,
  '(doctors|big pharma|pharma) (don.?t|do not|won.?t) want you to know',
  'doctors (hide|hid|are hiding)',
  '100% (natural )?(cure|remedy|guarantee|guaranteed)',
  'permanent(ly)? (cure|solution|fix|ilaaj)',
  'asli ilaaj',
  'miracle (cure|remedy)',
  'cures? (everything|anything|all)',
];

/** A sentence that asks, denies, warns against or reports the claim is not one. */
const NOT_A_CLAIM: readonly string[] = [
  '\\?',
  '\\b(no|not|never|nothing|none|nobody|isn.?t|aren.?t|can.?t|cannot|doesn.?t|don.?t|won.?t|didn.?t) (a |any |known |real )?(cure|cures|curing|heal|heals|reverse|reverses)',
  '(there is|there.?s) no (known )?cure',
  '\\b(never|don.?t|do not|please don.?t|shouldn.?t|should not)\\s+(stop|quit|come off|replace|ditch)',
  '\\b(claims?|claimed|claiming|swears?|swore|swearing|promis(e|es|ed|ing)|advertis(e|es|ed|ing)|pretend(s|ing)?|keeps? saying|forward(s|ed|ing)?|quot(e|es|ed|ing)|rumou?rs?|myths?)\\b',
  '\\bi.?d (love|like) to\\b',
  '\\b(scam|snake oil|nonsense|rubbish|bs|bullshit|misinformation|fake|hoax|be careful|careful|beware|dangerous|don.?t believe|do not believe)\\b',
  '\\b(doctor|oncologist|endocrinologist|cardiologist|gp|physician|consultant|rheumatologist|psychiatrist|nephrologist|gynae?|hepatologist)\\b.*\\b(reduc|lower|adjust|chang|stop|taper|switch|kept|said)',
  '\\b(reduc|lower|adjust|chang|stop|taper|switch)\\w*\\b.*\\b(doctor|oncologist|endocrinologist|cardiologist|gp|physician|consultant|rheumatologist|psychiatrist)\\b',
  '\\bside.?effects?\\b',
  '\\b(supervised|under supervision|with (my|his|her) (doctor|gp))\\b',
  '\\b(while|alongside|along with|on top of|plus|and) (my |his |her |the |their |usual )*(meds|medication|treatment|chemo|insulin|metformin)',
  '\\bwould\\b|\\bcould\\b|\\bmight\\b|\\bif only\\b|\\bwish\\b',
];

/** A recovery credited to medical care is news, not a claim for a remedy. */
const MEDICAL_CREDIT: readonly string[] = [
  '\\b(surgery|operation|prescribed|radiotherapy|immunotherapy|transplant|treatment|physio(therapy)?|hospital|programme|program)\\b',
  `\\b(thanks to|after|with|on) (the |my |his |her )?${TREATMENT}`,
];

/** A push to buy: shops, codes, contact-me offers, recruiting. Any one is enough, unless the post warns about it. */
export const PRODUCT_PUSH_PATTERNS: readonly string[] = [
  '\\b(use|with|enter|apply) (my |our |the |this )?(code|coupon|promo|name)\\b',
  '\\b(my|our) (discount|promo|coupon|referral) (code|link)\\b',
  '\\bcode:? ?[a-z]*[0-9]{2,}[a-z0-9]*\\b',
  '\\b\\d{1,2} ?% off\\b',
  '\\b(dm|pm|inbox|message|msg|text|whatsapp|ping|contact|email|call|reach) (me|us)\\b',
  '\\bmessage (karo|kro|karein)\\b',
  '\\b(dm|comment|reply|type) "?[a-z]{3,}"? (to|below|for)\\b',
  '\\bi.?ll (message|dm|text) you\\b',
  '\\breach out\\b',
  '\\bwhats ?app\\b.*\\d{5,}',
  '\\b(call|contact|ring|text|msg|whatsapp|order)( me| us)?( on| at)? \\+?\\d[\\d -]{7,}\\d',
  '\\blink in (my )?bio\\b',
  '\\b(order|buy|shop|get yours|grab yours|book) (now|today|here)\\b',
  '\\b(limited|special) (time )?offer\\b',
  '\\b(sale|offer|deal)s? (going on|on now|running|today)\\b',
  '\\b(daily|exclusive|combo) (deals|offers)\\b',
  '\\bfree (shipping|delivery|samples?|consultation)\\b',
  '\\bgiveaways?\\b',
  '\\bjoin (my|our) (team|downline|business|group|channel)\\b',
  '\\b(business|income) opportunity\\b',
  '\\bpassive income\\b',
  '\\b(earn|make) (money|\\$|₹|rs\\.?)\\b',
  '\\bearn (on|from)\\b',
  '\\bregister under me\\b',
  '\\b(i am|i.?m|we are|we.?re) (a |an |the )?(distributor|seller|reseller|wholesaler|manufacturer|brand ambassador|brand partners?|affiliate|consultant with)\\b',
  '\\b(i.?m|i am|we.?re|we are) with (herbalife|amway|forever living|vestige|modicare|isagenix|oriflame|qnet)\\b',
  '\\bi represent\\b',
  '\\bmanufacturer here\\b',
  '\\bprivate label\\b',
  '\\b(resellers?|wholesale|moq|bulk orders?)\\b',
  '\\bcod available\\b',
  '\\bships? (across|all over|worldwide|pan)\\b',
  '\\bshipping worldwide\\b',
  '\\b(hand|home) delivery\\b',
  '\\bcontact (for|us for) (genuine|original|best|the best)\\b',
  '\\bprice list\\b',
  '\\b(dm|message|inbox) (for|me for) (price|prices|catalogue|details)\\b',
  '₹ ?[\\d,]+ (each|per bottle|per pack|only)\\b',
  '\\b\\d+ (bottles?|packs?|kits?|units?) left\\b',
  '\\bgroup buy\\b',
  '\\bslots? (open|left)\\b',
  '\\bnot sponsored but\\b',
  '\\b(totally|completely) changed my (life and my )?finances\\b',
  '\\bwould love to share (it|this) with you\\b',
  '\\bmy (shop|store|online store|website)\\b',
  '\\b(affiliate|aff|ref|referral)[=/]',
  '/r/\\d+',
  '(^|\\s)(t\\.me|telegram)\\b',
  '\\bchat\\.whatsapp\\.com\\b',
  '(follow|ig|insta|instagram|telegram):? @[a-z0-9._]{3,}',
  '\\b(amzn\\.to|amazon\\.[a-z.]+|flipkart\\.com|meesho\\.com|nykaa\\.com|etsy\\.com|shopify|myshopify\\.com|bit\\.ly|tinyurl\\.com|linktr\\.ee|wa\\.me)\\b',
  '\\bsales@',
  '\\bselling (them|it|these|my|at|for|imported|off)\\b',
  '\\b(i|we) (sell|ship|deliver)\\b',
  '\\bstock available\\b|\\bin stock now\\b',
];

/** A post that quotes a pitch to warn others, or asks the store itself for a code, is not one. */
const NOT_A_PUSH: readonly string[] = [
  '\\b(warning|warn|scam|spam|blocked|reported|is this allowed|mods?\\b|beware|hacked|ignore|don.?t click)',
  '\\b(tele-?manas|samaritans|helpline|lifeline|14416|988|kiran|crisis line)\\b',
  '\\b(does|do|is there) (guardian|guardians|the store|this store|the shop)\\b',
];

/** A link or a web address: new members may not post one. */
export const LINK_PATTERN =
  /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|in|org|net|co|io|ly|info|shop|store|health|me|uk|gov|edu|ca|au|de|us|app|site|online)(\/\S*)?\b/i;

const compile = (patterns: readonly string[]) => patterns.map((pattern) => new RegExp(pattern, 'i'));
const DISEASES = compile(DISEASE_WORDS);
const CURES = compile(CURE_WORDS);
const TREATMENT_CLAIM = compile(TREATMENT_CLAIMS);
const DENIALS = compile(NOT_A_CLAIM);
const CREDITS = compile(MEDICAL_CREDIT);
const PUSHES = compile(PRODUCT_PUSH_PATTERNS);
const NOT_PUSHES = compile(NOT_A_PUSH);

/** Sentences: a claim and its disease must stand in one. Line breaks end a sentence too. */
function sentencesOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function firstMatch(patterns: readonly RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/**
 * The first cure claim of `text`: treatment dropped or replaced, or a cure word with a disease word, in a sentence that
 * does not ask, deny, warn or report (and, for a cure word, does not credit medical care).
 */
export function cureClaimOf(text: string): HoldFinding | undefined {
  for (const sentence of sentencesOf(text)) {
    if (firstMatch(DENIALS, sentence) !== undefined) continue;
    const treatment = firstMatch(TREATMENT_CLAIM, sentence);
    if (treatment !== undefined) return { rule: 'cure_claim', evidence: treatment };
    const cure = firstMatch(CURES, sentence);
    if (cure === undefined) continue;
    const disease = firstMatch(DISEASES, sentence);
    if (disease === undefined || firstMatch(CREDITS, sentence) !== undefined) continue;
    return { rule: 'cure_claim', evidence: `${cure} … ${disease}` };
  }
  return undefined;
}

export function productPushOf(text: string): HoldFinding | undefined {
  const lower = text.toLowerCase();
  const push = firstMatch(PUSHES, lower);
  if (push === undefined || firstMatch(NOT_PUSHES, lower) !== undefined) return undefined;
  return { rule: 'product_push', evidence: push };
}

/** Every hold rule `text` breaks, cure claims first. */
export function holdFindings(text: string): HoldFinding[] {
  return [cureClaimOf(text), productPushOf(text)].filter((finding): finding is HoldFinding => finding !== undefined);
}

export function hasLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}
