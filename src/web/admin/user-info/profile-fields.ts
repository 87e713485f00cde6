/** How a stored value is shown on the detail screen. */
type FieldKind = 'text' | 'choice' | 'date' | 'time' | 'income' | 'phone' | 'email' | 'weight' | 'instant';

export interface ProfileField {
  key: string;
  kind: FieldKind;
}

export interface ProfileGroup {
  /** Where the group sits on the record: a userDetails group, or the record itself. */
  source: 'account' | 'personalDetails' | 'basicDetails' | 'familyDetails' | 'addressDetails' | 'partnerpreferences';
  fields: ProfileField[];
}

const text = (key: string): ProfileField => ({ key, kind: 'text' });

/** Every labelled field of a profile (SPEC section 3), in the order the profile form asks for them. */
export const PROFILE_GROUPS: ProfileGroup[] = [
  {
    source: 'account',
    fields: [
      { key: 'mobileNumber', kind: 'phone' },
      { key: 'email', kind: 'email' },
      text('age'),
      { key: 'status', kind: 'choice' },
      { key: 'createdAt', kind: 'instant' },
      { key: 'subscriptionUntil', kind: 'instant' },
    ],
  },
  {
    source: 'personalDetails',
    fields: [
      text('firstName'),
      text('middleName'),
      text('lastName'),
      text('fullName'),
      { key: 'dateOfBirth', kind: 'date' },
      { key: 'timeOfBirth', kind: 'time' },
      { key: 'marriageStatus', kind: 'choice' },
      text('bornPlace'),
      { key: 'gender', kind: 'choice' },
      text('religion'),
      text('caste'),
      text('subCaste'),
      text('bloodGroup'),
    ],
  },
  {
    source: 'basicDetails',
    fields: [
      text('education'),
      text('occupation'),
      { key: 'income', kind: 'income' },
      text('height'),
      { key: 'weight', kind: 'weight' },
      text('skinColor'),
      text('rashi'),
      text('nakshatra'),
    ],
  },
  {
    source: 'familyDetails',
    fields: [
      text('motherName'),
      { key: 'motherMobileNumber', kind: 'phone' },
      text('fatherName'),
      { key: 'fatherMobileNumber', kind: 'phone' },
      text('numOfBrothers'),
      text('numOfSisters'),
      text('brotherName'),
      { key: 'brotherMobileNumber', kind: 'phone' },
      text('sisterName'),
      { key: 'sisterMobileNumber', kind: 'phone' },
    ],
  },
  {
    source: 'addressDetails',
    fields: [text('address'), text('tempAddress'), text('city'), text('pincode'), text('taluka'), text('district'), text('state')],
  },
  {
    source: 'partnerpreferences',
    fields: [
      text('PPAnnualIncome'),
      text('PPCaste'),
      text('PPEducation'),
      text('PPResidingCountry'),
      text('PPResidingState'),
      text('PPResidingCity'),
      text('PPHeight'),
      text('PPWeight'),
      text('PPSkinColor'),
    ],
  },
];
