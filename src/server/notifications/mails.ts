import type { Language } from '../../contract/limits.js';
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

/**
 * Each kind's mail in every language. A kind without an entry is shown in the app only. Texts
 * name nobody but the member, and the other member of an interest by name only: never a number,
 * an address or a reporter.
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
