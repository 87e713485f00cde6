import type { Language } from '../../contract/limits.js';
import { localizedMessage, type MailTexts, type Message } from '../mail/mailer.js';

export interface EmailCodeValues {
  code: string;
  link: string;
  hours: number;
  /** Days an unverified registration is kept; none for an account that is not removed for it. */
  removalDays: number | null;
}

const TEXTS: MailTexts<EmailCodeValues> = {
  en: {
    subject: 'Verify your email address for Mali Vivah',
    body: ({ code, link, hours, removalDays }) => [
      'Hello,',
      '',
      `Your code to verify this email address on Mali Vivah is ${code}.`,
      '',
      'Or verify with one click:',
      link,
      '',
      `The code and the link work once, for ${hours} hours.`,
      'Until your email address is verified, your profile cannot be approved.',
      ...(removalDays ? [`A registration that is not verified within ${removalDays} days is removed.`] : []),
      '',
      'If you did not register on Mali Vivah, ignore this email: someone typed your address by mistake.',
      'Never share this code with anyone, not even someone who says they are from Mali Vivah.',
      '',
      'Mali Vivah',
    ],
  },
  hi: {
    subject: 'माली विवाह के लिए अपना ईमेल पता सत्यापित करें',
    body: ({ code, link, hours, removalDays }) => [
      'नमस्ते,',
      '',
      `माली विवाह पर यह ईमेल पता सत्यापित करने का आपका कोड ${code} है।`,
      '',
      'या एक क्लिक में सत्यापित करें:',
      link,
      '',
      `कोड और लिंक ${hours} घंटे तक, एक बार काम करते हैं।`,
      'जब तक आपका ईमेल पता सत्यापित नहीं होता, आपकी प्रोफ़ाइल स्वीकृत नहीं हो सकती।',
      ...(removalDays ? [`जो पंजीकरण ${removalDays} दिनों में सत्यापित नहीं होता, वह हटा दिया जाता है।`] : []),
      '',
      'यदि आपने माली विवाह पर पंजीकरण नहीं किया है, तो इस ईमेल को अनदेखा करें: किसी ने गलती से आपका पता लिख दिया है।',
      'यह कोड किसी को न बताएं, उसे भी नहीं जो खुद को माली विवाह से बताए।',
      '',
      'माली विवाह',
    ],
  },
  mr: {
    subject: 'माळी विवाहसाठी तुमचा ईमेल पत्ता पडताळा',
    body: ({ code, link, hours, removalDays }) => [
      'नमस्कार,',
      '',
      `माळी विवाहवर हा ईमेल पत्ता पडताळण्याचा तुमचा कोड ${code} आहे.`,
      '',
      'किंवा एका क्लिकने पडताळा:',
      link,
      '',
      `कोड आणि लिंक ${hours} तास, एकदाच चालतात.`,
      'तुमचा ईमेल पत्ता पडताळला जाईपर्यंत तुमची प्रोफाइल मंजूर होऊ शकत नाही.',
      ...(removalDays ? [`${removalDays} दिवसांत न पडताळलेली नोंदणी काढून टाकली जाते.`] : []),
      '',
      'तुम्ही माळी विवाहवर नोंदणी केली नसल्यास हा ईमेल दुर्लक्षित करा: कोणीतरी चुकून तुमचा पत्ता लिहिला आहे.',
      'हा कोड कोणालाही सांगू नका, स्वतःला माळी विवाहचे म्हणवणाऱ्यालाही नाही.',
      '',
      'माळी विवाह',
    ],
  },
};

/** The code and the one-click link that prove the member reads this address, in their language. */
export function emailCodeMessage(to: string, language: Language, values: EmailCodeValues): Message {
  return localizedMessage(TEXTS, to, language, values);
}

const CHANGED: MailTexts<{ newEmail: string }> = {
  en: {
    subject: 'The email address of your Mali Vivah account was changed',
    body: ({ newEmail }) => [
      'Hello,',
      '',
      `The email address of your Mali Vivah account was changed to ${newEmail}. Mail about your account now goes there.`,
      '',
      'If you did not do this, change your password at once and write to us.',
      '',
      'Mali Vivah',
    ],
  },
  hi: {
    subject: 'आपके माली विवाह खाते का ईमेल पता बदला गया',
    body: ({ newEmail }) => [
      'नमस्ते,',
      '',
      `आपके माली विवाह खाते का ईमेल पता ${newEmail} में बदल दिया गया है। आपके खाते के ईमेल अब वहीं जाएंगे।`,
      '',
      'यदि यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें और हमें लिखें।',
      '',
      'माली विवाह',
    ],
  },
  mr: {
    subject: 'तुमच्या माळी विवाह खात्याचा ईमेल पत्ता बदलला',
    body: ({ newEmail }) => [
      'नमस्कार,',
      '',
      `तुमच्या माळी विवाह खात्याचा ईमेल पत्ता ${newEmail} असा बदलला आहे. तुमच्या खात्याचे ईमेल आता तिथे जातील.`,
      '',
      'हे तुम्ही केले नसल्यास लगेच तुमचा पासवर्ड बदला आणि आम्हाला लिहा.',
      '',
      'माळी विवाह',
    ],
  },
};

/** Tells the old address that the account's email changed: a taken-over account is noticed. */
export function emailChangedMessage(to: string, language: Language, newEmail: string): Message {
  return localizedMessage(CHANGED, to, language, { newEmail });
}
