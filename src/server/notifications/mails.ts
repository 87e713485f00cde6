import { TIME_ZONE } from '../../contract/dates.js';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { formatPaise } from '../../contract/money.js';
import type { NotificationKind } from '../../contract/notifications.js';
import type { MailTexts } from '../mail/mailer.js';

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
};
