/**
 * Passwords too common to protect anyone: the first ones a guesser tries. Only passwords of the
 * minimum length or longer matter here (shorter ones fail the length rule), so the list is the
 * well-known long ones, and the words people here most often dress up with digits and a symbol
 * ("India@1234", "Krishna123"), written out from their parts. Compared case-insensitively.
 */
const WHOLE = [
  '1234567890', '0123456789', '0987654321', '9876543210', '1122334455', '1234512345', '1212121212',
  '1231231231', '1234554321', '1111111111', '0000000000', '5555555555', '9999999999', '1234567891',
  '12345678910', '123456789a', 'a123456789', '123456789q', 'q123456789', '1234567890a',
  'qwertyuiop', 'qwertyuiop1', 'asdfghjkl1', 'asdfghjkl;', 'zxcvbnm123', 'qwerty1234', 'qwerty12345',
  'qwerty123456', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'zaq12wsxcde', '1qaz2wsx3edc', 'zaq1zaq1zaq1',
  'qazwsxedc123', 'qazwsxedcrfv', 'abcdefghij', 'abcd123456', 'abc1234567', 'abcdef123456', 'aaaaaaaaaa',
  'iloveyou123', 'iloveyou12', 'iloveyou1234', 'ilovemymom', 'ilovemyfamily', 'ilovemyindia', 'iloveindia',
  'letmein123', 'letmein1234', 'welcome123', 'welcome1234', 'welcome@123', 'trustno1234', 'passw0rd123',
  'p@ssw0rd123', 'p@ssword123', 'passwordpassword', 'changeme123', 'default123', 'football123',
  'baseball123', 'basketball', 'basketball1', 'jessica123', 'michael123', 'charlie123', 'superman123',
  'batman1234', 'starwars123', 'pokemon123', 'computer123', 'internet123', 'whatever123', 'princess123',
  'sunshine123', 'chocolate1', 'chocolate123', 'butterfly1', 'butterfly123', 'strawberry', 'strawberry1',
  'elephant123', 'friendship', 'friends123', 'beautiful1', 'lovelygirl', 'sweetheart', 'sweetheart1',
  'blessings1', 'godisgreat', 'godisgood1', 'jaimatadi', 'jaimatadi1', 'jaimatadi123', 'jaishreeram',
  'jaishriram', 'jaishreeram1', 'jaishreeram123', 'omnamahshivay', 'omnamahshivaya', 'harharmahadev',
  'jaibhim123', 'jaimaharashtra', 'ganpatibappa', 'ganpatibappamorya', 'omsairam123', 'saibaba123',
  'krishna1234', 'radhakrishna', 'radhekrishna', 'radheradhe1', 'hanuman123', 'jaihanuman', 'mahadev123',
  'shivaji123', 'shivajimaharaj', 'chhatrapati', 'maharashtra', 'maharashtra1', 'maharashtra123',
  'mumbai1234', 'mumbaiindians', 'chennaisuperkings', 'sachintendulkar', 'viratkohli18', 'msdhoni007',
  'indianarmy', 'bharatmatakijai', 'vandemataram', 'hindustan1', 'incredibleindia', 'malivivah1',
  'malivivah123', 'matrimony1', 'matrimony123', 'shaadi1234', 'marriage123', 'mylovemylife',
];

/** Words people build passwords from, each tried with the usual endings below. */
const WORDS = [
  'password', 'admin', 'administrator', 'welcome', 'iloveyou', 'qwerty', 'india', 'bharat', 'hindustan',
  'sunshine', 'princess', 'football', 'cricket', 'monkey', 'dragon', 'master', 'letmein', 'login', 'shadow',
  'superman', 'batman', 'krishna', 'ganesh', 'ganesha', 'ganpati', 'sairam', 'omsairam', 'shiva', 'mahadev',
  'hanuman', 'jaishreeram', 'shivaji', 'maharashtra', 'mumbai', 'pune', 'nashik', 'nagpur', 'kolhapur',
  'matrimony', 'malivivah', 'vivah', 'shaadi', 'marriage', 'mali', 'phule', 'jyotiba', 'savitribai',
  'samaj', 'family', 'mother', 'father', 'lovely', 'sweety', 'pinky', 'baby', 'angel', 'priya', 'pooja',
  'rahul', 'amit', 'sachin', 'rohit', 'computer', 'internet', 'mobile', 'samsung', 'iphone', 'google',
];
const ENDINGS = [
  '', '1', '12', '123', '1234', '12345', '123456', '1234567', '@1', '@12', '@123', '@1234', '@12345', '@123456',
  '#123', '#1234', '!123', '!@#', '123!', '123@', '@2023', '@2024', '@2025', '@2026', '2023', '2024', '2025',
  '2026', '007', '786', '@786', '143', '@143', '999', '000',
];

let set: Set<string> | undefined;

function commonPasswords(): Set<string> {
  set ??= new Set([...WHOLE, ...WORDS.flatMap((word) => ENDINGS.map((ending) => word + ending))].map((p) => p.toLowerCase()));
  return set;
}

/**
 * Whether a password is one of the common ones, or nothing but one character or a run of
 * consecutive digits repeated ("aaaaaaaaaaaa", "123123123123").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  if (/^(.)\1+$/u.test(lower)) return true;
  return /^(\d{1,4})\1+\d{0,4}$/.test(lower) || /^(?:0123456789|1234567890|9876543210)+$/.test(lower);
}
