import type { tenantRefusals as english } from '@/i18n/en/refusals/tenant.ts';

export const tenantRefusals: Record<keyof typeof english, string> = {
  'tenant.rule.phone': 'একটি বাংলাদেশি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮',
  'tenant.rule.nid': 'জাতীয় পরিচয়পত্র নম্বর দিন: ১০, ১৩ বা ১৭ অঙ্ক',
  'tenant.rule.fatherName': 'পিতার নাম দিন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.permanentAddress': 'স্থায়ী ঠিকানা দিন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.previousAddress': 'পূর্ববর্তী ঠিকানা দিন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.previousLandlordName': 'পূর্ববর্তী বাড়িওয়ালার নাম সর্বোচ্চ {max} অক্ষরে লিখুন, অথবা খালি রাখুন',
  'tenant.rule.previousLandlordPhone': 'পূর্ববর্তী বাড়িওয়ালার মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮, অথবা খালি রাখুন',
  'tenant.rule.household': 'সর্বোচ্চ {max} জন সদস্যের নাম দিন',
  'tenant.rule.householdName': 'সদস্যের নাম দিন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.householdRelation': 'সম্পর্ক লিখুন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.householdAge': 'বয়স পূর্ণ বছরে দিন, ০ থেকে {max}',
  'tenant.rule.emergencyName': 'জরুরি যোগাযোগের ব্যক্তির নাম দিন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.emergencyRelation': 'জরুরি যোগাযোগের ব্যক্তির সাথে সম্পর্ক লিখুন, সর্বোচ্চ {max} অক্ষর',
  'tenant.rule.emergencyPhone': 'জরুরি যোগাযোগের মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮',
};
