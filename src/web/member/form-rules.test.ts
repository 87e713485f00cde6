import { describe, expect, it } from 'vitest';
import { changePasswordForm, registrationBody, userLoginBody } from '../../contract/accounts.js';
import { MESSAGES } from '../../contract/messages.js';
import { newPasswordForm, otpForm } from '../../contract/password-reset.js';
import { userDetails } from '../../contract/profile.js';
import { reportBody } from '../../contract/reports.js';
import { toProfileValues } from './profile-form/profile-values.js';

/** The first message a schema gives for `path`, as the form would show it. */
function messageAt(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) {
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const filled = () => {
  const values = toProfileValues(null);
  Object.assign(values.personalDetails, {
    firstName: 'Anil',
    middleName: 'Vasant',
    lastName: 'Jadhav',
    dateOfBirth: '1994-06-15',
    timeOfBirth: '14:30',
    marriageStatus: 'Single',
    bornPlace: 'Satara',
    gender: 'Male',
    subCaste: 'Jire Mali',
    bloodGroup: 'B+',
  });
  Object.assign(values.basicDetails, { education: 'B.E.', height: `5'8"`, weight: '68', income: '720000' });
  Object.assign(values.familyDetails, {
    motherName: 'Shobha',
    motherMobileNumber: '9876500011',
    fatherName: 'Vasant',
    fatherMobileNumber: '9876500022',
  });
  Object.assign(values.addressDetails, {
    address: '45 Phule Road',
    tempAddress: '45 Phule Road',
    city: 'Satara',
    pincode: '415001',
    taluka: 'Satara',
    district: 'Satara',
  });
  return values;
};

describe('the member forms validate with SPEC messages', () => {
  it('login needs both fields', () => {
    const result = userLoginBody.safeParse({ mobileNumber: '', password: '' });
    expect(messageAt(result, 'mobileNumber')).toBe('validation.required');
    expect(messageAt(result, 'password')).toBe('validation.required');
  });

  it('registration checks the number, the email and the password length', () => {
    const result = registrationBody.safeParse({ email: 'nope', mobileNumber: '98a', password: 'short' });
    expect(messageAt(result, 'email')).toBe('validation.email');
    expect(messageAt(result, 'mobileNumber')).toBe('validation.mustBeNumber');
    expect(messageAt(result, 'password')).toBe('validation.passwordMin');
    expect(messageAt(registrationBody.safeParse({ email: 'a@b.in', mobileNumber: '98765', password: 'long enough' }), 'mobileNumber')).toBe(
      'validation.mobileLength',
    );
  });

  it('change password wants matching new passwords', () => {
    const result = changePasswordForm.safeParse({ current: 'old-one-1', new: 'Kesar#Mango-77', confirm: 'Kesar#Mango-78' });
    expect(messageAt(result, 'confirm')).toBe('validation.passwordsMatch');
    const same = changePasswordForm.safeParse({ current: 'Kesar#Mango-77', new: 'Kesar#Mango-77', confirm: 'Kesar#Mango-77' });
    expect(messageAt(same, 'new')).toBe('validation.passwordUnchanged');
  });

  it('the OTP is four digits', () => {
    expect(messageAt(otpForm.safeParse({ otp: '12a4' }), 'otp')).toBe('validation.onlyDigits');
    expect(messageAt(otpForm.safeParse({ otp: '12' }), 'otp')).toBe('validation.otpLength');
    expect(otpForm.safeParse({ otp: '1234' }).success).toBe(true);
  });

  it('a reset password follows the one rule (long, not common) and is confirmed', () => {
    expect(messageAt(newPasswordForm.safeParse({ password: '', confirmPassword: '' }), 'password')).toBe('validation.passwordRequired');
    expect(messageAt(newPasswordForm.safeParse({ password: 'Abcdef#1', confirmPassword: 'x' }), 'password')).toBe('validation.passwordMin');
    expect(messageAt(newPasswordForm.safeParse({ password: 'Welcome@123', confirmPassword: 'x' }), 'password')).toBe(
      'validation.passwordCommon',
    );
    expect(messageAt(newPasswordForm.safeParse({ password: 'Kesar#Mango-77', confirmPassword: '' }), 'confirmPassword')).toBe(
      'validation.confirmRequired',
    );
    expect(messageAt(newPasswordForm.safeParse({ password: 'Kesar#Mango-77', confirmPassword: 'Kesar#Mango-78' }), 'confirmPassword')).toBe(
      'validation.passwordsMatch',
    );
  });

  it('a report needs a description', () => {
    expect(messageAt(reportBody.pick({ description: true }).safeParse({ description: '  ' }), 'description')).toBe(
      'validation.reportDescription',
    );
  });

  it('every message key a form can show has English text', () => {
    for (const key of ['validation.required', 'validation.passwordMin', 'userDetails.personalInfo.errors.required']) {
      expect(MESSAGES).toHaveProperty([key]);
    }
  });
});

describe('the profile form values', () => {
  it('start empty but for the fixed state and caste, and then fail with the form key', () => {
    const empty = toProfileValues(null);
    expect(empty.addressDetails.state).toBe('Maharashtra');
    expect(empty.personalDetails.caste).toBe('Hindu Mali');
    const result = userDetails.safeParse(empty);
    expect(messageAt(result, 'personalDetails.firstName')).toBe('userDetails.personalInfo.errors.required');
    expect(messageAt(result, 'familyDetails.motherMobileNumber')).toBe('userDetails.personalInfo.errors.required');
  });

  it('pass the contract once every required field is filled, numbers becoming numbers', () => {
    const result = userDetails.safeParse(filled());
    expect(result.success).toBe(true);
    expect(result.data?.basicDetails.weight).toBe(68);
    expect(result.data?.basicDetails.income).toBe(720000);
  });

  it('apply the name, date and mobile rules', () => {
    const values = filled();
    values.personalDetails.firstName = 'A';
    values.personalDetails.middleName = 'x'.repeat(16);
    values.personalDetails.dateOfBirth = '2999-01-01';
    values.familyDetails.fatherMobileNumber = '98765';
    const result = userDetails.safeParse(values);
    expect(messageAt(result, 'personalDetails.firstName')).toBe('validation.tooShort');
    expect(messageAt(result, 'personalDetails.middleName')).toBe('validation.tooLong');
    expect(messageAt(result, 'personalDetails.dateOfBirth')).toBe('validation.bornInFuture');
    expect(messageAt(result, 'familyDetails.fatherMobileNumber')).toBe('validation.mobileLength');
  });

  it('read a stored profile back into the form unchanged', () => {
    const stored = userDetails.parse(filled());
    const again = toProfileValues({
      personalDetails: { ...stored.personalDetails, fullName: 'Anil Vasant Jadhav' },
      basicDetails: stored.basicDetails,
      familyDetails: stored.familyDetails,
      addressDetails: stored.addressDetails,
      partnerpreferences: stored.partnerpreferences ?? {},
    });
    expect(again.basicDetails.weight).toBe('68');
    expect(userDetails.safeParse(again).success).toBe(true);
  });
});
