import type { MAHARASHTRA_DISTRICTS } from '../../../contract/reference/index.js';

type District = (typeof MAHARASHTRA_DISTRICTS)[number];
/** City or town, its taluka, and a pin code of that town. */
export type Town = readonly [city: string, taluka: string, pincode: string];

/**
 * Real towns of every district with their talukas. The weights lean towards the districts where
 * the community is largest (Pune, Nashik, Khandesh, Ahmednagar), so listings look like the real
 * membership rather than an even spread. Typed by district, so a district missing here fails to compile.
 */
export const PLACES: Record<District, { weight: number; towns: readonly Town[] }> = {
  Ahmednagar: {
    weight: 7,
    towns: [
      ['Ahmednagar', 'Ahmednagar', '414001'],
      ['Shrirampur', 'Shrirampur', '413709'],
      ['Sangamner', 'Sangamner', '422605'],
      ['Kopargaon', 'Kopargaon', '423601'],
      ['Rahuri', 'Rahuri', '413705'],
      ['Shevgaon', 'Shevgaon', '414502'],
    ],
  },
  Akola: {
    weight: 3,
    towns: [
      ['Akola', 'Akola', '444001'],
      ['Akot', 'Akot', '444101'],
      ['Murtijapur', 'Murtijapur', '444107'],
      ['Balapur', 'Balapur', '444302'],
    ],
  },
  Amravati: {
    weight: 3,
    towns: [
      ['Amravati', 'Amravati', '444601'],
      ['Achalpur', 'Achalpur', '444806'],
      ['Morshi', 'Morshi', '444905'],
      ['Warud', 'Warud', '444906'],
      ['Daryapur', 'Daryapur', '444803'],
    ],
  },
  Aurangabad: {
    weight: 5,
    towns: [
      ['Aurangabad', 'Aurangabad', '431001'],
      ['Paithan', 'Paithan', '431107'],
      ['Vaijapur', 'Vaijapur', '423701'],
      ['Gangapur', 'Gangapur', '431109'],
      ['Sillod', 'Sillod', '431112'],
      ['Kannad', 'Kannad', '431103'],
    ],
  },
  Beed: {
    weight: 3,
    towns: [
      ['Beed', 'Beed', '431122'],
      ['Ambajogai', 'Ambajogai', '431517'],
      ['Parli', 'Parli', '431515'],
      ['Majalgaon', 'Majalgaon', '431131'],
      ['Georai', 'Georai', '431127'],
    ],
  },
  Bhandara: {
    weight: 1,
    towns: [
      ['Bhandara', 'Bhandara', '441904'],
      ['Tumsar', 'Tumsar', '441912'],
      ['Pauni', 'Pauni', '441910'],
      ['Sakoli', 'Sakoli', '441802'],
    ],
  },
  Buldhana: {
    weight: 3,
    towns: [
      ['Buldhana', 'Buldhana', '443001'],
      ['Khamgaon', 'Khamgaon', '444303'],
      ['Malkapur', 'Malkapur', '443101'],
      ['Chikhli', 'Chikhli', '443201'],
      ['Shegaon', 'Shegaon', '444203'],
    ],
  },
  Chandrapur: {
    weight: 2,
    towns: [
      ['Chandrapur', 'Chandrapur', '442401'],
      ['Ballarpur', 'Ballarpur', '442701'],
      ['Warora', 'Warora', '442907'],
      ['Brahmapuri', 'Brahmapuri', '441206'],
      ['Rajura', 'Rajura', '442905'],
    ],
  },
  Dhule: {
    weight: 4,
    towns: [
      ['Dhule', 'Dhule', '424001'],
      ['Shirpur', 'Shirpur', '425405'],
      ['Sakri', 'Sakri', '424304'],
      ['Dondaicha', 'Shindkheda', '425408'],
    ],
  },
  Gadchiroli: {
    weight: 1,
    towns: [
      ['Gadchiroli', 'Gadchiroli', '442605'],
      ['Armori', 'Armori', '441208'],
      ['Aheri', 'Aheri', '442705'],
      ['Wadsa', 'Desaiganj', '441207'],
    ],
  },
  Gondia: {
    weight: 1,
    towns: [
      ['Gondia', 'Gondia', '441601'],
      ['Tirora', 'Tirora', '441911'],
      ['Amgaon', 'Amgaon', '441902'],
      ['Goregaon', 'Goregaon', '441801'],
    ],
  },
  Hingoli: {
    weight: 1,
    towns: [
      ['Hingoli', 'Hingoli', '431513'],
      ['Basmath', 'Basmath', '431512'],
      ['Kalamnuri', 'Kalamnuri', '431702'],
      ['Sengaon', 'Sengaon', '431542'],
    ],
  },
  Jalgaon: {
    weight: 7,
    towns: [
      ['Jalgaon', 'Jalgaon', '425001'],
      ['Bhusawal', 'Bhusawal', '425201'],
      ['Chalisgaon', 'Chalisgaon', '424101'],
      ['Amalner', 'Amalner', '425401'],
      ['Pachora', 'Pachora', '424201'],
      ['Raver', 'Raver', '425508'],
      ['Erandol', 'Erandol', '425109'],
    ],
  },
  Jalna: {
    weight: 2,
    towns: [
      ['Jalna', 'Jalna', '431203'],
      ['Ambad', 'Ambad', '431204'],
      ['Partur', 'Partur', '431501'],
      ['Bhokardan', 'Bhokardan', '431114'],
    ],
  },
  Kolhapur: {
    weight: 4,
    towns: [
      ['Kolhapur', 'Karvir', '416001'],
      ['Ichalkaranji', 'Hatkanangle', '416115'],
      ['Gadhinglaj', 'Gadhinglaj', '416502'],
      ['Kagal', 'Kagal', '416216'],
      ['Jaysingpur', 'Shirol', '416101'],
    ],
  },
  Latur: {
    weight: 3,
    towns: [
      ['Latur', 'Latur', '413512'],
      ['Udgir', 'Udgir', '413517'],
      ['Ausa', 'Ausa', '413520'],
      ['Nilanga', 'Nilanga', '413521'],
      ['Ahmedpur', 'Ahmedpur', '413515'],
    ],
  },
  'Mumbai City': {
    weight: 3,
    towns: [
      ['Dadar', 'Mumbai City', '400014'],
      ['Byculla', 'Mumbai City', '400027'],
      ['Parel', 'Mumbai City', '400012'],
      ['Worli', 'Mumbai City', '400018'],
    ],
  },
  'Mumbai Suburban': {
    weight: 6,
    towns: [
      ['Andheri', 'Andheri', '400053'],
      ['Borivali', 'Borivali', '400092'],
      ['Kurla', 'Kurla', '400070'],
      ['Ghatkopar', 'Kurla', '400077'],
      ['Malad', 'Borivali', '400064'],
      ['Mulund', 'Kurla', '400080'],
    ],
  },
  Nagpur: {
    weight: 5,
    towns: [
      ['Nagpur', 'Nagpur Urban', '440001'],
      ['Kamptee', 'Kamptee', '441001'],
      ['Katol', 'Katol', '441302'],
      ['Umred', 'Umred', '441203'],
      ['Ramtek', 'Ramtek', '441106'],
      ['Hingna', 'Hingna', '441110'],
    ],
  },
  Nanded: {
    weight: 2,
    towns: [
      ['Nanded', 'Nanded', '431601'],
      ['Deglur', 'Deglur', '431717'],
      ['Mukhed', 'Mukhed', '431715'],
      ['Kinwat', 'Kinwat', '431804'],
      ['Hadgaon', 'Hadgaon', '431712'],
    ],
  },
  Nandurbar: {
    weight: 2,
    towns: [
      ['Nandurbar', 'Nandurbar', '425412'],
      ['Shahada', 'Shahada', '425409'],
      ['Navapur', 'Navapur', '425418'],
      ['Taloda', 'Taloda', '425413'],
    ],
  },
  Nashik: {
    weight: 9,
    towns: [
      ['Nashik', 'Nashik', '422001'],
      ['Malegaon', 'Malegaon', '423203'],
      ['Sinnar', 'Sinnar', '422103'],
      ['Niphad', 'Niphad', '422303'],
      ['Yeola', 'Yeola', '423401'],
      ['Igatpuri', 'Igatpuri', '422403'],
      ['Satana', 'Baglan', '423301'],
      ['Lasalgaon', 'Niphad', '422306'],
    ],
  },
  Osmanabad: {
    weight: 2,
    towns: [
      ['Osmanabad', 'Osmanabad', '413501'],
      ['Tuljapur', 'Tuljapur', '413601'],
      ['Omerga', 'Omerga', '413606'],
      ['Kalamb', 'Kalamb', '413507'],
    ],
  },
  Palghar: {
    weight: 2,
    towns: [
      ['Palghar', 'Palghar', '401404'],
      ['Vasai', 'Vasai', '401201'],
      ['Virar', 'Vasai', '401303'],
      ['Dahanu', 'Dahanu', '401602'],
      ['Boisar', 'Palghar', '401501'],
    ],
  },
  Parbhani: {
    weight: 2,
    towns: [
      ['Parbhani', 'Parbhani', '431401'],
      ['Gangakhed', 'Gangakhed', '431514'],
      ['Jintur', 'Jintur', '431509'],
      ['Pathri', 'Pathri', '431506'],
      ['Selu', 'Selu', '431503'],
    ],
  },
  Pune: {
    weight: 12,
    towns: [
      ['Pune', 'Pune City', '411002'],
      ['Hadapsar', 'Haveli', '411028'],
      ['Pimpri-Chinchwad', 'Haveli', '411018'],
      ['Baramati', 'Baramati', '413102'],
      ['Junnar', 'Junnar', '410502'],
      ['Shirur', 'Shirur', '412210'],
      ['Saswad', 'Purandar', '412301'],
      ['Indapur', 'Indapur', '413106'],
      ['Daund', 'Daund', '413801'],
      ['Manchar', 'Ambegaon', '410503'],
    ],
  },
  Raigad: {
    weight: 2,
    towns: [
      ['Alibag', 'Alibag', '402201'],
      ['Panvel', 'Panvel', '410206'],
      ['Pen', 'Pen', '402107'],
      ['Mahad', 'Mahad', '402301'],
      ['Roha', 'Roha', '402109'],
      ['Karjat', 'Karjat', '410201'],
    ],
  },
  Ratnagiri: {
    weight: 1,
    towns: [
      ['Ratnagiri', 'Ratnagiri', '415612'],
      ['Chiplun', 'Chiplun', '415605'],
      ['Dapoli', 'Dapoli', '415712'],
      ['Khed', 'Khed', '415709'],
      ['Rajapur', 'Rajapur', '416702'],
    ],
  },
  Sangli: {
    weight: 4,
    towns: [
      ['Sangli', 'Miraj', '416416'],
      ['Miraj', 'Miraj', '416410'],
      ['Islampur', 'Walwa', '415409'],
      ['Tasgaon', 'Tasgaon', '416312'],
      ['Vita', 'Khanapur', '415311'],
      ['Jat', 'Jat', '416404'],
    ],
  },
  Satara: {
    weight: 5,
    towns: [
      ['Satara', 'Satara', '415001'],
      ['Karad', 'Karad', '415110'],
      ['Phaltan', 'Phaltan', '415523'],
      ['Wai', 'Wai', '412803'],
      ['Koregaon', 'Koregaon', '415501'],
      ['Khandala', 'Khandala', '412802'],
    ],
  },
  Sindhudurg: {
    weight: 1,
    towns: [
      ['Sawantwadi', 'Sawantwadi', '416510'],
      ['Kudal', 'Kudal', '416520'],
      ['Kankavli', 'Kankavli', '416602'],
      ['Malvan', 'Malvan', '416606'],
      ['Vengurla', 'Vengurla', '416516'],
    ],
  },
  Solapur: {
    weight: 5,
    towns: [
      ['Solapur', 'Solapur North', '413001'],
      ['Pandharpur', 'Pandharpur', '413304'],
      ['Barshi', 'Barshi', '413401'],
      ['Akkalkot', 'Akkalkot', '413216'],
      ['Mangalvedha', 'Mangalvedha', '413305'],
      ['Akluj', 'Malshiras', '413101'],
    ],
  },
  Thane: {
    weight: 6,
    towns: [
      ['Thane', 'Thane', '400601'],
      ['Kalyan', 'Kalyan', '421301'],
      ['Dombivli', 'Kalyan', '421201'],
      ['Bhiwandi', 'Bhiwandi', '421302'],
      ['Ulhasnagar', 'Ulhasnagar', '421001'],
      ['Ambernath', 'Ambernath', '421501'],
      ['Shahapur', 'Shahapur', '421601'],
    ],
  },
  Wardha: {
    weight: 1,
    towns: [
      ['Wardha', 'Wardha', '442001'],
      ['Hinganghat', 'Hinganghat', '442301'],
      ['Arvi', 'Arvi', '442201'],
      ['Deoli', 'Deoli', '442101'],
    ],
  },
  Washim: {
    weight: 1,
    towns: [
      ['Washim', 'Washim', '444505'],
      ['Karanja', 'Karanja', '444105'],
      ['Risod', 'Risod', '444506'],
      ['Mangrulpir', 'Mangrulpir', '444403'],
    ],
  },
  Yavatmal: {
    weight: 2,
    towns: [
      ['Yavatmal', 'Yavatmal', '445001'],
      ['Pusad', 'Pusad', '445204'],
      ['Wani', 'Wani', '445304'],
      ['Darwha', 'Darwha', '445202'],
      ['Umarkhed', 'Umarkhed', '445206'],
    ],
  },
};

/** Streets and neighbourhoods common to most Maharashtra towns, for the address line. */
export const LOCALITIES = [
  'Shivaji Nagar',
  'Mahatma Phule Nagar',
  'Savitribai Phule Nagar',
  'Gandhi Chowk',
  'Station Road',
  'Ganesh Peth',
  'Sai Nagar',
  'Samata Nagar',
  'Laxmi Nagar',
  'Tilak Road',
  'Ambedkar Nagar',
  'Datta Nagar',
  'Vitthal Mandir Road',
  'Main Road',
  'Market Yard',
  'Hanuman Nagar',
  'Shastri Nagar',
  'Gajanan Colony',
  'Tarabai Park',
  'Ram Nagar',
  'Old Town',
  'MIDC Road',
  'Subhash Chowk',
  'Nehru Nagar',
] as const;
