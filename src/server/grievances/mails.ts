import type { GrievanceCategory } from '../../contract/grievances.js';
import { TIME_ZONE } from '../../contract/dates.js';
import type { Language } from '../../contract/limits.js';
import type { MailTexts } from '../mail/mailer.js';

const signature = { en: 'Mali Vivah', hi: 'माली विवाह', mr: 'माळी विवाह' } as const;

const CATEGORY: Record<Language, Record<GrievanceCategory, string>> = {
  en: {
    IMPERSONATION: 'Impersonation or fake profile',
    INTIMATE_IMAGE: 'Morphed or intimate image',
    HARASSMENT: 'Harassment',
    FRAUD: 'Fraud or request for money',
    DATA_PROTECTION: 'Data protection request',
    OTHER: 'Other',
  },
  hi: {
    IMPERSONATION: 'किसी और के नाम से या नकली प्रोफ़ाइल',
    INTIMATE_IMAGE: 'छेड़छाड़ की गई (मॉर्फ़्ड) या निजी तस्वीर',
    HARASSMENT: 'उत्पीड़न',
    FRAUD: 'धोखाधड़ी या पैसे की माँग',
    DATA_PROTECTION: 'डेटा संरक्षण अनुरोध',
    OTHER: 'अन्य',
  },
  mr: {
    IMPERSONATION: 'तोतयागिरी किंवा बनावट प्रोफाइल',
    INTIMATE_IMAGE: 'फेरफार केलेले (मॉर्फ्ड) किंवा खाजगी छायाचित्र',
    HARASSMENT: 'छळ',
    FRAUD: 'फसवणूक किंवा पैशांची मागणी',
    DATA_PROTECTION: 'माहिती संरक्षण विनंती',
    OTHER: 'इतर',
  },
};

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** A moment as the complainant reads it: date and 24-hour time in India, in Latin digits. */
function formatMoment(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${LOCALE[language]}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(at);
}

export interface AcknowledgementValues {
  ticket: string;
  category: GrievanceCategory;
  due: Date;
  /** The officer as configured: "name, email, phone", or nothing. */
  officer: string | null;
}

const withOfficer = (line: string, officer: string | null) => (officer ? ['', `${line} ${officer}`] : []);

/** Sent the moment a complaint is filed (IT Rules 2021: acknowledged within 24 hours). */
export const ACKNOWLEDGEMENT: MailTexts<AcknowledgementValues> = {
  en: {
    subject: 'Your complaint to Mali Vivah is received',
    body: ({ ticket, category, due, officer }) => [
      'Hello,',
      '',
      `We have received your complaint. Your ticket number is ${ticket}.`,
      `Category: ${CATEGORY.en[category]}`,
      `Our Grievance Officer will act on it by ${formatMoment(due, 'en')} (India time).`,
      'Please quote the ticket number whenever you write to us about this complaint.',
      ...withOfficer('Grievance Officer:', officer),
      '',
      signature.en,
    ],
  },
  hi: {
    subject: 'माली विवाह को आपकी शिकायत मिल गई है',
    body: ({ ticket, category, due, officer }) => [
      'नमस्ते,',
      '',
      `हमें आपकी शिकायत मिल गई है। आपका टिकट नंबर ${ticket} है।`,
      `श्रेणी: ${CATEGORY.hi[category]}`,
      `हमारे शिकायत अधिकारी ${formatMoment(due, 'hi')} (भारतीय समय) तक इस पर कार्रवाई करेंगे।`,
      'इस शिकायत के बारे में लिखते समय कृपया टिकट नंबर अवश्य बताएँ।',
      ...withOfficer('शिकायत अधिकारी:', officer),
      '',
      signature.hi,
    ],
  },
  mr: {
    subject: 'माळी विवाहला तुमची तक्रार मिळाली आहे',
    body: ({ ticket, category, due, officer }) => [
      'नमस्कार,',
      '',
      `आम्हाला तुमची तक्रार मिळाली आहे. तुमचा तिकीट क्रमांक ${ticket} आहे.`,
      `प्रकार: ${CATEGORY.mr[category]}`,
      `आमचे तक्रार अधिकारी ${formatMoment(due, 'mr')} (भारतीय वेळ) पर्यंत यावर कार्यवाही करतील.`,
      'या तक्रारीबद्दल लिहिताना कृपया तिकीट क्रमांक नमूद करा.',
      ...withOfficer('तक्रार अधिकारी:', officer),
      '',
      signature.mr,
    ],
  },
};

export interface DecisionValues {
  ticket: string;
  resolved: boolean;
  note: string;
}

/**
 * The decision and the officer's note. A complainant not satisfied may appeal to the Grievance
 * Appellate Committee within 30 days (IT Rules 2021, rule 3A).
 */
export const DECISION: MailTexts<DecisionValues> = {
  en: {
    subject: 'Decision on your complaint to Mali Vivah',
    body: ({ ticket, resolved, note }) => [
      'Hello,',
      '',
      `Your complaint ${ticket} has been ${resolved ? 'resolved' : 'rejected'}.`,
      '',
      'Note from our Grievance Officer:',
      note,
      '',
      'If you are not satisfied with this decision, you may appeal to the Grievance Appellate Committee (gac.gov.in) within 30 days.',
      '',
      signature.en,
    ],
  },
  hi: {
    subject: 'माली विवाह को की गई आपकी शिकायत पर निर्णय',
    body: ({ ticket, resolved, note }) => [
      'नमस्ते,',
      '',
      `आपकी शिकायत ${ticket} ${resolved ? 'का समाधान कर दिया गया है' : 'अस्वीकार कर दी गई है'}।`,
      '',
      'हमारे शिकायत अधिकारी की टिप्पणी:',
      note,
      '',
      'यदि आप इस निर्णय से संतुष्ट नहीं हैं, तो 30 दिनों के भीतर शिकायत अपीलीय समिति (gac.gov.in) में अपील कर सकते हैं।',
      '',
      signature.hi,
    ],
  },
  mr: {
    subject: 'माळी विवाहकडे केलेल्या तुमच्या तक्रारीवर निर्णय',
    body: ({ ticket, resolved, note }) => [
      'नमस्कार,',
      '',
      `तुमची तक्रार ${ticket} ${resolved ? 'सोडवण्यात आली आहे' : 'फेटाळण्यात आली आहे'}.`,
      '',
      'आमच्या तक्रार अधिकाऱ्यांची टिप्पणी:',
      note,
      '',
      'या निर्णयाने तुमचे समाधान झाले नसल्यास, 30 दिवसांच्या आत तक्रार अपील समितीकडे (gac.gov.in) अपील करू शकता.',
      '',
      signature.mr,
    ],
  },
};

/** The officer hears of each new complaint at once, in English, the office's working language. */
export function officerNotice(values: {
  ticket: string;
  category: GrievanceCategory;
  due: Date;
  description: string;
  profileRef: string | null;
  email: string;
}) {
  return {
    subject: `New grievance ${values.ticket}: ${CATEGORY.en[values.category]}`,
    text: [
      `Ticket: ${values.ticket}`,
      `Category: ${CATEGORY.en[values.category]}`,
      `Due: ${formatMoment(values.due, 'en')} (India time)`,
      `Complainant: ${values.email}`,
      ...(values.profileRef ? [`Profile: ${values.profileRef}`] : []),
      '',
      values.description,
      '',
      'Handle it in the back-office under Grievances.',
    ].join('\n'),
  };
}
