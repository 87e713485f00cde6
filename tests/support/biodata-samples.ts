import type { BiodataDocument } from '../../src/server/biodata/document.js';

/**
 * Biodata documents as the routes will build them, for the renderer's tests: a full Marathi
 * profile (about 45 rows, the hard Devanagari of real names and horoscope terms), a shorter Hindi
 * one with nukta letters, and an English one.
 */
export function marathiBiodata(photo?: Buffer): BiodataDocument {
  return {
    language: 'mr',
    invocation: '॥ श्री गणेशाय नमः ॥',
    title: 'लग्नाचा बायोडाटा',
    name: 'कु. स्नेहा ज्ञानेश्वर क्षीरसागर',
    photo,
    sections: [
      {
        title: 'वैयक्तिक माहिती',
        rows: [
          { label: 'नाव', value: 'स्नेहा ज्ञानेश्वर क्षीरसागर' },
          { label: 'जन्मतारीख', value: '१४ ऑगस्ट १९९६ (बुधवार)' },
          { label: 'जन्मवेळ', value: 'सकाळी ६:४५' },
          { label: 'जन्मस्थळ', value: 'त्र्यंबकेश्वर, जि. नाशिक' },
          { label: 'उंची', value: '५ फूट ३ इंच' },
          { label: 'वर्ण', value: 'गोरा' },
          { label: 'रक्तगट', value: 'B+' },
          { label: 'वैवाहिक स्थिती', value: 'अविवाहित' },
          { label: 'आहार', value: 'शाकाहारी' },
          { label: 'छंद', value: 'वाङ्‌मय वाचन, शास्त्रीय संगीत, रांगोळी' },
        ],
      },
      {
        title: 'पत्रिका माहिती',
        rows: [
          { label: 'रास', value: 'वृश्चिक' },
          { label: 'नक्षत्र', value: 'ज्येष्ठा' },
          { label: 'चरण', value: 'द्वितीय' },
          { label: 'गण', value: 'राक्षस' },
          { label: 'नाडी', value: 'आद्य' },
          { label: 'मंगळ', value: 'सौम्य मंगळ' },
          { label: 'गोत्र', value: 'कश्यप' },
          { label: 'देवक', value: 'पंचपल्लव' },
          { label: 'कुलदैवत', value: 'श्री खंडोबा, जेजुरी' },
        ],
      },
      {
        title: 'कौटुंबिक माहिती',
        rows: [
          { label: 'वडिलांचे नाव', value: 'श्री. ज्ञानेश्वर विठ्ठल क्षीरसागर' },
          { label: 'वडिलांचा व्यवसाय', value: 'सेवानिवृत्त मुख्याध्यापक, जिल्हा परिषद शाळा' },
          { label: 'आईचे नाव', value: 'सौ. श्रद्धा ज्ञानेश्वर क्षीरसागर' },
          { label: 'आईचा व्यवसाय', value: 'गृहिणी' },
          { label: 'भाऊ', value: 'एक — धर्मेंद्र (विवाहित, कर्‍हाड येथे अभियंता)' },
          { label: 'बहीण', value: 'एक — प्रज्ञा (विद्यार्थिनी)' },
          { label: 'आजोळ', value: 'उत्तराषाढा निवास, सिन्नर (श्री. रामचंद्र भुजबळ)' },
          { label: 'मामा', value: 'श्री. अरविंद भुजबळ, श्री. सुधीर भुजबळ' },
          { label: 'पोटजात', value: 'फुलमाळी' },
          { label: 'नातेसंबंध', value: 'गायकवाड, जाधव, राऊत, शिंदे' },
        ],
      },
      {
        title: 'शिक्षण व व्यवसाय',
        rows: [
          { label: 'शिक्षण', value: 'B.E. (Computer), M.Tech.' },
          { label: 'महाविद्यालय', value: 'शासकीय अभियांत्रिकी महाविद्यालय, पुणे' },
          { label: 'व्यवसाय', value: 'सॉफ्टवेअर अभियंता' },
          { label: 'कंपनी', value: 'Infosys Ltd., Hinjewadi Phase 2' },
          { label: 'वार्षिक उत्पन्न', value: '₹ १२,००,०००' },
          { label: 'कामाचे ठिकाण', value: 'पुणे' },
        ],
      },
      {
        title: 'पत्ता',
        rows: [
          {
            label: 'सध्याचा पत्ता',
            value: 'फ्लॅट नं. ७, श्रीकृष्ण अपार्टमेंट, कर्वे नगर, पुणे ४११०५२; मूळ घर: त्र्यंबक रोड, नाशिक ४२२००२',
          },
          { label: 'मूळ गाव', value: 'त्र्यंबकेश्वर, ता. त्र्यंबक, जि. नाशिक' },
        ],
      },
      {
        title: 'संपर्क',
        rows: [
          { label: 'मोबाईल', value: '+91 98220 12345' },
          { label: 'ई-मेल', value: 'sneha.kshirsagar@example.com' },
          { label: 'संपर्क व्यक्ती', value: 'श्री. ज्ञानेश्वर क्षीरसागर (वडील) 94220 54321' },
        ],
      },
      {
        title: 'अपेक्षा',
        rows: [
          { label: 'शिक्षण', value: 'पदवीधर / अभियंता / डॉक्टर' },
          { label: 'नोकरी', value: 'पुणे, मुंबई किंवा नाशिक येथे नोकरी अथवा स्वतःचा व्यवसाय' },
          { label: 'इतर', value: 'निर्व्यसनी, सुसंस्कृत, कुटुंबवत्सल; पत्रिका जुळणे आवश्यक' },
        ],
      },
    ],
    footer: 'माळी विवाह · प्रोफाइल क्र. MV-104532',
  };
}

export function hindiBiodata(photo?: Buffer): BiodataDocument {
  return {
    language: 'hi',
    invocation: '॥ श्री गणेशाय नमः ॥',
    title: 'बायोडाटा',
    name: 'धर्मेंद्र कुमार माली',
    photo,
    sections: [
      {
        title: 'व्यक्तिगत जानकारी',
        rows: [
          { label: 'जन्म तिथि', value: '३ मार्च १९९३' },
          { label: 'जन्म स्थान', value: 'ज़िला जलगाँव, महाराष्ट्र' },
          { label: 'क़द', value: '५ फ़ुट ९ इंच' },
          { label: 'रक्त समूह', value: 'O+' },
        ],
      },
      {
        title: 'कुंडली',
        rows: [
          { label: 'राशि', value: 'धनु' },
          { label: 'नक्षत्र', value: 'उत्तराषाढा' },
          { label: 'मंगल दोष', value: 'नहीं' },
          { label: 'कुलदेवता', value: 'श्री तुळजाभवानी' },
        ],
      },
      {
        title: 'परिवार',
        rows: [
          { label: 'पिता', value: 'श्री रामेश्वर माली (किसान)' },
          { label: 'माता', value: 'श्रीमती शारदा माली' },
          { label: 'बहन', value: 'एक, विद्यार्थिनी' },
        ],
      },
      {
        title: 'शिक्षा एवं व्यवसाय',
        rows: [
          { label: 'शिक्षा', value: 'M.Sc. (कृषि), महात्मा फुले कृषि विद्यापीठ, राहुरी' },
          { label: 'व्यवसाय', value: 'कृषि अधिकारी, ज़िला परिषद' },
        ],
      },
      {
        title: 'संपर्क',
        rows: [
          { label: 'फ़ोन', value: '+91 94220 11223' },
          { label: 'ई-मेल', value: 'dharmendra.mali@example.in' },
        ],
      },
    ],
    footer: 'माली विवाह · प्रोफ़ाइल क्र. MV-100871',
  };
}

export function englishBiodata(photo?: Buffer): BiodataDocument {
  return {
    language: 'en',
    title: 'Biodata',
    name: 'Priya Sunil Raut',
    photo,
    sections: [
      {
        title: 'Personal details',
        rows: [
          { label: 'Date of birth', value: '21 January 1997' },
          { label: 'Birth place', value: 'Nashik' },
          { label: 'Height', value: '5\' 4"' },
          { label: 'Marital status', value: 'Never married' },
        ],
      },
      {
        title: 'Horoscope',
        rows: [
          { label: 'Rashi', value: 'Makar' },
          { label: 'Nakshatra', value: 'Shravan' },
          { label: 'Manglik', value: 'No' },
        ],
      },
      {
        title: 'Education and occupation',
        rows: [
          { label: 'Education', value: 'MBA (Finance), Symbiosis Institute of Business Management, Pune' },
          { label: 'Occupation', value: 'Senior analyst, HDFC Bank' },
          { label: 'Annual income', value: '₹ 9,50,000' },
        ],
      },
      {
        title: 'Contacts',
        rows: [
          { label: 'Mobile', value: '+91 90110 44556' },
          { label: 'Email', value: 'priya.raut@example.com' },
        ],
      },
    ],
    footer: 'Mali Vivah · Profile no. MV-100233',
  };
}
