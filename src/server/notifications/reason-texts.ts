import type { Language } from '../../contract/limits.js';
import type { RejectionReason, ReportReason } from '../../contract/moderation.js';

/** What a rejection asks the member to fix, in their language (the member app has the same texts). */
export const REJECTION_TEXTS: Record<Language, Record<RejectionReason, string>> = {
  en: {
    PHOTO_UNCLEAR: 'Your photo is not clear. Please upload a clear, recent photo of your face.',
    PHOTO_NOT_MEMBER: 'The photo does not show you. Please upload a photo of yourself.',
    DOCUMENT_UNREADABLE: 'Your identity document cannot be read. Please upload a clear copy.',
    DOCUMENT_MISMATCH:
      'Your identity document does not match the name or date of birth in your profile. Please correct the profile or upload the right document.',
    DETAILS_INCOMPLETE: 'Some details of your profile are missing or incomplete. Please complete your profile.',
    DUPLICATE_ACCOUNT: 'You already have another account with us. Please use that account.',
    OTHER: 'Please read the note from our team.',
    NO_REASON_GIVEN: 'No reason was given. Please check your profile, photo and identity document, or contact us.',
  },
  hi: {
    PHOTO_UNCLEAR: 'आपकी फ़ोटो साफ़ नहीं है। कृपया अपने चेहरे की साफ़ और हाल की फ़ोटो अपलोड करें।',
    PHOTO_NOT_MEMBER: 'फ़ोटो में आप नहीं हैं। कृपया अपनी ही फ़ोटो अपलोड करें।',
    DOCUMENT_UNREADABLE: 'आपका पहचान दस्तावेज़ पढ़ा नहीं जा सकता। कृपया उसकी साफ़ प्रति अपलोड करें।',
    DOCUMENT_MISMATCH: 'आपका पहचान दस्तावेज़ आपकी प्रोफ़ाइल के नाम या जन्मतिथि से मेल नहीं खाता। कृपया प्रोफ़ाइल ठीक करें या सही दस्तावेज़ अपलोड करें।',
    DETAILS_INCOMPLETE: 'आपकी प्रोफ़ाइल की कुछ जानकारी अधूरी है। कृपया अपनी प्रोफ़ाइल पूरी करें।',
    DUPLICATE_ACCOUNT: 'हमारे यहाँ आपका एक और खाता पहले से है। कृपया उसी खाते का उपयोग करें।',
    OTHER: 'कृपया हमारी टीम का संदेश पढ़ें।',
    NO_REASON_GIVEN: 'कोई कारण नहीं बताया गया। कृपया अपनी प्रोफ़ाइल, फ़ोटो और पहचान दस्तावेज़ जाँचें, या हमसे संपर्क करें।',
  },
  mr: {
    PHOTO_UNCLEAR: 'तुमचा फोटो स्पष्ट नाही. कृपया तुमच्या चेहऱ्याचा स्पष्ट आणि अलीकडचा फोटो अपलोड करा.',
    PHOTO_NOT_MEMBER: 'फोटोमध्ये तुम्ही नाही. कृपया तुमचा स्वतःचा फोटो अपलोड करा.',
    DOCUMENT_UNREADABLE: 'तुमचे ओळखपत्र वाचता येत नाही. कृपया त्याची स्पष्ट प्रत अपलोड करा.',
    DOCUMENT_MISMATCH: 'तुमचे ओळखपत्र तुमच्या प्रोफाइलमधील नाव किंवा जन्मतारखेशी जुळत नाही. कृपया प्रोफाइल दुरुस्त करा किंवा योग्य ओळखपत्र अपलोड करा.',
    DETAILS_INCOMPLETE: 'तुमच्या प्रोफाइलमधील काही माहिती अपूर्ण आहे. कृपया तुमची प्रोफाइल पूर्ण करा.',
    DUPLICATE_ACCOUNT: 'आमच्याकडे तुमचे दुसरे खाते आधीच आहे. कृपया तेच खाते वापरा.',
    OTHER: 'कृपया आमच्या टीमची सूचना वाचा.',
    NO_REASON_GIVEN: 'कोणतेही कारण दिलेले नाही. कृपया तुमची प्रोफाइल, फोटो आणि ओळखपत्र तपासा, किंवा आमच्याशी संपर्क साधा.',
  },
};

/** Why a profile was suspended, in the words of the report reasons. */
export const SUSPENSION_TEXTS: Record<Language, Record<ReportReason, string>> = {
  en: {
    FAKE_PROFILE: 'The profile appears to be fake.',
    ASKS_FOR_MONEY: 'Asking members for money.',
    ALREADY_MARRIED: 'Already married.',
    ABUSIVE: 'Abusive or harassing behaviour.',
    INAPPROPRIATE_PHOTO: 'An inappropriate photo.',
    OTHER: 'Another breach of our terms.',
  },
  hi: {
    FAKE_PROFILE: 'प्रोफ़ाइल नकली लगती है।',
    ASKS_FOR_MONEY: 'सदस्यों से पैसे माँगना।',
    ALREADY_MARRIED: 'पहले से विवाहित होना।',
    ABUSIVE: 'अपमानजनक या परेशान करने वाला व्यवहार।',
    INAPPROPRIATE_PHOTO: 'अनुचित फ़ोटो।',
    OTHER: 'हमारी शर्तों का कोई अन्य उल्लंघन।',
  },
  mr: {
    FAKE_PROFILE: 'प्रोफाइल बनावट वाटते.',
    ASKS_FOR_MONEY: 'सदस्यांकडे पैसे मागणे.',
    ALREADY_MARRIED: 'आधीच विवाहित असणे.',
    ABUSIVE: 'अपमानास्पद किंवा त्रास देणारे वर्तन.',
    INAPPROPRIATE_PHOTO: 'अयोग्य फोटो.',
    OTHER: 'आमच्या अटींचे इतर उल्लंघन.',
  },
};
