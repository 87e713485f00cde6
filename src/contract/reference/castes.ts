/** The community the product serves; the profile form offers this single caste. */
export const CASTES = ['Hindu Mali'] as const;

/** The 38 Mali sub-castes offered by the profile form. */
export const SUB_CASTES = [
  'Phul Mali', 'Jire Mali', 'Kadu Mali', 'Halde Mali', 'Ghase Mali', 'Marathe Mali',
  'Lingayat Mali', 'Kosh Mali', 'Ban Mali', 'Van Mali', 'Kachhi Mali', 'Saini Mali',
  'Sagar Mali', 'Kunbi Mali', 'Dhakad Mali', 'Ade Mali', 'Pahad Mali', 'Gaud Mali',
  'Rajput Mali', 'Shakya Mali', 'Kushwaha Mali', 'Murao Mali', 'Mahajan Mali', 'Pardeshi Mali',
  'Khandeshi Mali', 'Varhadi Mali', 'Deshi Mali', 'Vidarbha Mali', 'Konkani Mali', 'Jhade Mali',
  'Dhangar Mali', 'Gavli Mali', 'Lad Mali', 'Koli Mali', 'Bhoi Mali', 'Teli Mali',
  'Shetkari Mali', 'Other Mali',
] as const;
