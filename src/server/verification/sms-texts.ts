import type { Language } from '../../contract/limits.js';

const TEXTS: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Mali Vivah: ${code} is your code to verify this mobile number. It expires in ${minutes} minutes. Never share it.`,
  hi: (code, minutes) => `माली विवाह: यह मोबाइल नंबर सत्यापित करने का आपका कोड ${code} है। यह ${minutes} मिनट में समाप्त होगा। इसे किसी को न बताएं।`,
  mr: (code, minutes) =>
    `माळी विवाह: हा मोबाइल नंबर पडताळण्याचा तुमचा कोड ${code} आहे. तो ${minutes} मिनिटांत कालबाह्य होईल. तो कोणालाही सांगू नका.`,
};

/** The SMS with a mobile verification code, in the member's language. */
export function mobileCodeText(language: Language, code: string, minutes: number): string {
  return TEXTS[language](code, minutes);
}
