// The core signs of danger in India's other languages as customers type them in Latin script, beside English and
// Hindi (triage-signs.ts): Tamil, Malayalam, Telugu, Kannada, Bengali, Marathi, Gujarati, Punjabi and Odia. A message
// in one of them ("nenju romba azhuthudhu, viyarvai kottudhu": the chest presses hard, sweat pours) named no sign the
// triage knew, so a heart attack, a stroke or a poisoning told in Tamil or Bengali read as an ordinary question.
//
// Only the signs that make an emergency or a crisis picture on their own or together (triage-pictures.ts) are here:
// chest pain and its companions, breathing, unconsciousness, a fit, the stroke signs, a poison drunk, a wish to die,
// and yellow eyes, a doctor today.
// Each entry is written in the language's own word order (the verb and its "not" last) with the common spellings;
// words another language uses for something harmless are left out or pinned to their verb (Marathi "shuddh",
// conscious, is Hindi "pure"; Hindi "kai", several, is Dravidian "hand"; Marathi "jhala", happened, is Odia "sweat").
//
// Sources for the words: the languages' standard dictionaries (Tamil Lexicon, Gundert's Malayalam, Brown's Telugu,
// Kittel's Kannada, Samsad Bengali, Molesworth's Marathi, Belsare's Gujarati, Punjabi University's dictionary) and
// the state health departments' public first-aid leaflets; the signs themselves are those of triage-signs.ts.
import type { SignId } from './triage-signs';

const REGIONAL_WORDINGS: Readonly<Partial<Record<SignId, readonly string[]>>> = {
  'chest-discomfort': [
    // Tamil nenju, Malayalam nenju/nenjil (chest) with pain, pressure or weight.
    'nenju|nenjula|nenjil|nenjile|nenjila|nenjukku|nenjathu … heavy|pressure|pain|tight|vali|valikudhu|valikuthu|valikkudhu|valikkuthu|valikkithu|valikuthe|azhuthudhu|azhuthuthu|azhuththam|adaikkudhu|baaram|bharam|vedana|vedanayanu|kanam|pidikkunnu',
    'nenjuvali|nenjuvedana|nenju vali|nenju vedana',
    // Telugu chaati/gunde (chest, heart), Kannada ede, Bengali buk, Marathi chhatit, Gujarati chhatima, Odia chhatire.
    'chaati|chathi|chaathi|chatilo|chaatilo|gunde|gundelo|gundello|ede|edhe|edeyalli|edheyalli|buk|buke|bukey|buker|chhatit|chaatit|chatit|chhatima|chatima|chhatire|chhaati|chhati|chaati … noppi|nopi|noppiga|baruvu|novu|noovu|novagta|byatha|byetha|batha|betha|bytha|dukhtay|dukhtoy|dukhte|dukhat|dukhta|dukhe|dukhavo|dukhaavo|jantrana|peerh|peed|dard|dabav|dabaav|bhaar|bhari|bhaari|chaap|chap',
  ],
  sweating: [
    'pasino|paseeno|pasino pasino|parsevo parsevo',
    'viyarvai|viyarvaiy*|viyarkkudhu|viyarkudhu|viyarthu|vervai|vervaiya|viyarppu|viyarkkunnu|viyarthu|chemata|chamata|chematalu|chemata patt*|bevaru|bevarthide|bevarthaa|bevarutide|parsevo|parasevo|parsevaa|parseva',
    'gham|ghaam … hochhe|hocche|hochche|berochhe|berocche|beroche|ghamchhe|ghamche|yetoy|yetay|yetey|yetoye|aala|aalay|yeto',
    'ghamchhe|ghamche|ghamchhen|ghamchen|ghamte',
  ],
  'pain-spreads': [
    // The arm or jaw: Tamil/Kannada/Malayalam kai, Telugu cheyyi, Punjabi baanh, Bengali/Marathi haat with their own
    // words for pain or numbness (Hindi "kai", several, never meets these).
    'kai|kaiyil|kaila|kaiyila|kaiyum|kaikku|cheyyi|cheyi|baanh|baah|baahan|haat|haate … vali|valikudhu|valikuthu|valikkudhu|valikkuthu|vedana|novu|noovu|noppi|nopi|byatha|byetha|batha|betha|dukhtay|dukhtoy|marathu|marathupochu|tharippu|tarippu|jhinjhin|jhim jhim',
    'baanh|baah|baahan … sunn|sun',
    'thaadai|thadai|thaada|dovada … vali|valikudhu|valikuthu|vedana|noppi',
  ],
  'cant-breathe': [
    'nishwas|nisshash|nishshash|shwas|shash … nite|nitey|neoa|nitte … kosto|koshto|kashto|kasto|koshto hocche|kosto hocche|pachhe na|parchhe na',
    // Tamil moochu/swasam, Malayalam shwasam, Telugu oopiri, Kannada usiru, Bengali shwas/nishwas, Marathi/Gujarati
    // shwas, Punjabi saah, Odia nishwasa, with "cannot", "stuck", "short".
    'moochu|mooch|moochi|moochu vida|moochu vidave|swasam|suvasam|shwasam|shwaasam|svasam|swaasam … mudiyala|mudiyalai|mudiyavillai|mudila|mudiyale|thinaral|thinarudhu|thinaruthu|thinaruraan|thinarura|thinaruraanga|thinaral aagudhu|adaikkudhu|adaikuthu|varala|varalai|kittunnilla|kittanilla|kittunilla|muttal|muttunnu|muttunundu|pattunnilla',
    'oopiri|upiri|oopri|swasa|shwasa … aadatledu|adatledu|aadatle|aadadam ledu|tisukolekapotunnadu|tisukolekapotundi|tisukolekapothunnadu|teesukoleka|teesukolekapotunnadu|ravatledu|aagipoyindi',
    'usiru|usiraata … kattide|kattidhe|aadtilla|aadta illa|aadthilla|togolokke aagtilla|thogolokke aagtilla|nintide|nintoytu',
    'shwas|shas|shash|shwash|nishwas|niswas|nishshash|nisshash|nishwasa|shwaas … nite|nitey|neoa … parche na|parchhe na|parchi na|parchhi na|parchena|parchhena|parchen na',
    'shwas|shwaas|shvas|swas … gheta|ghyayla|ghyayala … yet nahi|yeit nahi|yet nahiye|yena|tras|tras hotoy',
    'shwas|shwaas|shvas|swas … levato nathi|levati nathi|levama|leva ma … taklif|takleef|nathi',
    'saah|sah … nahi aa reha|nahi aa rahi|nai aa reha|nahi aunda|lain ch|lain vich|ruk reha|ruk gaya',
    'nishwasa|niswasa|nishwas … nei parunahi|neiparunahi|nei paruni',
  ],
  unresponsive: [
    // Does not wake when woken: Gujarati jagadiye to pan jaagta nathi; says nothing: kai bolta nathi.
    'jagadiye|jagadie|jagadva|uthadiye|uthadie … jaagta nathi|jagta nathi|jaagti nathi|jagti nathi|uthta nathi|uthti nathi',
    'kai bolta nathi|kai bolti nathi|kai boltu nathi|kahi bolat nahi|kahich bolat nahi|kichu bolche na|kichhu bolchhe na|onnum parayunnilla|onnum pesala|emi matladatledu|enu maatadtilla',
    // Tamil: does not get up when woken, no movement; Malayalam bodham (consciousness) gone; Telugu spruha; Kannada
    // prajne; Bengali gyan/jnan gone, no answer (sara); Marathi shuddhit nahi, beshuddh; Gujarati bhaan; Odia chetana.
    'ezhuppinaalum|ezhupinalum|ezhuppa … ezhundhirikkala|ezhundhirikala|ezhundhirikkavillai|mudiyala|mudiyalai',
    'ezhundhirikkave illa|asaivu illa|asaive illa|asaivillama|asaivae illa|response illa|response illai|respond pannala|respond panala|kannu thirakkala|kan thirakkala',
    'bodham|bodhom|bodam … poyi|ketta|kettu|nashtapettu|marannu',
    'bodhamatt*|bodhakshayam|anakkamilla|anakkam illa|unarunnilla|unarunilla',
    'spruha|sprruha|sprhua|spruhalo … leka|kolpoyadu|kolpoyindi|kolpoyaru|tappindi|tappadu|poyindi',
    'spruha ledu|spruhalo ledu|spruha ledhu',
    'lechatledu|levatledu|kadalatledu|kadaladu',
    'prajne|pragne|prajnhe|prajnae|prajna … tappide|tappidaru|tappidru|hoytu|hogide|hogidhe',
    'prajne illa|pragne illa|prajne illade|prajnaheena|prajnahina',
    'eddelthilla|eddeltilla|eddelta illa|alugadtilla|alugadta illa',
    'gyan|jnan|gyaan|ggan … harieche|hariyeche|harie geche|hariye geche|hariye gechhe|harie gechhe|fereni|firche na|firchhe na',
    'sara dichhe na|sara dicche na|sara dichche na|sara dichen na|sara dichhen na|sara nei|saara nei|saara dichhe na',
    'ogyan|oggan|ojnan|ajnan|agyan … hoye|hoe|hoye geche|hoye gechhe',
    'shuddhit nahi|shudhit nahi|shuddhivar nahi|shudhivar nahi|shuddh harpali|shuddh harapli|shuddh geli|shudh geli|beshuddh|beshudh|beshuddha',
    'uthat nahi|uthat nahiye|uthta nahi|uthat naahi',
    'bhaan|bhan … gumavi|gumaavi|gumavyu|gumavi didhu|jatu rahyu|nathi aavtu|nathi aavyu',
    'bebhaan|bebhan|bebhaanh',
    'chetana|cetana … nahi|nahin|hajei|harei|haraichi|haraigala',
    'behosa|behosh hoigale',
    'uthda nahi|uthdi nahi|uth nahi reha|uth nahi rahi|hosh nahi aa reha|hosh ch nahi',
  ],
  collapsed: [
    // Tamil: fainted and fell; Bengali: fell down senseless; Telugu/Kannada: fell down.
    'mayangi|mayanki|mayakkam|mayakkamaagi|mayakkamagi … vizhundhutaan|vizhundhutta|vizhundhuttaar|vizhundhutaanga|vizhundhaar|vizhundhaan|vizhundhaa|vizhunthutaan|vizhunthaan|vizhunthuttanga',
    'bodham ketta|bodhamketta|thalarnnu veenu|thalarnu veenu',
    'spruha tappi|spruha leka … padipoyadu|padipoyindi|padipoyaru|padipoyaaru',
    'prajne tappi|pragne tappi … bidda|biddaru|biddidare',
    'ogyan hoye|agyan hoye|ojnan hoye … pore gechhe|pore geche|pore gelo|pore gelen',
    'shuddh harpun|shuddh jaun … padle|padla|padli|padlya',
    'bebhaan thai|bebhan thai … padya|padi gaya|padi gayo|padi gayi|padi',
  ],
  seizure: [
    // "Fits" is what most Indians say, with the language's "came": Telugu vachindi, Tamil vandhuchu, Kannada bandide
    // Malayalam vannu, Marathi aali, Gujarati aavi, Punjabi paya.
    'fits|fitsu|fittu|phits … vachindi|vachhindi|vachchindi|vastunnayi|vastundi|vandhuchu|vanthuchu|vandhudhu|vandhirukku|varudhu|bandide|banditu|banthu|bandhide|vannu|vannirunnu|aali|aala|aalya|aavi|aavyu|aavya|paya|paindi|aiche|eseche|hochhe|hocche',
    'fit vachindi|fit vandhuchu|fit bandide|fit vannu|fit aali|fit aavi|fit paya',
    // Tamil izhuppu, Malayalam jenni, Bengali khichuni, Gujarati aanchki, Kannada/Telugu mūrchhe roga's fit, Marathi jhatke.
    'izhuppu|iluppu|ilupu|jenni|khichuni|khinchuni|khichchuni|khechuni|anchki|aanchki|aachki|aanchko … vandhuchu|vanthuchu|varudhu|vandhirukku|vannu|undayi|hochhe|hocche|hochche|uthche|uthchhe|aavi|aavyu|aavi che|vachindi|bandide',
    'kai kaal|kaal kai|kai kaalu|kaalu kai … izhukkudhu|ilukkudhu|izhukuthu|ilukuthu|izhuthudhu|vettudhu|vettuthu',
    'haat paay|haath paay|haat pay|haath pay|haat paa … jhatke|zatke|jhatka … det*|yet*|aapat*|marat*',
    'jhatke|zatke … detay|detayt|detoy|detahet|det aahe|det ahet|yetayt|yetahet',
    // Foam at the mouth with "coming": Tamil nurai, Malayalam nura, Telugu nurugu, Bengali phena/fena, Marathi fes.
    'nurai|nura|nurayum|nurugu|nuragu|nurga|phena|fena|fes|fesa|feen|feena … varudhu|varuthu|vandhuchu|vanthuchu|varunnu|vannu|vastundi|vasthundi|vastondi|vachindi|berochhe|beroche|berocche|berucche|beruchhe|berchhe|yetoy|yetay|yetey|yete|yetaa|aavi|aavi che|bandide|barthide',
  ],
  'face-droop': [
    'mugam|mugathula|mukham|vaai … oru pakkam|orupakkam|ore pakkam|oru bhagam … saanjirukku|saanju|saanjidhu|saanjuduchu|chaanjirukku|chanju|kodiyirikkunnu|irangirukku|irangiduchu|thongudhu|thonguthu',
    // The mouth or face gone crooked or to one side: Tamil vaai konal, Malayalam mukham kodi, Telugu mukham vankara
    // Kannada baayi sotta, Bengali mukh benke, Marathi tond vakda, Gujarati modhu vaanku, Punjabi munh vinga.
    'vaai|vaayi|vaay|vaayum|mugam|mugamum|mukham|mukam|mukhom|mukh|mukha|mooti|moothi|tond|tondh|chehro|modhu|modhun|moonh|baayi … konal|konala|konalaa|konalaa irukku|konalaayiduchu|koonal|kodipoyi|kodi poyi|kodiyunnu|kodiyirikkunnu|vankara|vankaraga|vankarapoyindi|vakra|vakda|vakde|vakdi|vakadla|vakadle|vaanku|vaanko|vaanka|vanku|benke|beke|benka|beke geche|benke geche|benke gechhe|sotta|sottagide|sottagidhe|vinga|vingi',
  ],
  'speech-trouble': [
    'vaarthai|varthai|vaartha|pechu … kozhapudhu|kozhapuduthu|kozhambudhu|kulambudhu|kuzhambudhu|kuzhayunnu|thadumarudhu',
    'thideernu|thideer nu|thidirnu|thidir nu|sariya|sariyaa|sariyaa kooda|olunga|ozhunga|ozhungaa … pesa|pesave … mudiyala|mudiyalai|mudiyavillai|mudiyale|varala|varalai',
    'pesave mudiyala|pesave mudiyalai|pesave mudiyavillai',
    'pechu|pecchu|pecha|pesradhu|pesuradhu … kozharudhu|kuzharudhu|kozhaludhu|kuzhaludhu|thadumarudhu|thadumaarudhu|thadumaaruthu|thadumaruthu|varala|varalai|puriyala',
    'samsarikkan|samsarikan|samsaaram|samsaram|naakku|nakku|vaakku|vakku … pattunnilla|patunnilla|kuzhayunnu|kuzhanju|kuzhaynnu|varunnilla|thadayunnu',
    'matladaleka|maatladaleka|matladalekapotunnadu|maatladalekapotunnadu|matladalekapotundi|matladatledu|maatladatledu|matladatle',
    'maata|mata|maatalu|matalu … muddaga|mudda mudda|tadabadutunnayi|tadabadutundi|tadabaduthunnayi|raavatledu|ravatledu|ardham kavatledu',
    'maatadoke|matadoke|maatadalu|matadalu|maatu|matu … aagtilla|agtilla|aagta illa|aagthilla|barta illa|barthilla|bartilla|todaru|todaruttide|todarthide',
    'kotha|katha|kothao|kothai … bolte|bolteo|bolate … parchhe na|parche na|parchena|parchhena|parchi na|parchen na|parchhen na|pare na|parchhen naa',
    'kotha|katha … jorie|joriye|jodiye|jodie|jorie jacche|joriye jachhe|atke jacche|atke jachhe|alto',
    'neet|nit|nita|neetse|barobar|vyavasthit|sarkha|achanak|ekdam … bolta|bolata|bolayla|bolaila … yet nahi|yeina|yet nahiye|yet naahi|jamat nahi|jamta nahi',
    'jibh|jeebh|jeebha|jib … jad|jaad|jaad zali|jad zali|adkhalte|adakhalte|latpat|latpatli',
    'boli|bolvu|bolvama|bolatu|bolaatu|bolaay … nathi|shakta nathi|shakti nathi|shakato nathi|taklif|takleef|thatu nathi',
    'bol … nahi hunda|nahi hunde|nahi sakda|nahi sakdi|nahi paunda|nahi paundi|nahi honda',
    'katha … kahi parunahi|kahi paruni|kahi paru nahi|bahaaru nahi|baharuni',
  ],
  'limb-weak': [
    'kai|kaiyum|kaiya|cheyyi|cheyi|kaal|kaalu|haat|haath|paay|pair|pag|baanh|baah|hath … thooka mudiyala|thukka mudiyala|thooka mudiyalai|thookka mudiyala|thookka mudiyalai|pokkan pattunnilla|pokkan patunnilla|ettaleka|ettalekapotunnadu|ettalekapotundi|etthoke aagtilla|ettoke aagtilla|etthalu aagtilla|tulte parchhe na|tulte parche na|tulte parchi na|tulte parchen na|uchalta yet nahi|uchalta yeina|upadto nathi|upadti nathi|upadta nathi|chuk nahi hundi|chukki nahi jandi|chuki nahi jandi',
    'haat|haate|haat e|haath|kai|kaiyil|cheyyi|cheyyilo|kaal|kaalil|paay|paaye|pag|pagma|baanh|baah … jor nei|jor nai|jor nei ar|shakti nei|bal nei|balam illa|balamilla|shakthi illa|sakthi illa|shakti illa|bala illa|balam ledu|balam ledhu|shakti ledu|taakat nathi|takat nathi|jor nathi|jor nahi|jaan nahi|jaan nai',
    'kai|kaal|cheyyi|haat|haath|paay|baanh|baah … thalarnnu|thalarnu|thalarchayanu|marathu pochu|marathupochu|marathu poichu|obosh|obosh hoye|khali thai gayo|khali thai gayu|lulla padla|lula padla|chachubadi|chachu badi|jom nei|sunn pai gayi|sunn ho gayi|sunn ho gaya',
  ],
  'limb-weak-strong': [
    'bala kai|eda kai|balagai|edagai|kudi cheyyi|kudi kalu|kudi kaalu|dava haat|dava paay|dava pay … thooka mudiyala|etthoke aagtilla|ettaleka|uchalta yet nahi|jor nei|balam illa|shakti illa|sakthi illa|bala illa|shakti ledu|sunn|marathu|jad|lulla|chachubadi|kaam karat nahi',
    // One side: Tamil valadhu/idadhu, Malayalam valathu/idathu, Telugu kudi/edama, Kannada bala/eda, Bengali daan/bam
    // Marathi ujva/dava, Gujarati jamno/dabo, Punjabi sajji/khabbi, with the arm or leg and its weakness.
    'valadhu|idadhu|valathu|idathu|edama|yedama|balagai|edagai|daan|daan dik|baam|bam|ujva|ujwa|ujwa|jamno|jamna|dabo|sajji|sajja|khabbi|khabba|dahina|bama … kai|cheyyi|cheyi|kaal|kaalu|haat|haath|haate|haat e|paay|pag|baanh|baah … thooka mudiyala|thukka mudiyala|pokkan pattunnilla|ettaleka|etthoke aagtilla|tulte parchhe na|tulte parche na|uchalta yet nahi|upadto nathi|chukki nahi jandi|jor nei|jor nai|shakti nei|balam illa|balamilla|shakthi illa|sakthi illa|bala illa|balam ledu|shakti ledu|taakat nathi|jor nathi|sunn|sunn ho gayi|sunn ho gaya|marathu|marathu pochu|thalarnnu|obosh|lulla|jad|chachubadi|kaam nahi karta|kaam nahi kar rahi|chalat nahi|kaam karat nahi',
    'oru pakkam|orupakkam|ore pakkam|oru bhagam|ek dik|ek dike|ek baaju|ek bajula|okka vaipu|ondu kade|ondhu kade|ek taraf|ek paase|ek baju … kai|kaal|cheyyi|haat|haath|paay|baanh … thalarnnu|thalarnu|marathu|marathupochu|sunn|obosh|lulla|jad|chachubadi|varala|aadala|jor nei|jor nai|balam illa|shakthi illa|sakthi illa|kaam karat nahi|kaam nahi',
    'pakshaghatam|pakshaghata|pakshaghat|pakshavatham|pakshavaatham|paksha vatam|pakshavatam|pakshvadh|pakshaghaat|lakva|lakvo|lakwa maar gaya|lakva maarlo|lakwa maryo',
  ],
  // "Can't move the legs": Malayalam anakkan pattunnilla, Tamil asaikka mudiyala, Telugu kadalchaleka, Kannada
  // aadisoke aagtilla, Bengali narate parchhe na, Gujarati halavi shakto nathi.
  'limb-numb': [
    'kaal|kaalu|kaalum|kaalukal|kaalgal|kaalugalu|kaallu|kalu|paay|paa|pag|pair|leg|legs … anakkan pattunnilla|anakkan patunnilla|anakkunnilla|asaikka mudiyala|asaikka mudiyalai|asaika mudiyala|kadalchaleka|kadalchalekapotunnadu|kadalatledu|aadisoke aagtilla|alugadisoke aagtilla|narate parchhe na|narate parche na|nadate parchhe na|halavi shakto nathi|halavi shakti nathi|halvat nahi|hil nahi rahe|hilde nahi|sparsham illa|sparsham ledu|sparsha illa|kichu bujhte parchhe na',
  ],
  'poison-substance': [
    // Pesticide and poison: Tamil poochi marundhu, Telugu purugula mandu, Kannada kitanashaka, Bengali kitnashok
    // Marathi kitaknashak, Malayalam/Tamil visham, Bengali bish, Gujarati/Punjabi zehar.
    'poochi marundhu|poochi marunthu|poochi mandhu|poochimarundhu|purugula mandu|purugu mandu|puruglamandu|kitanashaka|keetanashaka|kitnashok|kitnashak|keetnashak|kitaknashak|keetaknashak|kidanashini|kidanaashini|pesticide marundhu|visham|vishamu|jher|zehar|jeher|jahar|vish',
    'bish kheyeche|bish kheyechhe|bish kheye|bish khaiche|bish khaise',
    'ratol|rat kill|eli marundhu|eli paashanam|eli pashanam|elukala mandu|ilikala mandu|indur marar bish|undir marnyache aushadh|undar marvani dava|chuha maar',
  ],
  took: [
    // Drank or ate: Tamil kudichitaan, Malayalam kudichu/kazhichu, Telugu tagesadu, Kannada kudida, Bengali kheyeche
    // Marathi pyayla, Gujarati pidhu, Punjabi pee lya.
    'kudichitaan|kudichitan|kudichittan|kudichitta|kudichutaan|kudichuttan|kudichittaanga|kudichittaan|kudichitten|kudichuten|kudichu|kudichi|kudiche|kudichirukkan|kudichirukkaan|kazhichu|kazhichirunnu|kazhichittund|tagesadu|taagesadu|tagesindi|taagesindi|tagadu|tagindi|taginadu|kudida|kudididdane|kudididdale|kudidbitta|kudidbittu|kheyeche|kheyechhe|kheyechhen|kheye niyeche|kheye nieche|kheye felechhe|kheye felche|pyayla|pyayle|pyayli|pilyaa|pidhu|pidhi|pi lidhu|pi lidhi|pee lya|pee leya|pee lyi|pee layi|pi lya|kha lya|kha leya|kha layi|khai neichi|khaidela|piidela',
  ],
  // Yellow eyes (jaundice, urgent): Bengali chokh holud, Tamil kannu manjal, Telugu kallu pasupu, Kannada kannu haladi,
  // Marathi dole pivle, Malayalam kannu manja; and the languages' names of jaundice.
  // Vomiting: Tamil vaanthi, Telugu vanthulu, Kannada vaanti, Malayalam chardi, Bengali bomi.
  vomiting: ['vaanthi|vanthi|vaandhi|vaanthiyum|vanthulu|vantulu|vaanti|vanti|vaantiyagide|chardi|chardhi|chhardi|chardhikkunnu|bomi|bomii'],
  // A fall from a height: Malayalam uyarathil ninnu veenu, Tamil mela irundhu vizhundhu, Telugu paina nunchi paddadu
  // Kannada melinda biddaru, Bengali upor theke pore gechhe, Marathi varun padla, Gujarati uparthi padyo.
  'fall-from-height': [
    'uyarathil|uyarathilninnu|mukalil|mukalilninnu|maram|marathil|thengil|terrace|roof|chhat|mela|mele|maadi|paina|painunchi|melinda|mara|upor|chhad|chhadh|varun|uparthi|upar … ninnu veenu|ninnu veenu poyi|ninnum veenu|irundhu vizhundhutaan|irundhu vizhundhan|irundhu vizhundhaar|irundhu vizhundhutaar|irundhu vizhundhuttaan|nunchi paddadu|nunchi padipoyadu|nunchi padipoyaru|nunchi kinda paddadu|inda biddaru|inda biddru|inda biddidare|theke pore gechhe|theke pore geche|theke pore gelo|theke porechhe|padla|padli|padle|padyo|padya|padi gayo|ton dig gaya|ton digg gaya',
    '#num … adi|adiyil|adi uyarathil|adi uyaram|adi uyarathilninnu|feet|ft|foot … ninnu veenu|irundhu vizhundhutaan|irundhu vizhundhan|nunchi paddadu|inda biddaru|theke pore gechhe|varun padla|uparthi padyo',
  ],
  // The picture of a urine or kidney infection (a doctor today): burning urine, back pain, a fever for days.
  'urine-pain': [
    // Kannada mootra uriyuttide, Tamil moothiram erichal, Telugu mootram manta, Malayalam moothram pukachil, Bengali
    // prosrab jala, Marathi laghvi jaljal, Gujarati peshab baltara, Punjabi pishaab jalan.
    'mootra|mutra|moothra|mootradalli|moothiram|mootharam|siruneer|urine|mootram|mutram|mootramu|moothram|moothrathil|prosrab|prosab|proshab|prosraber|laghvi|laghavi|lagvi|peshab|pesab|pishaab|pishab … uriyuttide|uriyutte|urithide|uri|erichal|erichala|eriyudhu|eriyuthu|manta|mantaga|mantalu|pukachil|pukachilum|pukayunnu|neettal|jala|jalapora|jaala|jolche|jaljal|jal jal|jalte|baltara|baltra|balatra|bale che|balay che|jalan|sarhan',
  ],
  'back-pain': [
    // Kannada bennu (back), Tamil muthugu and idupu (waist), Telugu nadumu and veepu, Malayalam naduvu, Bengali komor and
    // pith, Marathi kambar and path, Gujarati kamar, Punjabi lakk.
    'bennu|benne|bennina|sonta|muthugu|muthuku|idupu|iduppu|nadumu|veepu|naduvu|nadu|komor|komore|pith|pithe|kambar|kambarela|kamar|kamarma|lakk|lak … novu|noovu|novagtide|vali|valikudhu|valikkudhu|valikuthu|noppi|nopi|vedana|vedanayanu|byatha|batha|betha|byetha|dukhte|dukhtay|dukhat|dukhe|dukhavo|peerh|dard',
  ],
  // A fever for three days or more: the fever words of 'fever' below with a count of days or a week.
  'fever-days': [
    'kaichal|kaaichal|kaychal|jwaram|jwara|jvara|jvaram|taap|taav|jwor … 3|4|5|6|7|8|9|10|moonu|naalu|anju|aaru|ezhu|mooru|naalku|aidu|moodu|naalugu|moonnu|anchu|tin|char|pach|teen|paach|tran|panch … dina|dinagalu|dinadinda|naal|naala|naalaa|naalaga|naalaa aachu|divas|diwas|dibosh|din|roju|rojulu|rojula|rojuluga|divasam|divasamayi|divasamaayi|divasa',
    '3|4|5|6|7|8|9|10|moonu|naalu|anju|mooru|naalku|aidu|moodu|naalugu|moonnu|anchu|tin|char|pach|teen|paach|tran|panch … dina|dinadinda|naal|naala|divas|diwas|dibosh|din|roju|rojulu|rojula|divasam|divasamayi|divasa … kaichal|kaaichal|jwaram|jwara|jvara|taap|taav|jwor',
    'kaichal|kaaichal|jwaram|jwara|taap|taav|jwor … oru vaaram|vaaram|vaara|ondu vaara|okka vaaram|ek soptaho|soptaho|aathavda|ek aathavda|athvadiyu|ek athvadiyu',
  ],
  // A bite that broke the skin (rabies care the same day): a dog, monkey or cat in each language with its verb.
  'bite-broke-skin': [
    'naai|naay|kurangu|poonai|kukka|kothi|pilli|naayi|nayi|bekku|patti|kurangan|poocha|kukur|banor|bandor|biral|kutra|kutryane|kutrya|makad|makadane|manjar|kutro|kutre|vaandro|vandro|bilaadi|kutta|kutte … kadichiduchu|kadichidhu|kadichathu|kadichu|kadichirukku|kadichittu|karichindi|karicheindi|kariche|karchindi|kachide|kachchide|kacchitu|kachitu|kachchitu|kamre|kamriyeche|kamrechhe|kamrieche|kamray|chawla|chavla|chaavla|chawali|chawle|karadyo|karadi|bachku|bachkun|vaddh|vadh lya|vaddh lya',
  ],
  // A red area that grows (cellulitis): "red area innum perisa aagudhu".
  'red-spreading': [
    'red|redness|sivappu|sivandhu|chuvappu|chuvannu|erra|errabaddi|erraga|kempu|kempagi|lal|laal|lali|laali … perisa aagudhu|perisaagudhu|periyadhaagudhu|innum perisa|valarudhu|paravudhu|paravunnu|valuthakunnu|valuthaavunnu|peddadi avutundi|peddaga avutundi|vyapistondi|dodda aagtide|doddadagtide|haradtide|vadhat aahe|vadhtay|pasarat aahe|barchhe|baRchhe|chhoRachhe|chhorachhe|vadhe che|vadhtu jay che|faelay che|phelay che|phail raha|phail rahi|phailta ja raha',
  ],
  // The baby moving less in pregnancy: Malayalam kunjinte anakkam kuravu, Tamil kuzhandhai asaivu kuraivu, Telugu bidda
  // kadalika takkuva, Kannada magu chalane kadime, Bengali baccha norache kom, Marathi baal halchal kami.
  'fewer-kicks': [
    'kunju|kunjinte|kunjinu|kuzhandhai|kozhandhai|kulandhai|kuzhanthai|bidda|biddaki|magu|maguvina|baccha|bachcha|bacha|baby|babyr|baal|balak|balakni … anakkam|anakkangal|asaivu|asaivugal|kadalika|kadalikalu|chalane|chalanavalana|nadache|norache|norachora|nora chora|halchal|hal chal|haalchaal|halan chalan|chavittu|udhai|kick|kicks … kuravu|kuravanu|kuravaanu|kuraivu|kuraivaa|kuranju|kammi|kammiya|takkuva|thakkuva|kadime|kom|kome geche|kome gechhe|kami|kami zali|kami jhali|ochhi|ochhu|ghati|ghat gayi|illa|ledu|nei',
  ],
  // A stiff neck and light that hurts (meningitis), a sudden worst headache (a bleed in the brain).
  'stiff-neck': [
    'kazhuthu|kaluthu|kazhuththu|medaa|meda|kuttige|kutthige|ghaad|maanela|gardan|gardaan|dhaun … stiff|akdai|akdaai|akdi|jakdai|jakdaai|irukkam|irukki|pattukondi|pattukundi|bigidu|bigidide|bigiyagide|vaaklat nahi|valat nahi|ghurate parchhe na|shakto na|virachu|virachirikkunnu',
  ],
  'light-hurts': [
    'light|roshni|velicham|velichathil|velutharu|belaku|velugu|alo|prakash|prakasham|ujas|ujaas|ujala|ujaala … sahan nathi|sahan thatu nathi|sahan thatu|sahan nahi|sahan hot nahi|sahan hoy na|sojhya hoy na|sojjho hoy na|paakka mudiyala|paakka mudiyalai|nokkan pattunnilla|nokkan vayya|chudalekapotunnanu|chudaleka|nodakkagalla|nodoke aagtilla|kannu koosudhu|kannu kusudhu|kann kusunnu',
  ],
  'worst-headache': [
    'sauthi kharab|sauthi vadhare|sabse kharab|sabse bura|sabse tez|romba mosamaana|jeevithathile ettavum|jeevithathil ithra|life no sauthi|life ka sabse|jibone eto|jibone emon|aayushyat evdha|ayushyat itka … headache|dukhavo|maathu dukhe|thalavedana|thalavali|thala vali|tala noppi|talanoppi|matha byatha|mathabyatha|dokenovu|tale novu|sir dard|sirdard|maathyat dukh',
    // "As if someone struck my head with a hammer", suddenly.
    'achanak|ekdam|sudden|suddenly|thideernu|thidirnu|hathat|ekdum … matha|mathama|mathyat|maathu|sir|sar|head|thala|tala|tale … hathodi|hathoda|hammer|suthiyal|sutti|sutthi|hathuri|haturi',
    'achanak|ekdam|sudden|suddenly|thideernu|thidirnu|hathat|ekdum … hathodi|hathoda|hammer|suthiyal|sutti|sutthi|hathuri|haturi … matha|mathama|mathyat|maathu|sir|sar|head|thala|tala|tale',
  ],
  'rash-non-blanching': [
    // Tamil pulli (spots), Telugu machalu, Kannada kale, Malayalam paadukal, Bengali daag, Marathi daag.
    'pulli|pulligal|pullikal|machalu|machchalu|chukkalu|paadukal|daag|daagh|chitte|chittey … purple|vayalet|violet|jaambhli|jambhli|beguni',
    'purple|vayalet|violet|jaambhli|jambhli|beguni … pulli|pulligal|pullikal|machalu|chukkalu|paadukal|daag|chitte',
    'glass|tumbler|gilas|glaas … maraiyala|maraiyalai|maraiyavillai|marayunnilla|maayunnilla|pogala|povatledu|poledu|hogalla|hogilla|jaye na|jachhe na|jat nahi|jaat nahi|jatu nathi|jata nathi|nahi ja raha|nahi gaya',
  ],
  // Flood water waded through: Marathi paani bharla, paanyatun chalat; Tamil vellam; Malayalam vellapokkam; Bengali bonya.
  'flood-water': [
    'paani bharla|pani bharla|paani bharle|paanyatun|panyatun|paanyatoon … chalat|chalun|chaltana|gelo|geli',
    'vellathil|vellatthil|thanniyil|thanneeril|vellam … nadandhu|nadanthu|nadannu|nadakkendi',
    'vellapokkam|vella pokkam|vellapokathil|vellapokkathil',
    'bonya|bonyar|baadh … jol|paani … hete|hente|gelam|geli|chalyo|chalya',
  ],
  'pesticide-sprayed': [
    // A pesticide sprayed on a field: Telugu polam lo mandu kottadu, Tamil vayal la marundhu adichaan, Marathi shetat
    // fawarni, Kannada hola.
    'polam|polamlo|cotton|patti polam|vari|paddy|panta|khet|khetat|shet|shetat|shetaat|vayal|vayalla|thottam|hola|holadalli|kheti … mandu kottadu|mandu kottindi|mandu kottanu|mandu kotti|mandu kodutu|marundhu adichaan|marundhu adichen|marundhu adichaar|marundhu adicha|fawarni|favarni|phavarni|phawarni|aushadh marla|aushadh marle|dawa marli|spray kela|spray keli|spray maadida|spray madidru|spray chesadu|spray chesi|spray chesaru|spray panninaan|spray pannaan|chhidkav|chhitkav|chhanta',
  ],
  'face-swelling': [
    // Lips and eyes swollen: Bengali thot ar chokh fule gache; Tamil udhadu veengirukku; Telugu pedavulu vachayi.
    'thot|thont|thote|chokh|chokhmukh|mukh|udhadu|udhatt|kannu|pedavulu|pedavi|mukham|chehra|hoth|honth|ottha … fule gache|phule gache|fule geche|fule gechhe|fulse|phulse|fule uthche|veengirukku|veengiduchu|veengi|vachayi|vachindi|vaachindi|vingi|fugla|fugle|suji gaya|sooj gaya|suj gaya',
  ],
  'throat-swelling': [
    'gola|golay|golate|gola te|gonthu|thondai|kazhuthu|gala … atke ache|atke gache|atkache|bondho hoye|bondho hocche|adaikkudhu|adaichiduchu|moosukupotundi|band ho raha|band hotay|band thai',
  ],
  'heat-exposure': [
    // Working in the sun: Marathi unhat, shetat kaam; Tamil veyil; Telugu enda; Kannada bisilu; Bengali roddur; Gujarati taDko.
    'unhat|unhaat|unhaaat|veyil|veyilla|veyilil|enda|endalo|bisilu|bisilalli|roddur|roddure|rode|tadka|tadkama|dhoop|dhoopme|dhoop mein|shetat kaam|khet me kaam|vayal la velai|polam lo pani',
  ],
  'hot-dry-skin': [
    // Sweating stopped: Marathi ghaam yena band zala; Gujarati parsevo band; Tamil vervai varala; Bengali gham bondho.
    'ghaam|gham|pasina|parsevo|vervai|viyarvai|chemata|bevaru … band zala|band jhala|yena band|yet nahi|band thai gayo|band ho gaya|varala|varalai|bondho|bondho hoye geche|raavatledu|baratilla',
  ],
  confused: [
    // Confused, not knowing where they are: Marathi kuthe aahe te kalat nahi, bolnyat gondhal; Tamil enga irukkom nu theriyala.
    'kuthe aahe te kalat nahi|kuthe aahot te kalat nahi|kalat nahi kuthe|gondhal zala|gondhal zalay|gondhal hotoy|gondhalat|enga irukkom nu theriyala|enga irukken nu theriyala|ekkada unnamo teliyadam ledu|ellide antha gottilla|kothay ache bujhte parchhe na|kya bol raha samajh nahi|kyan che khabar nathi padti|gadbad bolto|ulta seedha bol',
  ],
  'head-injury': [
    // A blow to the head: Kannada tale ge petta, Tamil thalaila adi, Telugu tala ki debba, Malayalam thalakku ittu, Bengali
    // mathay chot, Marathi doksyala maar, Gujarati mathama vagyu.
    'tale|thale|talege|tale ge|thalaila|thalayil|thalakku|tala ki|talaki|mathay|mathaye|mathate|doksyala|doksya|doka|mathama|mathe … petta|pettu|petta aaytu|adi|adi pattu|adi pattadhu|adichirukku|debba|debba tagilindi|ittu|idichu|chot|chot legeche|chot lagi|maar|maar lagla|lagla|vagyu|vagi gayu',
  ],
  drowsy: [
    // Very sleepy: Kannada tumba nidde barta, Tamil romba thookama, Malayalam urakkam thoongunnu, Bengali khub ghum pachhe.
    'tumba nidde|tumba nidde barta|nidde barta ide|romba thookama|romba thookkam|romba sleepy|bhayankara nidra|chala nidra|urakkam varunnu|urangi pokunnu|khub ghum|ghum pachhe|ghum pacche|khup jhop|khup zop|bahu unghe|bahu ungh|neend bahut',
  ],
  'large-clots': ['valiya|periya|bade|bada|mothe|mothi|moti|boro|dodda|pedda … clots|clot|gatti|gaddalu|thakke|thakka|gathe|gaanth'],
  'vision-loss': [
    // Sight gone suddenly: Tamil kann theriyala, Malayalam kaazhcha poyi, Telugu kanipinchatledu, Kannada kannu kaanisthilla,
    // Bengali chokhe dekhte parchhe na, Marathi disat nahi, Gujarati dekhatu nathi.
    'kann|kannu|kan|kannil|kannula|oru kannu|oru kann|chokh|chokhe|ek chokhe|dola|ek dola|dolya|aankh|ek aankh|kannulo … theriyala|theriyalai|therila|kaanala|kaanunnilla|kaazhcha poyi|kanipinchatledu|kanipinchadam ledu|kaanisthilla|kanistilla|kaanthilla|dekhte parchhe na|dekhte pacche na|dekhte parchi na|disat nahi|disena|dekhatu nathi|dekhaatu nathi|dikhta nahi|andhaaru|andhara|iruttu|irutt|kattal',
    'kaazhcha|kazhcha|paarvai|parvai|drushti|drishti|dekha|najar|nazar … poyi|poyindi|pochu|pochchu|illa|ledu|gelo|geli|gayi|chali gayi|jaati rahi|jati rahi|band',
  ],
  'not-breathing': [
    // Not breathing: Tamil moochu illa, Malayalam shwasam illa, Telugu oopiri ledu, Kannada usiru illa, Bengali nishwas nichhe
    // na, Marathi shwas ghet nahi, Gujarati shwas nathi leto, Punjabi saah nahi.
    'moochu|moochey|swasam|shwasam|oopiri|upiri|usiru|usiraata|nishwas|niswas|shwas|shwaas|saah … illa|illai|ledu|ledhu|aagipoyindi|nintide|nintu hoytu|nichhe na|nicche na|nichchhe na|ghet nahi|ghet nahiye|nathi leto|nathi leti|nathi|nahi aa reha|nahi chal reha|band|bandh|nilachu|ninnu|ninnupoyi|nindrudhu|ninnuduchu',
  ],
  'blue-lips': [
    // Blue lips or face: Tamil udhadu neela, Malayalam chundu neela, Telugu pedavulu neeli, Kannada tuti neeli, Bengali thot
    // neel, Marathi oth nile, Gujarati hoth vaadli.
    'udhadu|udhatt|chundu|chundukal|pedavulu|pedavi|tuti|thuti|thot|thont|oth|othh|hoth|mugam|mukham|mukh|chehra|chehro|nakham|nakhangal … neela|neelam|neeli|neelamaa|neelam aayi|neela aagudhu|neela aayi|neeliga|neel|neel hoye|neel hoyeche|nile|nila|nilsar|vaadli|bhura|kaala|karuththu|karuppa',
  ],
  'vomit-blood': [
    // Blood vomited: Tamil raththa vaanthi, Malayalam chora chardi, Telugu raktam vanthulu, Kannada rakta vaanti, Bengali rokto
    // bomi, Marathi raktachi ulti, Gujarati lohi ni ulti, Punjabi khoon di ulti.
    'raththa|rattha|ratham|rattham|raththam|chora|choram|raktam|raktham|rakta|raktha|rokto|roktho|raktachi|rakt|lohi|lohini|lohi ni|khoon|khun|khoon di … vaanthi|vanthi|vaandhi|chardi|chardhi|vanthulu|vantulu|vaanti|vanti|bomi|ulti|ultii|vomit|vomiting',
    'vaanthi|vanthi|vaanthiyil|chardiyil|vanthulo|vaantiyalli|bomite|ultit|ultima|ulti ma|ulti vich … raththam|ratham|rattham|chora|raktam|rakta|rokto|rakt|lohi|khoon',
  ],
  'low-sugar': [
    // Sugar low: Tamil sugar kuranjiduchu, Telugu sugar taggindi, Kannada sugar kammi, Bengali sugar kome geche, Marathi
    // sugar kami zali, Gujarati sugar ochhi.
    'sugar|shugar|sakkarai … kuranjiduchu|kuranju|kuranjirukku|kuraindhu|kuraivu|kuranju pochu|kuranjupoyi|taggindi|taggipoyindi|thaggindi|kammi|kammi aagide|kadime|kom|kome geche|kome gechhe|kami|kami zali|kami jhali|ochhi|ochhi thai|ghat gayi|low aagide|low ayyindi|low hoye geche|low zali|low thai',
  ],
  diabetic: [
    'sugar irukku|sugar iruku|sugar undi|sugar ide|sugar aahe|sugar che|sugar ache|sugar achhe|sugar patient|shugar|madhumeham|madhumeha|madhumeh|sakkarai noi|sakkarai vyadhi|sugar vyadhi|sugar rogi|sugar ni bimari|sugar di bimari',
  ],
  drowning: [
    // Drowned or pulled out of water: Tamil thanniyil moozhgi, Malayalam vellathil mungi, Telugu neetlo munigi, Kannada niralli
    // mulugi, Bengali jole dube, Marathi panyat budla, Gujarati paani ma dubi, Punjabi paani vich dubb.
    'thanniyil|thanneeril|vellathil|vellatthil|neetlo|neellalo|neeralli|niralli|nirinalli|jole|jol e|pukure|nodite|panyat|paanyat|talavat|vihirit|paani ma|panima|talav ma|paani vich|kuan|kuve|kinathil|kulathil|kulam|pond|tank|canal|river|lake|well … moozhgi|mozhgi|muzhugi|mungi|mungipoyi|munigi|munigipoyadu|munigipoyindi|mulugi|mulugidaru|dube|dube gechhe|dube geche|dubechhe|budla|budli|budala|dubi|dubi gayo|dubi gayu|dubb|dubb gaya|dub gaya|dub gayi',
  ],
  'burn-severe': [
    // Scalded or burnt over a big area: boiling water or oil on the body, clothes caught fire.
    'kothikkum|kothikira|kothikara|thilaikkum|thilachcha|thilacha|marigina|marige|kudiyuva|kudiyo|fotano|futonto|ukalta|ukalte|ukaltu|ubalta|ubalte|khaulta|khaulte … thanni|vellam|neeru|neellu|nillu|pani|jol|paani|oil|enna|ennai|nune|tel … kottiduchu|kottichu|veenu|veenuttu|veenu poyi|padindi|paddayi|biddide|bidditu|pore gechhe|pore geche|podla|padla|padlu|padyu|dul gaya|pad gaya|gir gaya',
    'saree|sari|dupatta|dress|kapda|kapde|thuni|vastram|batte|jama|kapad|lugda … thee|neruppu|thiyil|theepidichu|nippu|nippantukundi|benki|benki hattitu|aagun|agun|aag|aag lagli|aag lagi|aag lag gayi|aag pakdi|fire',
  ],
  'yellow-eyes': [
    'chokh|chokhe|chokh duto|kannu|kann|kangal|kallu|dole|dola|kannil … holud|holde|manjal|manjala|manja|manjayi|pasupu|pasupuga|haladi|haldi|pivle|pivla|pivali|pilu|pili',
    'manjal kamalai|kamalai|manjappitham|pachakamarlu|pachcha kamerlu|kavil|kaavil|kamlo|kamalo|kamale|jondis',
  ],
  fever: [
    // A body hot to the touch: Tamil udambu soodaa, Telugu body chuduga, Kannada bisi, Bengali gaa gorom, Hindi garam hai.
    'udambu|body|udal|sareeram|shariram|sharir|sharira|gaa|gaye|anga|ang … romba soodaa|romba sooda|soodaa irukku|sooda irukku|chuduga undi|chudu ga undi|bisi aagide|bisiyagide|gorom|garam hai|garam he|garam lag raha|garam lagtay|garam aahe|garam che|garam thai|garam ho gaya|tapta|tapa',
    // Fever: Tamil/Malayalam kaichal, Telugu/Kannada jwaram/jwara, Marathi taap, Bengali jor, Gujarati taav.
    'kaichal|kaaichal|kaychal|jwaram|jwara|jvara|jvaram|jwar|taap|taav|jor|jwor … 100|101|102|103|104|105|38|39|40|ide|irukku|vandhuchu|vachindi|bandide|aahe|aala|che|hoyeche|ache',
    'kaichal|kaaichal|jwaram|jwara|taap|taav|jwor',
  ],
  'belly-pain-any': [
    // The belly and its pain: Tamil vayiru, Kannada hotte, Telugu potta, Malayalam vayar, Bengali/Marathi pet/pot.
    'vayiru|vayiru la|vayitru|vayaru|vayar|vayattil|hotte|potta|pottalo|pot|pote|pet|petat|petma … vali|valikudhu|valikkudhu|novu|noppi|vedana|byatha|dukhtay|dukhte|dukhat|dukhe|dukhavo',
  ],
  'belly-rigid': ['hotte|vayiru|vayaru|potta … kallu tara|kal maadhiri|kallu maadhiri|kallu pola|kallu laaga|rayi la'],
  'venomous-bite': [
    'thel|thelu|thelu kutti|paamu|paambu|pambu|haavu|saap … kottiduchu|kottichu|kottitu|kottirukku|kottiruchu|kaatu vesindi|kaatu vesind|kaatesindi|kaatu vesinadi|kadichiduchu|kachchitu|kachitu|kaamrechhe|kamreche|kamraise',
    // A snake or scorpion that bit: Kannada haavu, Tamil paambu, Telugu paamu, Malayalam paambu, Marathi/Gujarati saap, vinchu.
    'haavu|havu|paambu|pambu|paamu|pamu|saap|shaap|saapa|naag|vinchu|vinchoo|vinchva|thelu|thel|chelu|bichhu|telu … kachide|kachchide|kacchide|kadichiruchu|kadichidhu|kadichathu|kadichu|kottindi|karichindi|kaatindi|kuttindi|kottide|kuthidhu|chawla|chavla|chawala|kaatla|kaatyo|karadyo|dankh|dank|dasla|dansh|kamdlo|kamdla',
  ],
  'electric-shock': [
    'current|karant|karent|shock … hodeyitu|hodditu|hodedide|hodithu|adichiruchu|adichidhu|adichathu|adichu|kottindi|kottesindi|tagilindi|laagla|lagla|lagyo|lagi gayo|maryo|lagechhe|legechhe',
  ],
  'pad-soaking': [
    'pad|pads|napkin … full aavunnu|full aakunnu|full aagudhu|full aaguthu|full avutundi|full aagtide|full hotay|full hoto|full thai jay|full thay che|bhore jachhe|bhore jacche|full ho jata|full ho jaata|full ho raha|bhar jata',
    'pad|pads|napkin … tadisi|tadisipothundi|tadisipotundi|nanayunnu|nananju|nanaiyudhu|nananjudhu|bhijto|bhijte|bhijla|bhijay|palalali|bhije jachhe|bhije jay',
  ],
  'new-mother': [
    'delivery|prasavam|prasava|baalantha … kazhinju|aagi|aayi|ayyi|aachu|aaytu|ayindi|zaali|zali|thai|hoyeche … #num|1|2|3|4|5|6|7|8|9|10 … divasam|naal|naala|dina|roju|rojulu|divas|din|dibosh … aayi|aachu|aaytu|ayindi|aayittu|zale|thaya|holo|hoyeche',
    'prasavam|prasava|baalantha|delivery … ayyindi|aachu|aayi|aaytu|zali|zaali|hoyeche|kazhinju … #num|1|2|3|4|5|6|7|8|9|10 … rojula|roju|naal|naala|naalu|divas|diwas|dibosh|dina|divasam|divasa|din … kritham|munnadi|munpu|purvi|pehle|aage|hinde|mumbe|aadhi',
    '#num|1|2|3|4|5|6|7|8|9|10 … rojula|roju|naal|naala|naalu|divas|diwas|dibosh|dina|divasam|divasa|din … kritham|munnadi|munpu|purvi|pehle|aage|hinde|mumbe|aadhi … delivery|prasavam|prasava',
    'delivery|prasavam|prasava … #num|1|2|3|4|5|6|7|8|9|10 … rojula|roju|naal|naala|naalu|divas|diwas|dibosh|dina|divasam|divasa|din … kritham|munnadi|munpu|purvi|pehle|aage|hinde|mumbe|aadhi',
  ],
  'self-harm': [
    'haatavar|haatala|haat|haath|hath|kai|kaiyil|kaila|cheyyi|kayyil|manikattu|wrist|arm|thigh|maandi … blade|bleda|knife|chaku|kathi|katthi … kaapte|kaapto|kapte|kapto|kizhichu|keeri|kosukunna|koyyuthunna|kuyyuttene|kaatli|kaatle|kapi|kaatchi',
    'blade|bleda|knife|kathi|katthi … kizhichukitten|kizhichukiten|kosukunna|kosukuntunna|kuyyisikonde|kaapun ghetla|kapi nakhyu',
  ],
  suicidal: [
    // Better never to wake: Bengali ghum theke na uthlei bhalo hoto; Malayalam urangiyittu ezhunnelkkathe irunnaal mathi;
    // Tamil thoongittu ezhundhirikkama irundha nalla irukkum; and "ending it all tonight": Malayalam ellam theerkkanam.
    'ghum theke na uthle|ghum theke na uthlei|ghum theke ar na uthle|ar na uthle|na uthlei bhalo|na uthle bhalo',
    'ezhunnelkkathe|ezhunelkathe|ezhunnelkaathe|unaraathe|unarathe … irunnaal|irunnenkil|mathiyaayirunnu|mathiyayirunnu|nannayirunnu',
    'ezhundhirikkama|ezhundhirikaama|ezhundhirikkaama|ezhundhirikama … irundha|irundhaa|irundhaal|nalla irukkum|nallairukkum',
    'ellam theerkkanam|ellam theerkkam|ellaam theerkkanam|ellam avasanippikkanam|jeevitham theerkkanam',
    // A wish to die: Tamil saaganum, Malayalam marikkanam/chaakanam, Telugu chachipovali, Kannada saaybeku, Bengali
    // morte chai, Marathi marayche aahe, Gujarati marvu che, Punjabi marna chahunda, with the words for suicide.
    'saaganum|saavanum|sethudalam|sethudalaam|sethu poidalam|sethu poyidalam|sethu poidalaam|sethu poyidalaam|sethupoidalam|sethupoyidalam|uyir vida poren|uyira vidaporen|thatkolai|tharkolai',
    'marikkanam|marikkan thonnunnu|chaakanam|chakanam|chaavanam|chathu kalayam|chathu kalayum|jeevan kalayam|aathmahathya|athmahathya|atmahatya|aatmahatya|aatmahatyache|atmahatye|aatmahatye|aathmahathye|atmohotya|atmahotya|aapghaat|apghat|aapghat|khudkushi|khudkhushi',
    'chachipovali|chachipovalani|chanipovali|chanipovalani|saaybeku|saayabeku|saaybekanisuttide',
    'more jete chai|morte chai|more jetey chai|mor te chai|bachte chai na|bachte chaina|beche theke ki labh|beche ki hobe|aar bachte chai na',
    'marayche aahe|maraycha aahe|marayche ahe|marun jaave|marun jave|marun jaav|jeev dyaycha|jiv dyaycha|jeev deen|jiv deen|jagaycha nahi|jagayche nahi',
    'marvu che|marvu chhe|mari javu che|mari javu chhe|jeevvu nathi|jivvu nathi|jeevu nathi|jivu nathi',
    'marna chahunda|marna chaunda|marna chahundi|marna chaundi|mar jana chahunda|mar jana chaunda|jeena nahi chahunda|jina nahi chaunda',
    // Not wanting to live, dying better than living, ending everything.
    'vaazhave pidikala|vaazhave pidikkala|vaazha pidikala|vaazha pidikkala|vaazhave pudikala|vaazhkaiye venaam|vaazhkaiye venam|vaazhkai venaam|vaazha venaam|vaazhradhu vida saavaradhu|vazhradha vida saavuradhu',
    'jeevikkan thonnunnilla|jeevikkanda|jeevitham venda|jeevikkan vayya|jeevikkan maduthu|jeevichu maduthu|ellam theerkkum|ellam theerkkan|ellam avasanippikkum',
    // Never to wake: 'kaalaila ezhundhirikka koodadhu', 'uthvanu j na pade', 'thoongi ezhundhirikka maatten'.
    'ezhundhirikka koodadhu|ezhundhirikka kudadhu|ezhundhirikka maatten|ezhundhirikkave koodadhu|orikkalum unaraatha|unaraatha urakkam|uthvanu j na pade|uthvanu na pade|uthvu j na pade|uthvu na pade|nidre inda eddelabaardu|malli levakudadu',
    'bratakalani ledu|bratakalani lenu|brathakalani ledu|bratakadam istam ledu|bratakalanipinchadam ledu',
    'badukoke ishta illa|badukalu ishta illa|baduku beda|badukbeku anisalla|badukoke ishtavilla',
    'bachte ichhe korche na|bachte ichhe kore na|bachte icche korche na|beche thakte ichhe kore na|beche thakar ichhe nei|bachar ichhe nei',
    'sob|sob kichu|shob|shob kichu … shesh kore dite|sesh kore dite|shesh kore debar … chai|ichhe|icche|ichchhe',
    'nijeke shesh kore|nijeke sesh kore|jibon shesh kore|jiban shesh kore',
    'jagaycha kantala|jagnyacha kantala|jagnyat kahi arth nahi|jeevan sampvaycha|swatahla sampvaycha',
    'jeevvani ichha nathi|jivvani ichha nathi|jivvanu mann nathi|jeevvanu mann nathi|jivvanu mann j nathi|jeevvanu mann j nathi',
    'jeen nu dil nahi karda|jeen nu jee nahi karda|jeena nahi chaunda',
  ],
  'warning-sign': [
    // No one troubled any more: Tamil inime yaarukum thollai irukadhu; Telugu evariki naa valla baadha undadu; Malayalam
    // njan illenkil aarkkum oru prashnavum illa; Punjabi mere jaan naal sab da bojh laah jauga.
    'inime|ini|inimel|ini mel … yaarukum|yarukkum|yaarkkum|yaarukkum … thollai irukadhu|thollai irukkadhu|thollai irukaadhu|kashtam irukadhu|baaram irukadhu',
    'evariki|evvariki|evarikee … baadha undadu|badha undadu|ibbandi undadu|kashtam undadu',
    'njan illenkil|njan illengil|njan illathayal … prashnavum illa|prashnam illa|prashnam undavilla|oru prashnavum',
    'jaan naal|meri jaan|mere jaan … bojh|bojh laah|bojh lah|bojh uttar',
    'jato rahu|jati rahu|chalyo jau|chali jau|mari jau|na rahu … to|toh … badha ne|badhane|badha|sau ne … shanti|saru|sukhi|shaanti',
    'nenu lekapothe|nenu leka pothe … happy|happyga|happy ga|santosham|santhoshamga',
    // The means looked at as the way: "polam lo unna mandu dabba chustunte adhe daari anipistundi" (Telugu).
    'mandu|purugula mandu|marundhu|visham|dabba|kitnashak|keetnashak … adhe daari|ade daari|okkate daari|adhu dhaan vazhi|athu thaan vazhi|tech marg|ek j raasto|ek j rasto|ohi rasta',
    // A jump: Marathi vihirit udi marli ki sagla sampel; Gujarati kuva ma kudi jau.
    'udi marli|udi maarli|udi marun|udi maraychi|udi marin|kudi jau|kudi padu|kood jaun|chaadi|chaadi vidalam|dookalam … ki|tar|to|toh … sagla sampel|sampel|sampun jaail|badhu puru|sab khatam|ellam mudiyum',
    'vihir|vihiri|vihirit|kuvo|kuva|kuvama|kinaru|kinathula|kenaru|baavi|bavi … udi|kudi|kood|dookalam|chaadi',
    'ek j raasto|ek j rasto|ek j upay|ekach marg|ekach rasta|oke daari|okkate daari … bachyo|baki|uralay|urlaay|che|undi',
    // "The universe is telling me to log off permanently": leaving life in the words of a screen.
    'universe|life|god|world … telling me|tells me|wants me … log off|log out … permanently|for good|forever',
    'last day|kone dina|koneya dina|kadaisi naal|chivari roju|shesh din … miss maadbedi|miss madbedi|miss pannadheenga|miss pannatheenga|miss cheyyakandi|miss karu nakos|miss korish na|miss na karna|miss na karta',
    // Things given away: "nanna bike, phone ella tammanige kottbitte" (I gave my bike, phone, all to my brother).
    'bike|phone|mobile|laptop|cycle|watch|saaman|samaan|samanam|saamaan|vastu|vastugalu|porul|porulgal|jinis|jinish|jinishpotro … ella|ellam|ellame|anni|sob|shob|saglya|saglyaa|badhu|badha … kottbitte|kottubitte|kottbittini|koduthutten|koduthuten|kuduthutten|kuduthuten|koduthu|ichesanu|ichchesanu|ichesa|ichchesa|diye dilam|diye diyechi|diye diyechhi|deun takla|deun takli|deun taklay|aapi didhu|aapi didha|aapi dithu|dey ditta|de ditta|kodthu bitte|kottu bitte',
    // Being a burden, and the family better without: Tamil, Malayalam, Telugu, Kannada, Bengali, Marathi, Gujarati.
    'naan oru baaram|naan oru bharam|naan oru burden|naan oru sumai|naan baaram|njan oru bharam|njan oru bhaaram|njan bhaaram|nenu oka bharam|nenu oka bhaaram|naanu ondu bhaara|naane bhaara|ami ekta bojha|ami bojha|mi ek ojha|mi ojha aahe|hu bojo chu|hu bhaar chu',
    'andariki|ellarigu|ellarkkum|ellarkum|ellarukkum|ellorkkum … bhaaram|bharam|baaram|bhaara|bhara|sumai|burden',
    'ellarukkum|ellorukkum|ellarkum|ellaarkum|sobar|sobai er|saglyansathi|sagalyanna|badhane|badha mate … baaram|bharam|bhaaram|bhaara|bojha|bojh|burden|ojha|bojo',
    // Money or peace for the family once the writer is gone: 'nenu lekapothe meeku insurance dabbu vastundi'.
    'nenu lekapothe|naan illana|naan poitta|naan poita|naan poitaa|ami na thakle|mi nasle tar|hu na houn to|hu na hou to|njan illenkil|naanu illadiddare … insurance|dabbu|paisa|panam|taka|save|kashtam illa|kashtam irukkaadhu|sukhi|nimmadhi|nemmadi',
    'naan illama|naan illaama|naan illadha|naan illana|naan illaati … nimmadhi|nalla irupeenga|nalla irupaanga|nalla iruppanga|santhoshama|happy|better',
    'njan illenkil|njan illathayal … nannayi|santhoshamayi|samadhanam|better',
    'nenu lekapothe|nenu leka pothe … baguntaru|bagundi|santoshanga|prashantanga|better',
    'naanu illadiddare|naanu illa andre … chennagirtare|nemmadi|sukhavagi|better',
    'ami na thakle|ami chole gele … bhalo thakbe|bhalo thakbo|shanti|shaanti|better',
    'mi nasle tar|mi nahi rahilo tar|mi gelo tar … bara|sukhi|shanti|better',
    'hu na hou to|hu na houn to|hu nahi rahu to … saru|sukhi|shanti|better',
  ],
  hopeless: [
    // Fed up with living: Marathi kantala aala jagnyacha.
    'kantala aala|kantala aalay|kantaala aala|kantalo aahe|kantalo … jagnyacha|ayushyacha|saglyacha|sagalyacha|jivnacha|jeevanacha',
    // "I can't any more": Bengali ar parchi na.
    'ami ar parchi na|ar parchi na|ar parchhi na|ar pari na|ar parchina',
  ],
};

/**
 * A wording whose every word must be typed as listed ("=word" in triage-reading.ts): the spellings people use are
 * listed, and a forgiven typo would meet Hindi's everyday words ("chalata", uses, is one letter from Telugu
 * "chamata", sweat; "badam", almond, from "balam", strength).
 */
function exactly(pattern: string): string {
  return pattern
    .split(' … ')
    .map((segment) =>
      segment
        .split('|')
        .map((alternative) =>
          alternative
            .split(' ')
            .map((word) => `=${word}`)
            .join(' '),
        )
        .join('|'),
    )
    .join(' … ');
}

export const REGIONAL_SIGN_PATTERNS: Readonly<Partial<Record<SignId, readonly string[]>>> = Object.fromEntries(
  Object.entries(REGIONAL_WORDINGS).map(([sign, patterns]) => [sign, patterns.map(exactly)]),
);

/** Negation said after the word in these languages ("nenju vali illa": no chest pain), beside Hindi's "nahi". */
export const REGIONAL_NO: readonly string[] = ['illa', 'illai', 'ledu', 'ledhu', 'nei', 'nai', 'nathi', 'nahiye', 'naahi'];
