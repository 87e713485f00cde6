import { RELIGIONS } from '../../../contract/reference/index.js';

/** Education and the work it usually leads to, so a profile reads as one person. */
export const CAREERS: readonly (readonly [education: string, occupations: readonly string[]])[] = [
  ['B.E. (Computer)', ['Software Engineer', 'Senior Software Engineer at an IT company in Hinjewadi', 'Test Engineer']],
  ['B.E. (Civil)', ['Civil Engineer', 'Site Engineer', 'Contractor']],
  ['B.E. (Mechanical)', ['Production Engineer', 'Design Engineer at an auto parts company in Chakan']],
  ['B.Tech', ['Software Engineer', 'Data Analyst', 'Electrical Engineer']],
  ['Diploma (Mechanical)', ['Supervisor', 'Maintenance Technician', 'Machine Operator']],
  ['B.Com', ['Accountant', 'Bank Clerk', 'Business', 'Tax Consultant']],
  ['M.Com', ['Accountant', 'Bank Officer', 'Teacher']],
  ['B.Sc', ['Lab Assistant', 'Teacher', 'Quality Control Executive']],
  ['B.Sc (Agriculture)', ['Farmer', 'Agriculture Officer', 'Agri Business (nursery and flower trade)']],
  ['M.Sc', ['Lecturer', 'Research Associate', 'Chemist']],
  ['B.A.', ['Government Service', 'Teacher', 'Business', 'Homemaker']],
  ['M.A.', ['Lecturer', 'Government Service', 'Journalist']],
  ['B.Ed', ['Teacher', 'Zilla Parishad School Teacher']],
  ['MBA', ['Marketing Manager', 'HR Executive', 'Business Development Manager']],
  ['MCA', ['Software Developer', 'System Administrator']],
  ['BCA', ['Web Developer', 'Computer Operator']],
  ['B.Pharm', ['Pharmacist', 'Medical Representative']],
  ['MBBS', ['Doctor', 'Resident Doctor at a civil hospital']],
  ['BAMS', ['Ayurvedic Doctor', 'Clinic Owner']],
  ['B.Sc Nursing', ['Nurse', 'Staff Nurse']],
  ['LLB', ['Advocate', 'Legal Advisor']],
  ['CA', ['Chartered Accountant']],
  ['ITI', ['Electrician', 'Fitter', 'Technician']],
  ['HSC (12th)', ['Farmer', 'Business', 'Shop Owner', 'Driver', 'Homemaker']],
];

export const RASHIS = [
  'Mesh',
  'Vrushabh',
  'Mithun',
  'Kark',
  'Sinha',
  'Kanya',
  'Tula',
  'Vrushchik',
  'Dhanu',
  'Makar',
  'Kumbh',
  'Meen',
] as const;

export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrugashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravan',
  'Dhanishta',
  'Shatatara',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

export const SKIN_COLOURS = ['Fair', 'Wheatish', 'Wheatish brown', 'Dark'] as const;

export const RELIGION = RELIGIONS[0];
