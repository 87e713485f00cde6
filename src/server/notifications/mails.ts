import { TIME_ZONE } from '../../contract/dates.js';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { REVIEWED_DETAILS, type ReviewedDetail } from '../../contract/member-review.js';
import { formatPaise } from '../../contract/money.js';
import { REJECTION_REASONS, REPORT_REASONS, type RejectionReason, type ReportReason } from '../../contract/moderation.js';
import type { NotificationKind } from '../../contract/notifications.js';
import type { MailTexts } from '../mail/mailer.js';
import { REJECTION_TEXTS, SUSPENSION_TEXTS } from './reason-texts.js';

/**
 * The values every notification mail may use; each kind reads what it needs from `data`, and
 * `siteUrl` (PUBLIC_URL) is always there for links.
 */
export type NotificationMailValues = Record<string, unknown>;

const signature = { en: 'Mali Vivah', hi: 'माली विवाह', mr: 'माळी विवाह' } as const;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '');
const site = (values: NotificationMailValues) => text(values.siteUrl);

const dayFormats = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** An instant as its day in India, month named in the reader's language: '14 March 2027'. */
function day(value: unknown, language: Language): string {
  return typeof value === 'string' ? dayFormats[language].format(new Date(value)) : '';
}

const METHOD_NAMES: Record<Language, Record<string, string>> = {
  en: { FREE: 'No fee', RAZORPAY: 'Online (Razorpay)', CASH: 'Cash', UPI: 'UPI' },
  hi: { FREE: 'कोई शुल्क नहीं', RAZORPAY: 'ऑनलाइन (Razorpay)', CASH: 'नकद', UPI: 'UPI' },
  mr: { FREE: 'शुल्क नाही', RAZORPAY: 'ऑनलाइन (Razorpay)', CASH: 'रोख', UPI: 'UPI' },
};

interface ReceiptLabels {
  number: string;
  member: string;
  amount: string;
  period: (from: string, to: string) => string;
  method: string;
  reference: string;
}

/** The receipt's lines: the same facts in every language, labelled in the reader's. */
function receiptLines(v: NotificationMailValues, language: Language, labels: ReceiptLabels): string[] {
  return [
    `${labels.number}: ${String(v.receiptNo)}`,
    `${labels.member}: ${String(v.name)}`,
    `${labels.amount}: ${formatPaise(Number(v.amountPaise))}`,
    labels.period(day(v.periodStart, language), day(v.periodEnd, language)),
    `${labels.method}: ${METHOD_NAMES[language][String(v.method)] ?? String(v.method)}`,
    ...(typeof v.reference === 'string' && v.reference ? [`${labels.reference}: ${v.reference}`] : []),
  ];
}

const NOTE_LABEL: Record<Language, string> = { en: 'Note from our team', hi: 'हमारी टीम का संदेश', mr: 'आमच्या टीमची सूचना' };

/** The administrator's words, when there are any, as their own paragraph. */
function noteLines(language: Language, values: NotificationMailValues): string[] {
  const note = typeof values.note === 'string' ? values.note.trim() : '';
  return note ? [`${NOTE_LABEL[language]}: ${note}`, ''] : [];
}

function rejectionText(language: Language, values: NotificationMailValues): string {
  const reason = REJECTION_REASONS.includes(values.reason as RejectionReason) ? (values.reason as RejectionReason) : 'NO_REASON_GIVEN';
  return REJECTION_TEXTS[language][reason];
}

const DETAIL_NAMES: Record<Language, Record<ReviewedDetail, string>> = {
  en: { fullName: 'name', dateOfBirth: 'date of birth', gender: 'gender' },
  hi: { fullName: 'नाम', dateOfBirth: 'जन्म तिथि', gender: 'लिंग' },
  mr: { fullName: 'नाव', dateOfBirth: 'जन्मतारीख', gender: 'लिंग' },
};

/** The reviewed details the member changed, named in their language: 'name, date of birth'. */
function changedDetailNames(language: Language, values: NotificationMailValues): string {
  const fields = Array.isArray(values.fields) ? values.fields : [];
  return REVIEWED_DETAILS.filter((field) => fields.includes(field))
    .map((field) => DETAIL_NAMES[language][field])
    .join(', ');
}

function suspensionText(language: Language, values: NotificationMailValues): string {
  const reason = REPORT_REASONS.includes(values.reason as ReportReason) ? (values.reason as ReportReason) : 'OTHER';
  return SUSPENSION_TEXTS[language][reason];
}

/** One profile in a saved search's alert, as the listing showed it to the member (saved-searches/alerts.ts). */
export interface AlertProfile {
  name: string;
  age: number | null;
  city: string;
  occupation: string;
  /** Its details page, which asks the member to sign in. */
  url: string;
}

/** The profiles of an alert, numbered, each with its age, city, occupation and link, then a blank line. */
function alertLines(values: NotificationMailValues, years: (age: number) => string): string[] {
  const profiles = Array.isArray(values.profiles) ? (values.profiles as AlertProfile[]) : [];
  return profiles.flatMap((profile, index) => [
    `${index + 1}. ${[profile.name, profile.age === null ? '' : years(profile.age), profile.city].filter(Boolean).join(', ')}`,
    ...(profile.occupation ? [`   ${profile.occupation}`] : []),
    `   ${profile.url}`,
    '',
  ]);
}

/**
 * Each kind's mail in every language. A kind without an entry is shown in the app only. Texts
 * name nobody but the member: a mail about a report never says who filed it or what was done.
 */
export const NOTIFICATION_MAILS: Partial<Record<NotificationKind, MailTexts<NotificationMailValues>>> = {
  PROFILE_APPROVED: {
    en: {
      subject: 'Your Mali Vivah profile is approved',
      body: () => [
        'Hello,',
        '',
        'Your profile has been reviewed and approved. Members can now find it, and you can browse their profiles.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी माली विवाह प्रोफ़ाइल स्वीकृत हो गई है',
      body: () => [
        'नमस्ते,',
        '',
        'आपकी प्रोफ़ाइल की जाँच हो गई है और वह स्वीकृत है। अब सदस्य इसे देख सकते हैं, और आप उनकी प्रोफ़ाइल देख सकते हैं।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमची माळी विवाह प्रोफाइल मंजूर झाली आहे',
      body: () => [
        'नमस्कार,',
        '',
        'तुमच्या प्रोफाइलची तपासणी होऊन ती मंजूर झाली आहे. आता सदस्य ती पाहू शकतात आणि तुम्ही त्यांच्या प्रोफाइल पाहू शकता.',
        '',
        signature.mr,
      ],
    },
  },
  PAYMENT_RECEIVED: {
    en: {
      subject: 'Your Mali Vivah payment receipt',
      body: (v) => [
        `Hello ${String(v.name)},`,
        '',
        'We have received your payment for the Mali Vivah annual subscription. Thank you.',
        '',
        ...receiptLines(v, 'en', {
          number: 'Receipt number',
          member: 'Member',
          amount: 'Amount',
          period: (from, to) => `Subscription period: ${from} to ${to}`,
          method: 'Payment method',
          reference: 'Reference',
        }),
        '',
        'Keep this mail as your receipt. Your receipts are also under "Receipts" in your account menu.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपके माली विवाह भुगतान की रसीद',
      body: (v) => [
        `नमस्ते ${String(v.name)},`,
        '',
        'माली विवाह की वार्षिक सदस्यता के लिए आपका भुगतान हमें मिल गया है। धन्यवाद।',
        '',
        ...receiptLines(v, 'hi', {
          number: 'रसीद संख्या',
          member: 'सदस्य',
          amount: 'राशि',
          period: (from, to) => `सदस्यता अवधि: ${from} से ${to} तक`,
          method: 'भुगतान का तरीका',
          reference: 'संदर्भ',
        }),
        '',
        'इस मेल को अपनी रसीद के रूप में संभालकर रखें। आपकी रसीदें खाते के मेनू में "रसीदें" में भी हैं।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमच्या माळी विवाह पेमेंटची पावती',
      body: (v) => [
        `नमस्कार ${String(v.name)},`,
        '',
        'माळी विवाहच्या वार्षिक सदस्यतेसाठी तुमचे पेमेंट आम्हाला मिळाले आहे. धन्यवाद.',
        '',
        ...receiptLines(v, 'mr', {
          number: 'पावती क्रमांक',
          member: 'सदस्य',
          amount: 'रक्कम',
          period: (from, to) => `सदस्यता कालावधी: ${from} ते ${to}`,
          method: 'पेमेंटची पद्धत',
          reference: 'संदर्भ',
        }),
        '',
        'हा मेल तुमची पावती म्हणून जपून ठेवा. तुमच्या पावत्या खात्याच्या मेनूमध्ये "पावत्या" येथेही आहेत.',
        '',
        signature.mr,
      ],
    },
  },
  RENEWAL_DUE: {
    en: {
      subject: 'Your Mali Vivah subscription ends soon',
      body: (v) => [
        'Hello,',
        '',
        `Your Mali Vivah subscription ends on ${day(v.until, 'en')}. To keep your profile listed and to go on seeing other members' profiles, please renew it for another year (${formatPaise(Number(v.feePaise))}).`,
        '',
        `How to renew: ${String(v.renewUrl)}`,
        'You can also pay at the office, giving your registered mobile number.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी माली विवाह सदस्यता जल्द समाप्त हो रही है',
      body: (v) => [
        'नमस्ते,',
        '',
        `आपकी माली विवाह सदस्यता ${day(v.until, 'hi')} को समाप्त हो रही है। अपनी प्रोफ़ाइल सूची में बनाए रखने और दूसरे सदस्यों की प्रोफ़ाइल देखते रहने के लिए, कृपया इसे एक और वर्ष के लिए नवीनीकृत करें (${formatPaise(Number(v.feePaise))})।`,
        '',
        `नवीनीकरण कैसे करें, यहाँ देखें: ${String(v.renewUrl)}`,
        'आप कार्यालय में अपना पंजीकृत मोबाइल नंबर बताकर भी भुगतान कर सकते हैं।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमची माळी विवाह सदस्यता लवकरच संपत आहे',
      body: (v) => [
        'नमस्कार,',
        '',
        `तुमची माळी विवाह सदस्यता ${day(v.until, 'mr')} रोजी संपत आहे. तुमची प्रोफाइल यादीत कायम ठेवण्यासाठी आणि इतर सदस्यांच्या प्रोफाइल पाहत राहण्यासाठी, कृपया आणखी एका वर्षासाठी तिचे नूतनीकरण करा (${formatPaise(Number(v.feePaise))}).`,
        '',
        `नूतनीकरण कसे करायचे ते येथे पाहा: ${String(v.renewUrl)}`,
        'तुम्ही कार्यालयात तुमचा नोंदणीकृत मोबाइल नंबर सांगूनही पैसे भरू शकता.',
        '',
        signature.mr,
      ],
    },
  },
  PROFILE_REJECTED: {
    en: {
      subject: 'Your Mali Vivah profile needs a change',
      body: (values) => [
        'Hello,',
        '',
        'Your profile has been reviewed and could not be approved yet.',
        '',
        `What to fix: ${rejectionText('en', values)}`,
        '',
        ...noteLines('en', values),
        'Please sign in, make the change, and send your profile for review again from your home page.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी माली विवाह प्रोफ़ाइल में बदलाव चाहिए',
      body: (values) => [
        'नमस्ते,',
        '',
        'आपकी प्रोफ़ाइल की जाँच हुई, पर अभी उसे स्वीकृत नहीं किया जा सका।',
        '',
        `क्या ठीक करना है: ${rejectionText('hi', values)}`,
        '',
        ...noteLines('hi', values),
        'कृपया साइन इन करें, बदलाव करें, और अपने होम पेज से प्रोफ़ाइल दोबारा जाँच के लिए भेजें।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमच्या माळी विवाह प्रोफाइलमध्ये बदल हवा आहे',
      body: (values) => [
        'नमस्कार,',
        '',
        'तुमच्या प्रोफाइलची तपासणी झाली, पण ती अजून मंजूर करता आली नाही.',
        '',
        `काय दुरुस्त करायचे: ${rejectionText('mr', values)}`,
        '',
        ...noteLines('mr', values),
        'कृपया साइन इन करा, बदल करा आणि तुमच्या होम पेजवरून प्रोफाइल पुन्हा तपासणीसाठी पाठवा.',
        '',
        signature.mr,
      ],
    },
  },
  PROFILE_IN_REVIEW: {
    en: {
      subject: 'Your Mali Vivah profile is being reviewed again',
      body: (values) => [
        'Hello,',
        '',
        `You changed these details on your profile: ${changedDetailNames('en', values)}. They were checked when your profile was approved, so our team checks them again.`,
        'Until your profile is approved again, other members do not see it and you cannot browse profiles.',
        'We will write to you as soon as it is approved.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी माली विवाह प्रोफ़ाइल की दोबारा जाँच हो रही है',
      body: (values) => [
        'नमस्ते,',
        '',
        `आपने अपनी प्रोफ़ाइल में ये विवरण बदले हैं: ${changedDetailNames('hi', values)}। प्रोफ़ाइल स्वीकृत करते समय इनकी जाँच हुई थी, इसलिए हमारी टीम इन्हें दोबारा जाँचेगी।`,
        'प्रोफ़ाइल दोबारा स्वीकृत होने तक अन्य सदस्य उसे नहीं देख पाएँगे और आप प्रोफ़ाइल नहीं देख पाएँगे।',
        'स्वीकृत होते ही हम आपको सूचित करेंगे।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमच्या माळी विवाह प्रोफाइलची पुन्हा तपासणी होत आहे',
      body: (values) => [
        'नमस्कार,',
        '',
        `तुम्ही तुमच्या प्रोफाइलमधील हे तपशील बदलले आहेत: ${changedDetailNames('mr', values)}. प्रोफाइल मंजूर करताना यांची तपासणी झाली होती, म्हणून आमची टीम ते पुन्हा तपासेल.`,
        'प्रोफाइल पुन्हा मंजूर होईपर्यंत इतर सदस्यांना ती दिसणार नाही आणि तुम्हाला प्रोफाइल पाहता येणार नाहीत.',
        'मंजूर होताच आम्ही तुम्हाला कळवू.',
        '',
        signature.mr,
      ],
    },
  },
  PROFILE_SUSPENDED: {
    en: {
      subject: 'Your Mali Vivah profile is suspended',
      body: (values) => [
        'Hello,',
        '',
        'After a review, your profile has been suspended. Other members cannot see it, and you cannot browse profiles while it is suspended.',
        '',
        `Reason: ${suspensionText('en', values)}`,
        '',
        ...noteLines('en', values),
        'If you think this is a mistake, please write to us from the Contact page.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी माली विवाह प्रोफ़ाइल निलंबित कर दी गई है',
      body: (values) => [
        'नमस्ते,',
        '',
        'जाँच के बाद आपकी प्रोफ़ाइल निलंबित कर दी गई है। दूसरे सदस्य उसे नहीं देख सकते, और निलंबन के दौरान आप प्रोफ़ाइल नहीं देख सकते।',
        '',
        `कारण: ${suspensionText('hi', values)}`,
        '',
        ...noteLines('hi', values),
        'अगर आपको लगता है कि यह गलती है, तो कृपया संपर्क पेज से हमें लिखें।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमची माळी विवाह प्रोफाइल निलंबित केली आहे',
      body: (values) => [
        'नमस्कार,',
        '',
        'तपासणीनंतर तुमची प्रोफाइल निलंबित केली आहे. इतर सदस्य ती पाहू शकत नाहीत आणि निलंबनाच्या काळात तुम्ही प्रोफाइल पाहू शकत नाही.',
        '',
        `कारण: ${suspensionText('mr', values)}`,
        '',
        ...noteLines('mr', values),
        'ही चूक आहे असे वाटत असल्यास, कृपया संपर्क पानावरून आम्हाला लिहा.',
        '',
        signature.mr,
      ],
    },
  },
  REPORT_REVIEWED: {
    en: {
      subject: 'We reviewed your report',
      body: () => [
        'Hello,',
        '',
        'Thank you for telling us about a profile. Our team has reviewed your report and done what it called for.',
        'To protect everyone involved, we do not share what was decided.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'हमने आपकी शिकायत की जाँच कर ली है',
      body: () => [
        'नमस्ते,',
        '',
        'एक प्रोफ़ाइल के बारे में बताने के लिए धन्यवाद। हमारी टीम ने आपकी शिकायत की जाँच की है और ज़रूरी कदम उठाए हैं।',
        'सभी की सुरक्षा के लिए हम यह नहीं बताते कि क्या निर्णय लिया गया।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'आम्ही तुमच्या तक्रारीची तपासणी केली आहे',
      body: () => [
        'नमस्कार,',
        '',
        'एका प्रोफाइलबद्दल कळवल्याबद्दल धन्यवाद. आमच्या टीमने तुमच्या तक्रारीची तपासणी केली आहे आणि आवश्यक ती कार्यवाही केली आहे.',
        'सर्वांच्या सुरक्षिततेसाठी काय निर्णय घेतला ते आम्ही सांगत नाही.',
        '',
        signature.mr,
      ],
    },
  },
  PHOTO_APPROVED: {
    en: {
      subject: 'Your new photo is approved',
      body: () => [
        'Hello,',
        '',
        'Your new profile photo has been reviewed and approved. Members now see it on your profile.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी नई फ़ोटो स्वीकृत हो गई है',
      body: () => [
        'नमस्ते,',
        '',
        'आपकी नई प्रोफ़ाइल फ़ोटो की जाँच हो गई है और वह स्वीकृत है। अब सदस्य आपकी प्रोफ़ाइल पर यही फ़ोटो देखते हैं।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमचा नवीन फोटो मंजूर झाला आहे',
      body: () => [
        'नमस्कार,',
        '',
        'तुमच्या नवीन प्रोफाइल फोटोची तपासणी होऊन तो मंजूर झाला आहे. आता सदस्यांना तुमच्या प्रोफाइलवर हाच फोटो दिसतो.',
        '',
        signature.mr,
      ],
    },
  },
  PHOTO_REJECTED: {
    en: {
      subject: 'Your new photo was not approved',
      body: (values) => [
        'Hello,',
        '',
        'Your new profile photo has been reviewed and could not be approved. Members still see your earlier photo.',
        '',
        `Reason: ${rejectionText('en', values)}`,
        '',
        ...noteLines('en', values),
        'You can upload another photo at any time.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी नई फ़ोटो स्वीकृत नहीं हुई',
      body: (values) => [
        'नमस्ते,',
        '',
        'आपकी नई प्रोफ़ाइल फ़ोटो की जाँच हुई, पर उसे स्वीकृत नहीं किया जा सका। सदस्यों को अभी आपकी पुरानी फ़ोटो ही दिखती है।',
        '',
        `कारण: ${rejectionText('hi', values)}`,
        '',
        ...noteLines('hi', values),
        'आप कभी भी दूसरी फ़ोटो अपलोड कर सकते हैं।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमचा नवीन फोटो मंजूर झाला नाही',
      body: (values) => [
        'नमस्कार,',
        '',
        'तुमच्या नवीन प्रोफाइल फोटोची तपासणी झाली, पण तो मंजूर करता आला नाही. सदस्यांना अजूनही तुमचा आधीचा फोटोच दिसतो.',
        '',
        `कारण: ${rejectionText('mr', values)}`,
        '',
        ...noteLines('mr', values),
        'तुम्ही कधीही दुसरा फोटो अपलोड करू शकता.',
        '',
        signature.mr,
      ],
    },
  },
  IDENTITY_VERIFIED: {
    en: {
      subject: 'Your identity is verified',
      body: () => [
        'Hello,',
        '',
        'An administrator has checked your identity document against your profile. Your profile now carries the verified badge.',
        'The document file itself is deleted from our servers, as our privacy policy says; we keep only its type and this decision.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी पहचान सत्यापित हो गई है',
      body: () => [
        'नमस्ते,',
        '',
        'एक प्रशासक ने आपके पहचान दस्तावेज़ को आपकी प्रोफ़ाइल से मिलाकर जाँच लिया है। अब आपकी प्रोफ़ाइल पर सत्यापित का चिह्न है।',
        'हमारी गोपनीयता नीति के अनुसार दस्तावेज़ की फ़ाइल हमारे सर्वर से हटा दी जाती है; हम केवल उसका प्रकार और यह निर्णय रखते हैं।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमची ओळख पडताळली गेली आहे',
      body: () => [
        'नमस्कार,',
        '',
        'एका प्रशासकाने तुमचे ओळखपत्र तुमच्या प्रोफाइलशी जुळवून तपासले आहे. आता तुमच्या प्रोफाइलवर पडताळणीचे चिन्ह आहे.',
        'आमच्या गोपनीयता धोरणानुसार ओळखपत्राची फाइल आमच्या सर्व्हरवरून काढून टाकली जाते; आम्ही फक्त त्याचा प्रकार आणि हा निर्णय ठेवतो.',
        '',
        signature.mr,
      ],
    },
  },
  INTEREST_RECEIVED: {
    en: {
      subject: 'You have received an interest on Mali Vivah',
      body: (values) => [
        'Hello,',
        '',
        `${text(values.name) || 'A member'} has sent you an interest.`,
        'Open your interests to see the profile, and accept or decline it:',
        `${site(values)}/interests`,
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'माली विवाह पर आपको एक रुचि मिली है',
      body: (values) => [
        'नमस्ते,',
        '',
        `${text(values.name) || 'एक सदस्य'} ने आपको रुचि भेजी है।`,
        'प्रोफ़ाइल देखने और रुचि स्वीकार या अस्वीकार करने के लिए अपनी रुचियाँ खोलें:',
        `${site(values)}/interests`,
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'माळी विवाहवर तुम्हाला एक स्वारस्य आले आहे',
      body: (values) => [
        'नमस्कार,',
        '',
        text(values.name) ? `${text(values.name)} यांनी तुम्हाला स्वारस्य पाठवले आहे.` : 'एका सदस्याने तुम्हाला स्वारस्य पाठवले आहे.',
        'प्रोफाइल पाहण्यासाठी आणि स्वारस्य स्वीकारण्यासाठी किंवा नाकारण्यासाठी तुमची स्वारस्ये उघडा:',
        `${site(values)}/interests`,
        '',
        signature.mr,
      ],
    },
  },
  INTEREST_ACCEPTED: {
    en: {
      subject: 'Your interest was accepted on Mali Vivah',
      body: (values) => [
        'Hello,',
        '',
        `${text(values.name) || 'A member'} has accepted your interest.`,
        'Open your accepted interests to see their profile and the contact details they share:',
        `${site(values)}/interests?tab=accepted`,
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'माली विवाह पर आपकी रुचि स्वीकार कर ली गई है',
      body: (values) => [
        'नमस्ते,',
        '',
        `${text(values.name) || 'एक सदस्य'} ने आपकी रुचि स्वीकार कर ली है।`,
        'उनकी प्रोफ़ाइल और वे संपर्क विवरण देखने के लिए, जो वे साझा करते हैं, अपनी स्वीकृत रुचियाँ खोलें:',
        `${site(values)}/interests?tab=accepted`,
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'माळी विवाहवर तुमचे स्वारस्य स्वीकारले गेले',
      body: (values) => [
        'नमस्कार,',
        '',
        text(values.name) ? `${text(values.name)} यांनी तुमचे स्वारस्य स्वीकारले आहे.` : 'एका सदस्याने तुमचे स्वारस्य स्वीकारले आहे.',
        'त्यांची प्रोफाइल आणि ते शेअर करत असलेले संपर्क तपशील पाहण्यासाठी तुमची स्वीकारलेली स्वारस्ये उघडा:',
        `${site(values)}/interests?tab=accepted`,
        '',
        signature.mr,
      ],
    },
  },
  SAVED_SEARCH_ALERT: {
    en: {
      subject: 'New profiles for your saved search on Mali Vivah',
      body: (v) => [
        'Hello,',
        '',
        `New profiles match your saved search "${text(v.search)}":`,
        '',
        ...alertLines(v, (age) => `${age} years`),
        ...(v.more === true ? ['More new profiles match it than this mail lists.', ''] : []),
        `See every profile of this search: ${text(v.listingUrl)}`,
        `Change how often this mail comes, or stop it, in your saved searches: ${site(v)}/saved-searches`,
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'माली विवाह पर आपकी सहेजी गई खोज के लिए नई प्रोफ़ाइल',
      body: (v) => [
        'नमस्ते,',
        '',
        `आपकी सहेजी गई खोज "${text(v.search)}" से ये नई प्रोफ़ाइल मेल खाती हैं:`,
        '',
        ...alertLines(v, (age) => `${age} वर्ष`),
        ...(v.more === true ? ['इस खोज से मेल खाती और भी नई प्रोफ़ाइल हैं, जो इस ईमेल में नहीं हैं।', ''] : []),
        `इस खोज की सभी प्रोफ़ाइल देखें: ${text(v.listingUrl)}`,
        `यह ईमेल कितनी बार आए, यह बदलें या इसे बंद करें, अपनी सहेजी गई खोजों में: ${site(v)}/saved-searches`,
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'माळी विवाहवर तुमच्या जतन केलेल्या शोधासाठी नवीन प्रोफाइल',
      body: (v) => [
        'नमस्कार,',
        '',
        `"${text(v.search)}" या तुमच्या जतन केलेल्या शोधाशी जुळणाऱ्या नवीन प्रोफाइल:`,
        '',
        ...alertLines(v, (age) => `${age} वर्षे`),
        ...(v.more === true ? ['या शोधाशी जुळणाऱ्या आणखी नवीन प्रोफाइल आहेत, ज्या या ईमेलमध्ये नाहीत.', ''] : []),
        `या शोधातील सर्व प्रोफाइल पाहा: ${text(v.listingUrl)}`,
        `हा ईमेल किती वेळा यावा ते बदला किंवा तो बंद करा, तुमच्या जतन केलेल्या शोधांमध्ये: ${site(v)}/saved-searches`,
        '',
        signature.mr,
      ],
    },
  },
};

/** Each kind's name, as the settings page and the mails' footers call it. */
const MAIL_KIND_NAMES: Record<Language, Record<NotificationKind, string>> = {
  en: {
    INTEREST_RECEIVED: 'Interests received',
    INTEREST_ACCEPTED: 'Interests accepted',
    PROFILE_APPROVED: 'Profile approved',
    PROFILE_REJECTED: 'Profile needs changes',
    PROFILE_IN_REVIEW: 'Profile back in review',
    PROFILE_SUSPENDED: 'Profile suspended',
    REPORT_REVIEWED: 'Reports reviewed',
    PHOTO_APPROVED: 'Photo approved',
    PHOTO_REJECTED: 'Photo not approved',
    IDENTITY_VERIFIED: 'Identity verified',
    PAYMENT_RECEIVED: 'Payments received',
    RENEWAL_DUE: 'Renewal reminders',
    SAVED_SEARCH_ALERT: 'Saved search alerts',
    SCAM_WARNING: 'Money-scam warnings',
  },
  hi: {
    INTEREST_RECEIVED: 'प्राप्त रुचियाँ',
    INTEREST_ACCEPTED: 'स्वीकृत रुचियाँ',
    PROFILE_APPROVED: 'प्रोफ़ाइल स्वीकृत',
    PROFILE_REJECTED: 'प्रोफ़ाइल में बदलाव ज़रूरी',
    PROFILE_IN_REVIEW: 'प्रोफ़ाइल की दोबारा जाँच',
    PROFILE_SUSPENDED: 'प्रोफ़ाइल निलंबित',
    REPORT_REVIEWED: 'शिकायत की समीक्षा',
    PHOTO_APPROVED: 'फ़ोटो स्वीकृत',
    PHOTO_REJECTED: 'फ़ोटो अस्वीकृत',
    IDENTITY_VERIFIED: 'पहचान सत्यापित',
    PAYMENT_RECEIVED: 'प्राप्त भुगतान',
    RENEWAL_DUE: 'नवीनीकरण अनुस्मारक',
    SAVED_SEARCH_ALERT: 'सहेजी गई खोजों की सूचनाएँ',
    SCAM_WARNING: 'पैसे माँगने की धोखाधड़ी की चेतावनी',
  },
  mr: {
    INTEREST_RECEIVED: 'आलेली स्वारस्ये',
    INTEREST_ACCEPTED: 'स्वीकारलेली स्वारस्ये',
    PROFILE_APPROVED: 'प्रोफाइल मंजूर',
    PROFILE_REJECTED: 'प्रोफाइलमध्ये बदल आवश्यक',
    PROFILE_IN_REVIEW: 'प्रोफाइलची पुन्हा तपासणी',
    PROFILE_SUSPENDED: 'प्रोफाइल निलंबित',
    REPORT_REVIEWED: 'तक्रारीचे पुनरावलोकन',
    PHOTO_APPROVED: 'फोटो मंजूर',
    PHOTO_REJECTED: 'फोटो नामंजूर',
    IDENTITY_VERIFIED: 'ओळख पडताळली',
    PAYMENT_RECEIVED: 'मिळालेली देयके',
    RENEWAL_DUE: 'नूतनीकरण स्मरणपत्रे',
    SAVED_SEARCH_ALERT: 'जतन केलेल्या शोधांच्या सूचना',
    SCAM_WARNING: 'पैसे मागण्याच्या फसवणुकीचा इशारा',
  },
};

interface FooterValues {
  kind: NotificationKind;
  /** The one-click page that stops this kind (or, for mails that always go, every other kind). */
  unsubscribeUrl: string;
  siteUrl: string;
}

/**
 * The lines every notification mail ends with: why it came and how to stop it in one click.
 * A mail that always goes (about the account or money) offers to stop every other mail instead.
 */
export const MAIL_FOOTERS: Record<Language, { switchable: (v: FooterValues) => string[]; required: (v: FooterValues) => string[] }> = {
  en: {
    switchable: (v) => [
      '',
      '--',
      `You get this mail because mails about "${MAIL_KIND_NAMES.en[v.kind]}" are on.`,
      `Stop them with one click: ${v.unsubscribeUrl}`,
      `Choose which mails you get in your settings: ${v.siteUrl}/settings`,
    ],
    required: (v) => [
      '',
      '--',
      `Mails about "${MAIL_KIND_NAMES.en[v.kind]}" are always sent.`,
      `Stop every other mail from Mali Vivah with one click: ${v.unsubscribeUrl}`,
    ],
  },
  hi: {
    switchable: (v) => [
      '',
      '--',
      `आपको यह ईमेल इसलिए मिला है क्योंकि "${MAIL_KIND_NAMES.hi[v.kind]}" विषय के ईमेल चालू हैं।`,
      `एक क्लिक में इन्हें बंद करें: ${v.unsubscribeUrl}`,
      `सेटिंग में चुनें कि आपको कौन-से ईमेल मिलें: ${v.siteUrl}/settings`,
    ],
    required: (v) => [
      '',
      '--',
      `"${MAIL_KIND_NAMES.hi[v.kind]}" विषय के ईमेल हमेशा भेजे जाते हैं।`,
      `माली विवाह के बाकी सभी ईमेल एक क्लिक में बंद करें: ${v.unsubscribeUrl}`,
    ],
  },
  mr: {
    switchable: (v) => [
      '',
      '--',
      `"${MAIL_KIND_NAMES.mr[v.kind]}" या विषयावरील ईमेल चालू असल्यामुळे तुम्हाला हा ईमेल आला आहे.`,
      `एका क्लिकवर ते बंद करा: ${v.unsubscribeUrl}`,
      `सेटिंग्जमध्ये कोणते ईमेल हवेत ते निवडा: ${v.siteUrl}/settings`,
    ],
    required: (v) => [
      '',
      '--',
      `"${MAIL_KIND_NAMES.mr[v.kind]}" या विषयावरील ईमेल नेहमी पाठवले जातात.`,
      `माळी विवाहचे इतर सर्व ईमेल एका क्लिकवर बंद करा: ${v.unsubscribeUrl}`,
    ],
  },
};
