import { TIME_ZONE } from '../../contract/dates.js';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { formatPaise } from '../../contract/money.js';
import { REJECTION_REASONS, REPORT_REASONS, type RejectionReason, type ReportReason } from '../../contract/moderation.js';
import type { NotificationKind } from '../../contract/notifications.js';
import type { MailTexts } from '../mail/mailer.js';
import { REJECTION_TEXTS, SUSPENSION_TEXTS } from './reason-texts.js';

/** The values every notification mail may use; each kind reads what it needs from `data`. */
export type NotificationMailValues = Record<string, unknown>;

const signature = { en: 'Mali Vivah', hi: 'माली विवाह', mr: 'माळी विवाह' } as const;

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

function suspensionText(language: Language, values: NotificationMailValues): string {
  const reason = REPORT_REASONS.includes(values.reason as ReportReason) ? (values.reason as ReportReason) : 'OTHER';
  return SUSPENSION_TEXTS[language][reason];
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
};
