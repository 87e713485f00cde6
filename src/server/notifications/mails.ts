import { TIME_ZONE } from '../../contract/dates.js';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { formatPaise } from '../../contract/money.js';
import type { NotificationKind } from '../../contract/notifications.js';
import type { MailTexts } from '../mail/mailer.js';

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
  // The reason comes with the moderation work; until then the mail says what to do next.
  PROFILE_REJECTED: {
    en: {
      subject: 'Your Mali Vivah profile needs a change',
      body: () => [
        'Hello,',
        '',
        'Your profile has been reviewed and could not be approved yet.',
        '',
        'Please sign in, look over your details and photo, and make the needed changes. If anything is unclear, the office will help.',
        '',
        signature.en,
      ],
    },
    hi: {
      subject: 'आपकी माली विवाह प्रोफ़ाइल में बदलाव चाहिए',
      body: () => [
        'नमस्ते,',
        '',
        'आपकी प्रोफ़ाइल की जाँच हुई, पर अभी उसे स्वीकृत नहीं किया जा सका।',
        '',
        'कृपया साइन इन करें, अपना विवरण और फ़ोटो देखें, और ज़रूरी बदलाव करें। कुछ स्पष्ट न हो तो कार्यालय आपकी मदद करेगा।',
        '',
        signature.hi,
      ],
    },
    mr: {
      subject: 'तुमच्या माळी विवाह प्रोफाइलमध्ये बदल हवा आहे',
      body: () => [
        'नमस्कार,',
        '',
        'तुमच्या प्रोफाइलची तपासणी झाली, पण ती अजून मंजूर करता आली नाही.',
        '',
        'कृपया साइन इन करा, तुमची माहिती आणि फोटो पाहा आणि आवश्यक बदल करा. काही स्पष्ट नसल्यास कार्यालय तुमची मदत करेल.',
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
};

/** Each kind's name, as the settings page and the mails' footers call it. */
const MAIL_KIND_NAMES: Record<Language, Record<NotificationKind, string>> = {
  en: {
    INTEREST_RECEIVED: 'Interests received',
    INTEREST_ACCEPTED: 'Interests accepted',
    PROFILE_APPROVED: 'Profile approved',
    PROFILE_REJECTED: 'Profile needs changes',
    PROFILE_SUSPENDED: 'Profile suspended',
    REPORT_REVIEWED: 'Reports reviewed',
    PHOTO_APPROVED: 'Photo approved',
    PHOTO_REJECTED: 'Photo not approved',
    IDENTITY_VERIFIED: 'Identity verified',
    PAYMENT_RECEIVED: 'Payments received',
    RENEWAL_DUE: 'Renewal reminders',
  },
  hi: {
    INTEREST_RECEIVED: 'प्राप्त रुचियाँ',
    INTEREST_ACCEPTED: 'स्वीकृत रुचियाँ',
    PROFILE_APPROVED: 'प्रोफ़ाइल स्वीकृत',
    PROFILE_REJECTED: 'प्रोफ़ाइल में बदलाव ज़रूरी',
    PROFILE_SUSPENDED: 'प्रोफ़ाइल निलंबित',
    REPORT_REVIEWED: 'शिकायत की समीक्षा',
    PHOTO_APPROVED: 'फ़ोटो स्वीकृत',
    PHOTO_REJECTED: 'फ़ोटो अस्वीकृत',
    IDENTITY_VERIFIED: 'पहचान सत्यापित',
    PAYMENT_RECEIVED: 'प्राप्त भुगतान',
    RENEWAL_DUE: 'नवीनीकरण अनुस्मारक',
  },
  mr: {
    INTEREST_RECEIVED: 'आलेली स्वारस्ये',
    INTEREST_ACCEPTED: 'स्वीकारलेली स्वारस्ये',
    PROFILE_APPROVED: 'प्रोफाइल मंजूर',
    PROFILE_REJECTED: 'प्रोफाइलमध्ये बदल आवश्यक',
    PROFILE_SUSPENDED: 'प्रोफाइल निलंबित',
    REPORT_REVIEWED: 'तक्रारीचे पुनरावलोकन',
    PHOTO_APPROVED: 'फोटो मंजूर',
    PHOTO_REJECTED: 'फोटो नामंजूर',
    IDENTITY_VERIFIED: 'ओळख पडताळली',
    PAYMENT_RECEIVED: 'मिळालेली देयके',
    RENEWAL_DUE: 'नूतनीकरण स्मरणपत्रे',
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
