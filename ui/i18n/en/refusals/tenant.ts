/** What the server's refusals say for tenant: the words of each rule it checks, and each refusal code's sentence. */
export const tenantRefusals = {
  'tenant.rule.phone': 'Enter a Bangladeshi mobile number, like 01712345678',
  'tenant.rule.nid': 'Enter the NID number: 10, 13 or 17 digits',
  'tenant.rule.fatherName': "Enter the father's name, up to {max} characters",
  'tenant.rule.permanentAddress': 'Enter the permanent address, up to {max} characters',
  'tenant.rule.previousAddress': 'Enter the previous address, up to {max} characters',
  'tenant.rule.previousLandlordName': "Write the previous landlord's name in up to {max} characters, or leave it empty",
  'tenant.rule.previousLandlordPhone':
    "Enter the previous landlord's mobile number, like 01712345678, or leave it empty",
  'tenant.rule.household': 'List at most {max} household members',
  'tenant.rule.householdName': "Enter the member's name, up to {max} characters",
  'tenant.rule.householdRelation': 'Enter how they are related, up to {max} characters',
  'tenant.rule.householdAge': 'Enter the age in whole years, from 0 to {max}',
  'tenant.rule.emergencyName': "Enter the emergency contact's name, up to {max} characters",
  'tenant.rule.emergencyRelation': 'Enter how the emergency contact is related, up to {max} characters',
  'tenant.rule.emergencyPhone': "Enter the emergency contact's mobile number, like 01712345678",
} as const;
