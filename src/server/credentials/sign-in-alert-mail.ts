import type { Language } from '../../contract/limits.js';
import { localizedMessage, type MailTexts, type Message } from '../mail/mailer.js';

/** `null`: many wrong passwords today, each address paused after a few; minutes: paused everywhere. */
type Pause = number | null;

const TEXTS: MailTexts<Pause> = {
  en: {
    subject: 'Failed sign-in attempts on your Mali Vivah account',
    body: (minutes) => [
      'Hello,',
      '',
      'Someone tried several times today to sign in to your Mali Vivah account with a wrong password.',
      minutes === null
        ? 'To protect you, sign-in is paused for a while wherever the wrong passwords come from; you can still sign in from your own phone.'
        : `To protect you, sign-in to your account is paused for ${minutes} minutes, from everywhere.`,
      '',
      'If this was you, wait and try again. If it was not, reset your password with "Forget Password" on the sign-in page.',
      'Never share your password or a code we send you with anyone, not even someone who says they are from Mali Vivah.',
      '',
      'Mali Vivah',
    ],
  },
  hi: {
    subject: 'आपके माली विवाह खाते में साइन-इन के असफल प्रयास',
    body: (minutes) => [
      'नमस्ते,',
      '',
      'आज किसी ने गलत पासवर्ड से आपके माली विवाह खाते में कई बार साइन-इन करने का प्रयास किया।',
      minutes === null
        ? 'आपकी सुरक्षा के लिए, जहाँ से गलत पासवर्ड आ रहे हैं वहाँ से साइन-इन कुछ समय के लिए रोका गया है; आप अपने फ़ोन से साइन-इन कर सकते हैं।'
        : `आपकी सुरक्षा के लिए आपके खाते में साइन-इन हर जगह से ${minutes} मिनट के लिए रोका गया है।`,
      '',
      'यदि यह आप थे, तो प्रतीक्षा करें और फिर से प्रयास करें। यदि नहीं, तो साइन-इन पेज पर "पासवर्ड भूल गए" से अपना पासवर्ड बदलें।',
      'अपना पासवर्ड या हमारा भेजा कोड किसी को न बताएं, उसे भी नहीं जो खुद को माली विवाह से बताए।',
      '',
      'माली विवाह',
    ],
  },
  mr: {
    subject: 'तुमच्या माळी विवाह खात्यात साइन-इनचे अयशस्वी प्रयत्न',
    body: (minutes) => [
      'नमस्कार,',
      '',
      'आज कोणीतरी चुकीच्या पासवर्डने तुमच्या माळी विवाह खात्यात अनेक वेळा साइन-इन करण्याचा प्रयत्न केला.',
      minutes === null
        ? 'तुमच्या सुरक्षिततेसाठी, जिथून चुकीचे पासवर्ड येत आहेत तिथून साइन-इन काही काळासाठी थांबवले आहे; तुम्ही तुमच्या फोनवरून साइन-इन करू शकता.'
        : `तुमच्या सुरक्षिततेसाठी तुमच्या खात्यातील साइन-इन सर्व ठिकाणांहून ${minutes} मिनिटांसाठी थांबवले आहे.`,
      '',
      'हे तुम्ही असाल तर थांबा आणि पुन्हा प्रयत्न करा. नसल्यास साइन-इन पानावरील "पासवर्ड विसरलात" वापरून पासवर्ड बदला.',
      'तुमचा पासवर्ड किंवा आम्ही पाठवलेला कोड कोणालाही सांगू नका, स्वतःला माळी विवाहचे म्हणवणाऱ्यालाही नाही.',
      '',
      'माळी विवाह',
    ],
  },
};

/**
 * Tells an account's owner of repeated wrong passwords: `pausedMinutes` null when the addresses
 * they came from are paused, or the minutes sign-in is paused from everywhere.
 */
export function signInAlertMessage(to: string, language: Language, pausedMinutes: Pause): Message {
  return localizedMessage(TEXTS, to, language, pausedMinutes);
}
