import { OTP_TTL_MINUTES, type Language } from '../../contract/limits.js';
import { localizedMessage, type MailTexts, type Message } from '../mail/mailer.js';

const TEXTS: MailTexts<string> = {
  en: {
    subject: 'Your Mali Vivah password reset code',
    body: (otp) => [
      'Hello,',
      '',
      `Your code to reset your Mali Vivah password is ${otp}.`,
      `It expires in ${OTP_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask to reset your password, please ignore this email: your password stays unchanged.',
      'Never share this code with anyone, not even someone who says they are from Mali Vivah.',
      '',
      'Mali Vivah',
    ],
  },
  hi: {
    subject: 'आपका माली विवाह पासवर्ड रीसेट कोड',
    body: (otp) => [
      'नमस्ते,',
      '',
      `आपका माली विवाह पासवर्ड रीसेट करने का कोड ${otp} है।`,
      `यह ${OTP_TTL_MINUTES} मिनट में समाप्त हो जाएगा।`,
      '',
      'यदि आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
      'यह कोड किसी को न बताएं, उसे भी नहीं जो खुद को माली विवाह से बताए।',
      '',
      'माली विवाह',
    ],
  },
  mr: {
    subject: 'तुमचा माळी विवाह पासवर्ड रीसेट कोड',
    body: (otp) => [
      'नमस्कार,',
      '',
      `तुमचा माळी विवाह पासवर्ड रीसेट करण्याचा कोड ${otp} आहे.`,
      `तो ${OTP_TTL_MINUTES} मिनिटांत कालबाह्य होईल.`,
      '',
      'तुम्ही पासवर्ड रीसेट करायला सांगितले नसल्यास हा ईमेल दुर्लक्षित करा: तुमचा पासवर्ड बदलणार नाही.',
      'हा कोड कोणालाही सांगू नका, स्वतःला माळी विवाहचे म्हणवणाऱ्यालाही नाही.',
      '',
      'माळी विवाह',
    ],
  },
};

/** The reset code, in the member's language. */
export function otpMessage(to: string, language: Language, otp: string): Message {
  return localizedMessage(TEXTS, to, language, otp);
}
